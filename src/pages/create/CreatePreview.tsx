import { loveTitle } from '../../config/siteConfig'
import { altOfGif } from '../../share/curated'
import { gifError } from '../../share/rules'
import { cleanText } from '../../share/text'
import { HeartMark } from '../HeartMark'
import { LoveGif } from '../LoveGif'
import { songOfDraft, type CreateDraft } from './draft'
import { MUSIC_TEXTS } from './musicTexts'

type Props = { draft: CreateDraft; hosts: readonly string[] }

/**
 * The page as the link will show it, in a phone-shaped frame: the tab's title, the GIF and the
 * line; with a question, the question page (the question and its two answers); the song's name. The GIF is requested only once its address is on an allowed host, so typing
 * an address never makes the page call anywhere else (nor trip the CSP).
 */
export function CreatePreview({ draft, hosts }: Props) {
  const name = cleanText(draft.recipientName)
  const line = cleanText(draft.loveLine)
  const gif = draft.gifUrl.trim()
  const isGifAllowed = !gifError(gif, hosts)
  const question = cleanText(draft.question)
  const song = songOfDraft(draft)
  const songName =
    song && (song.kind === 'tune' ? MUSIC_TEXTS.tunes[song.id] : MUSIC_TEXTS.fileSong)
  return (
    <section className="create-preview" aria-labelledby="create-preview-title">
      <h2 id="create-preview-title" className="create-subtitle">
        Xem trước
      </h2>
      <div className="preview-phone">
        <p className="preview-phone__bar">{loveTitle(name || '…')}</p>
        <div className="preview-phone__screen">
          {isGifAllowed ? (
            <LoveGif key={gif} src={gif} alt={altOfGif(gif, 'Ảnh GIF bạn chọn')} />
          ) : (
            <figure className="gif-frame">
              <HeartMark />
            </figure>
          )}
          {question ? (
            <>
              <p className="love-line preview-line">{question}</p>
              {/* A picture of the answers, not controls: the preview answers nothing. */}
              <p className="answers">
                <span className="heart-button">Đồng ý</span>
                <span className="soft-button answer-no">Không</span>
              </p>
            </>
          ) : (
            <p className={`love-line preview-line${line ? '' : ' preview-line--empty'}`}>
              {line || 'Lời yêu thương của bạn'}
            </p>
          )}
          {songName && <p className="preview-song">{MUSIC_TEXTS.previewLine(songName)}</p>}
        </div>
      </div>
    </section>
  )
}
