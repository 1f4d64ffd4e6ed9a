import { useRef } from 'react'
import { OCCASION_PALETTES } from '../../../occasions/palettes'
import { OCCASIONS, type Occasion } from '../../../occasions/occasions'
import { createTexts } from '../../../texts/createTexts'
import { useTexts } from '../../../texts/language'
import { HeartMark } from '../../../ui/HeartMark'
import { usePrefilledEdits } from '../fields/prefilledEdits'

type Props = { value: Occasion; onPick: (value: string) => void }

/**
 * Paints a swatch in its occasion's colours: the page's background and a heart's. Through the
 * CSSOM, as the CSP forbids style attributes; one stable callback per occasion.
 */
const paintSwatch = Object.fromEntries(
  OCCASIONS.map((occasion) => [
    occasion,
    (swatch: HTMLElement | null) => {
      const { page, hearts } = OCCASION_PALETTES[occasion]
      swatch?.style.setProperty('--swatch-background', page.background)
      swatch?.style.setProperty('--swatch-heart', hearts[0])
      // Hidden until painted: the prerendered HTML shows no swatch rather than a wrong one.
      swatch?.style.setProperty('opacity', '1')
    },
  ]),
) as Record<Occasion, (swatch: HTMLElement | null) => void>

/**
 * What the page is made for: no occasion, or a day with its own colours and title. Radio
 * buttons, each with a swatch of the occasion's colours; picking one suggests its love line.
 */
export function OccasionPicker({ value, onPick }: Props) {
  const texts = useTexts(createTexts)
  const pickerRef = useRef<HTMLFieldSetElement>(null)
  usePrefilledEdits(pickerRef, onPick)
  return (
    <fieldset ref={pickerRef} className="create-field occasion-picker">
      <legend className="create-label">{texts.occasionLegend}</legend>
      <p className="create-count">{texts.occasionHint}</p>
      <div className="occasion-picker__options">
        {OCCASIONS.map((occasion) => (
          <label key={occasion} className="occasion-option">
            <input
              type="radio"
              name="occasion"
              className="occasion-option__radio"
              value={occasion}
              checked={value === occasion}
              onChange={() => onPick(occasion)}
            />
            <span className="occasion-option__card">
              <span ref={paintSwatch[occasion]} className="occasion-swatch" aria-hidden="true">
                <HeartMark className="occasion-swatch__heart" />
              </span>
              <span className="occasion-option__name">{texts.occasionNames[occasion]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
