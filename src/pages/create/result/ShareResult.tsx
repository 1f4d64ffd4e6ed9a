import { useEffect, useRef, useState } from 'react'
import { mainLink, type ShareLinks } from '../../../share/links'
import { createPaths } from '../../../share/paths'
import type { Occasion } from '../../../occasions/occasions'
import type { Language } from '../../../texts/languages'
import { createTexts } from '../../../texts/createTexts'
import { useLanguage, useTexts } from '../../../texts/language'
import { editAddressOf } from '../draft/editAddress'
import { siteTexts } from '../../../texts/siteTexts'
import { LinkField } from './LinkField'
import { QrCard } from './QrCard'
import { cleanText } from '../../../share/text'

/**
 * The made links: /love's to copy, share or print as a QR code, and /valentine's. Focus moves
 * to the heading, so a screen reader announces that the link is ready. The share sheet's title
 * goes with the link, so it is in the made page's language.
 */
export function ShareResult({
  links,
  pageLanguage,
  occasion = 'none',
  sealed,
  lockQuestion = '',
}: {
  links: ShareLinks
  pageLanguage: Language
  occasion?: Occasion
  /** A locked page's sealed link: the one to send, with no other (the page is in no open link). */
  sealed?: string
  lockQuestion?: string
}) {
  const texts = useTexts(createTexts)
  const language = useLanguage()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [shareStatus, setShareStatus] = useState('')
  const canShare = typeof navigator.share === 'function'
  // Mounted afresh for each new link (CreatePage keys it by the link).
  useEffect(() => headingRef.current?.focus(), [])
  // The sealed link of a locked page, else the question page's when it asks, else /love's.
  const link = sealed ?? mainLink(links)
  // /create in the maker's language, with the page: kept, it opens this page in the form again.
  const createAddress = new URL(
    `${import.meta.env.BASE_URL}${createPaths[language].slice(1)}`,
    window.location.href,
  ).href
  const editAddress = editAddressOf(createAddress, link, { language: pageLanguage, occasion })

  const share = async () => {
    try {
      await navigator.share({ title: siteTexts[pageLanguage].shareCard.title, url: link })
      setShareStatus('')
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if ((error as Error).name !== 'AbortError') setShareStatus(texts.resultShareFailed)
    }
  }

  return (
    <section className="share-result" aria-labelledby="share-result-title">
      <h2 id="share-result-title" ref={headingRef} tabIndex={-1} className="create-subtitle">
        {texts.resultTitle}
      </h2>
      <LinkField
        id="share-love"
        label={texts.resultLinkLabel}
        copyLabel={texts.resultCopyLinkLabel}
        value={link}
      />
      <div className="share-actions">
        {canShare && (
          <button type="button" className="soft-button" onClick={share}>
            {texts.resultShare}
          </button>
        )}
        <a className="soft-button" href={link} target="_blank" rel="noopener noreferrer">
          {texts.resultOpen}
        </a>
        {/* A sealed link opens nowhere in the form (EditLinkField says so); this draft stays. */}
        {!sealed && (
          <a className="soft-button" href={editAddress} aria-describedby="share-edit-note">
            {texts.resultEdit}
          </a>
        )}
      </div>
      <p id="share-edit-note" className="create-count">
        {sealed ? texts.resultLocked(cleanText(lockQuestion)) : texts.editNewLink}
      </p>
      <p className="create-status" role="status">
        {shareStatus}
      </p>
      <QrCard link={link} />
      {!sealed && (
        <>
          <p className="create-note">{texts.resultValentineNote}</p>
          <LinkField
            id="share-valentine"
            label={texts.resultValentineLabel}
            copyLabel={texts.resultCopyValentineLabel}
            value={links.valentine}
          />
        </>
      )}
    </section>
  )
}
