import { toDataURL } from 'qrcode'
import { useEffect, useState } from 'react'
import { HeartMark } from '../HeartMark'

const QR_OPTIONS = { margin: 2, width: 480, color: { dark: '#3f0d1c', light: '#ffffff' } }

/** A PNG data address of the link's QR code; level M, or L when a long link needs the room. */
async function qrPng(link: string): Promise<string> {
  try {
    return await toDataURL(link, { ...QR_OPTIONS, errorCorrectionLevel: 'M' })
  } catch {
    return toDataURL(link, { ...QR_OPTIONS, errorCorrectionLevel: 'L' })
  }
}

/**
 * The link's QR code, to print in a card, with a download of the same PNG. It is a data: image
 * (the CSP allows those): made here, nothing is sent anywhere.
 */
export function QrCard({ link }: { link: string }) {
  const [png, setPng] = useState<{ link: string; url: string }>()
  useEffect(() => {
    let isCurrent = true
    qrPng(link).then(
      (url) => isCurrent && setPng({ link, url }),
      () => isCurrent && setPng(undefined),
    )
    return () => {
      isCurrent = false
    }
  }, [link])
  const url = png?.link === link ? png.url : undefined

  return (
    <figure className="qr-card">
      {url ? (
        <img
          className="qr-card__image"
          src={url}
          alt="Mã QR của liên kết"
          width={240}
          height={240}
        />
      ) : (
        <HeartMark className="heart-mark qr-card__image" />
      )}
      <figcaption className="create-count">Quét mã để mở trang; in vào thiệp cũng được.</figcaption>
      {url && (
        <a className="soft-button" href={url} download="trai-tim-qr.png">
          Tải mã QR (PNG)
        </a>
      )}
    </figure>
  )
}
