import { create, toDataURL } from 'qrcode'
import { useEffect, useState } from 'react'
import { createTexts } from '../../../texts/createTexts'
import { useTexts } from '../../../texts/language'
import { HeartMark } from '../../../ui/HeartMark'
import { isTooLongForQr, QR_LINK_MAX_CHARS } from './linkLength'

/** The quiet zone the QR standard asks for, in modules. */
const MARGIN_MODULES = 4
/** Device px per module in the PNG (a whole number: every module the same size, for print). */
const PNG_MODULE_PX = 4
/** CSS px per module on screen at least: a ~2,000-character link at 240 px got 1.6, too fine. */
export const QR_MODULE_CSS_PX = 3
const QR_MIN_CSS_PX = 240
const COLOR = { dark: '#3f0d1c', light: '#ffffff' }

export type QrImage = { url: string; sizePx: number; modules: number }

/** The symbol at level M, or L when a long link needs the room. */
function makeSymbol(link: string) {
  try {
    return { symbol: create(link, { errorCorrectionLevel: 'M' }), level: 'M' as const }
  } catch {
    return { symbol: create(link, { errorCorrectionLevel: 'L' }), level: 'L' as const }
  }
}

/**
 * The link's QR code as a PNG data address, and the CSS size to show it at: 3 px a module at
 * least (the card's width caps it on a narrow phone), 240 px at least.
 */
export async function makeQrImage(link: string): Promise<QrImage> {
  const { symbol, level } = makeSymbol(link)
  const modules = symbol.modules.size
  // The symbol's version and mask again: choosing a mask is the costly part (about a second for
  // a long link on a slow machine), so the PNG does not choose it twice.
  const url = await toDataURL(link, {
    errorCorrectionLevel: level,
    version: symbol.version,
    maskPattern: symbol.maskPattern,
    margin: MARGIN_MODULES,
    scale: PNG_MODULE_PX,
    color: COLOR,
  })
  const sizePx = Math.max(QR_MIN_CSS_PX, (modules + 2 * MARGIN_MODULES) * QR_MODULE_CSS_PX)
  return { url, sizePx, modules }
}

/**
 * The link's QR code, to print in a card, with a download of the same PNG. It is a data: image
 * (the CSP allows those): made here, nothing is sent anywhere. A story's link too long for a code
 * that scans gets a note saying so instead.
 */
export function QrCard({ link }: { link: string }) {
  const texts = useTexts(createTexts)
  const [png, setPng] = useState<{ link: string; image: QrImage }>()
  const isTooLong = isTooLongForQr(link)
  useEffect(() => {
    if (isTooLong) return
    let isCurrent = true
    makeQrImage(link).then(
      (image) => isCurrent && setPng({ link, image }),
      () => isCurrent && setPng(undefined),
    )
    return () => {
      isCurrent = false
    }
  }, [link, isTooLong])
  if (isTooLong) {
    return (
      <figure className="qr-card">
        <figcaption className="create-note">{texts.resultQrTooLong(QR_LINK_MAX_CHARS)}</figcaption>
      </figure>
    )
  }
  const image = png?.link === link ? png.image : undefined
  const url = image?.url

  return (
    <figure className="qr-card">
      {image ? (
        <img
          className="qr-card__image"
          src={url}
          alt={texts.resultQrAlt}
          width={image.sizePx}
          height={image.sizePx}
        />
      ) : (
        <HeartMark className="heart-mark qr-card__image" />
      )}
      <figcaption className="create-count">{texts.resultQrCaption}</figcaption>
      {url && (
        <a className="soft-button" href={url} download={texts.resultQrFileName}>
          {texts.resultQrDownload}
        </a>
      )}
    </figure>
  )
}
