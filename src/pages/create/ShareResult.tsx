import { useEffect, useRef, useState } from 'react'
import { mainLink, type ShareLinks } from '../../share/links'
import { LinkField } from './LinkField'
import { QrCard } from './QrCard'

/**
 * The made links: /love's to copy, share or print as a QR code, and /valentine's. Focus moves
 * to the heading, so a screen reader announces that the link is ready.
 */
export function ShareResult({ links }: { links: ShareLinks }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [shareStatus, setShareStatus] = useState('')
  const canShare = typeof navigator.share === 'function'
  // Mounted afresh for each new link (CreatePage keys it by the link).
  useEffect(() => headingRef.current?.focus(), [])
  // The question page's link when the page asks something, else /love's.
  const link = mainLink(links)

  const share = async () => {
    try {
      await navigator.share({ title: 'Một trái tim dành cho bạn', url: link })
      setShareStatus('')
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if ((error as Error).name !== 'AbortError') setShareStatus('Chưa chia sẻ được, hãy sao chép.')
    }
  }

  return (
    <section className="share-result" aria-labelledby="share-result-title">
      <h2 id="share-result-title" ref={headingRef} tabIndex={-1} className="create-subtitle">
        Liên kết đã sẵn sàng
      </h2>
      <LinkField id="share-love" label="Liên kết" copyLabel="Sao chép liên kết" value={link} />
      <div className="share-actions">
        {canShare && (
          <button type="button" className="soft-button" onClick={share}>
            Chia sẻ
          </button>
        )}
        <a className="soft-button" href={link} target="_blank" rel="noopener noreferrer">
          Mở thử
        </a>
      </div>
      <p className="create-status" role="status">
        {shareStatus}
      </p>
      <QrCard link={link} />
      <LinkField
        id="share-valentine"
        label="Liên kết trang Valentine"
        copyLabel="Sao chép liên kết Valentine"
        value={links.valentine}
      />
    </section>
  )
}
