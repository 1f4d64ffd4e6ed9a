import { useRef } from 'react'
import { createTexts } from '../../../texts/createTexts'
import { useTexts } from '../../../texts/language'
import { OFFERED_VOICES, VOICE_NAMES } from '../../../texts/voices'
import { usePrefilledEdits } from '../fields/prefilledEdits'

type Props = { value: string; onPick: (value: string) => void }

/**
 * How the maker and the recipient call each other, for a Vietnamese page (src/texts/voices.ts):
 * the page's fixed words and the suggested lines follow it.
 */
export function VoiceField({ value, onPick }: Props) {
  const texts = useTexts(createTexts)
  const fieldRef = useRef<HTMLFieldSetElement>(null)
  usePrefilledEdits(fieldRef, onPick)
  return (
    <fieldset ref={fieldRef} className="create-field page-language" aria-describedby="voice-hint">
      <legend className="create-label">{texts.voiceLegend}</legend>
      <div className="page-language__options">
        {OFFERED_VOICES.map((voice) => (
          <label key={voice} className="page-language__option" lang="vi">
            <input
              type="radio"
              name="voice"
              className="song-option__radio"
              value={voice}
              checked={value === voice}
              onChange={() => onPick(voice)}
            />
            <span>{VOICE_NAMES[voice]}</span>
          </label>
        ))}
      </div>
      <p id="voice-hint" className="create-count">
        {texts.voiceHint}
      </p>
    </fieldset>
  )
}
