import { useRef } from 'react'
import { LANGUAGES, type Language } from '../../../texts/languages'
import { createTexts } from '../../../texts/createTexts'
import { useTexts } from '../../../texts/language'
import { languageNames } from '../../../texts/languageNames'
import { usePrefilledEdits } from '../fields/prefilledEdits'

type Props = { value: Language; onPick: (value: string) => void }

/** The language the made page speaks (its title, its buttons, its words by default). */
export function PageLanguageField({ value, onPick }: Props) {
  const texts = useTexts(createTexts)
  const fieldRef = useRef<HTMLFieldSetElement>(null)
  usePrefilledEdits(fieldRef, onPick)
  return (
    <fieldset
      ref={fieldRef}
      className="create-field page-language"
      aria-describedby="page-language-hint"
    >
      <legend className="create-label">{texts.pageLanguageLegend}</legend>
      <div className="page-language__options">
        {LANGUAGES.map((language) => (
          <label key={language} className="page-language__option" lang={language}>
            <input
              type="radio"
              name="page-language"
              className="song-option__radio"
              value={language}
              checked={value === language}
              onChange={() => onPick(language)}
            />
            <span>{languageNames[language]}</span>
          </label>
        ))}
      </div>
      <p id="page-language-hint" className="create-count">
        {texts.pageLanguageHint}
      </p>
    </fieldset>
  )
}
