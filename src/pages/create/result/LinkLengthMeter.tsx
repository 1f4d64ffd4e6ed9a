import { createTexts } from '../../../texts/createTexts'
import { useTexts } from '../../../texts/language'
import { MESSENGER_LINK_MAX_CHARS, QR_LINK_MAX_CHARS, type LinkLength } from './linkLength'
import { LINK_LENGTH_ID } from '../useCreateForm'

/**
 * How long the story's link is as it grows, on a bar that turns from fine to worrying at what a
 * QR code holds and to bad at what messengers keep; what each of those means once passed, and
 * the refusal past the longest link a page reads (alone: the rest no longer matters). Only the
 * notes are read out, as they change.
 */
export function LinkLengthMeter({ length, error }: { length: LinkLength; error?: string }) {
  const texts = useTexts(createTexts)
  const countId = `${LINK_LENGTH_ID}-count`
  return (
    <div id={LINK_LENGTH_ID} className="link-length" tabIndex={-1}>
      <p id={countId} className="create-count">
        {texts.linkLength(length.chars, length.maxChars)}
      </p>
      <meter
        className="link-length__bar"
        aria-labelledby={countId}
        min={0}
        max={length.maxChars}
        low={QR_LINK_MAX_CHARS}
        high={MESSENGER_LINK_MAX_CHARS}
        optimum={0}
        value={Math.min(length.chars, length.maxChars)}
      />
      <div className="link-length__notes" aria-live="polite">
        {error && <p className="create-error">{error}</p>}
        {!error && length.isTooLongForQr && <p className="create-note">{texts.linkTooLongForQr}</p>}
        {!error && length.mayBeCut && <p className="create-note">{texts.linkMayBeCut}</p>}
      </div>
    </div>
  )
}
