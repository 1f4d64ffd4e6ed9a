import { useMemo, useRef } from 'react'
import { altOfGif } from '../../../share/curated'
import type { LinkPlace } from '../../../share/links'
import { gifError, photoError } from '../../../share/rules'
import { cleanText } from '../../../share/text'
import { createTexts } from '../../../texts/createTexts'
import { useTexts } from '../../../texts/language'
import { siteTexts } from '../../../texts/siteTexts'
import { HeartMark } from '../../../ui/HeartMark'
import { LoveGif } from '../../gif/LoveGif'
import { PhotoPrint } from '../../photo/PhotoPrint'
import { useIsHydrated } from '../../../ui/useIsHydrated'
import { isStoryQuestion, photoOfDraft, songOfDraft, type CreateDraft } from '../draft/draft'
import { formatLoveTitle } from '../../../settings/pages'
import { usePalette } from '../pageFields/usePalette'
import { OpeningPreviewNote } from '../opening/OpeningPreviewNote'

type Props = {
  draft: CreateDraft
  hosts: readonly string[]
  photoHosts: readonly string[]
  place: LinkPlace
}

/**
 * The page as the link will show it, in a phone-shaped frame, in its language and its occasion's
 * colours: the tab's title, the photo, the GIF and the line; with a question, the question page
 * (the question and its two answers); the song's name. The GIF and the photo are requested only
 * once their addresses are on an allowed host, so typing an address never makes the page call
 * anywhere else (nor trip the CSP).
 */
export function CreatePreview({ draft, hosts, photoHosts, place }: Props) {
  const heading = useTexts(createTexts).previewTitle
  const texts = createTexts[place.language]
  const site = siteTexts[place.language]
  const phoneRef = useRef<HTMLDivElement>(null)
  usePalette(phoneRef, place.occasion)
  const name = cleanText(draft.recipientName)
  const line = cleanText(draft.loveLine)
  const gif = draft.gifUrl.trim()
  const isGifAllowed = !gifError(gif, hosts)
  // The GIF once the page is live (GifThumb.tsx says why).
  const isHydrated = useIsHydrated()
  const photo = photoOfDraft(draft)
  // A photo in the draft is checked, and its print laid out, when it changes: its bytes are
  // decoded then, not at every letter typed.
  const src = photo && photo.src
  const print = useMemo(
    () => (src && !photoError(src, photoHosts) ? <PhotoPrint key={src} src={src} /> : undefined),
    [src, photoHosts],
  )
  const shownPhoto = photo && isHydrated && print ? photo : undefined
  // With a story the question is its last step: the page itself, shown here, asks nothing.
  const question = isStoryQuestion(draft) ? '' : cleanText(draft.question)
  const song = songOfDraft(draft)
  const songName = song && (song.kind === 'tune' ? texts.musicTunes[song.id] : texts.musicFileSong)
  return (
    <section className="create-preview" aria-labelledby="create-preview-title">
      <h2 id="create-preview-title" className="create-subtitle">
        {heading}
      </h2>
      <OpeningPreviewNote draft={draft} language={place.language} />
      <div ref={phoneRef} className="preview-phone" lang={place.language}>
        <p className="preview-phone__bar">
          {formatLoveTitle(name || '…', { ...place, isShared: true })}
        </p>
        <div className="preview-phone__screen">
          <div className="pictures">
            {shownPhoto && print}
            {shownPhoto?.place === 'gif' ? null : isGifAllowed ? (
              <LoveGif
                key={gif}
                src={isHydrated ? gif : ''}
                alt={altOfGif(gif, { gifAlts: site.gifAlts, otherGifAlt: texts.gifChosenAlt })}
              />
            ) : (
              <figure className="gif-frame">
                <HeartMark />
              </figure>
            )}
          </div>
          {question ? (
            <>
              <p className="love-line preview-line">{question}</p>
              {/* A picture of the answers, not controls: the preview answers nothing. */}
              <p className="answers">
                <span className="heart-button">{texts.previewYes}</span>
                <span className="soft-button answer-no">{texts.previewNo}</span>
              </p>
            </>
          ) : (
            <p className={`love-line preview-line${line ? '' : ' preview-line--empty'}`}>
              {line || texts.previewEmptyLine}
            </p>
          )}
          {songName && <p className="preview-song">{texts.musicPreviewLine(songName)}</p>}
        </div>
      </div>
    </section>
  )
}
