import type { RefObject } from 'react'
import { createTexts } from '../../../texts/createTexts'
import { useTexts } from '../../../texts/language'
import { siteTexts } from '../../../texts/siteTexts'
import { countdownOf, countdownWords, momentWords } from '../../../early/countdown'
import { useMinuteNow } from '../../opening/minuteClock'
import { OPENING_TIME, openingOfDraft } from './openingField'
import type { CreateForm } from '../useCreateForm'
import './openingFields.css'

type PartProps = {
  label: string
  type: 'date' | 'time'
  value: string
  error?: string
  inputRef: RefObject<HTMLElement | null>
  onChange: (value: string) => void
}

/** The day's or the hour's input, under its label; both are described by the moment's words. */
function MomentPart({ label, type, value, error, inputRef, onChange }: PartProps) {
  return (
    <label className="opening-fields__part">
      <span className="create-sublabel">{label}</span>
      <input
        ref={inputRef as RefObject<HTMLInputElement>}
        className="text-input"
        type={type}
        {...(type === 'date' ? { min: '2024-01-01', max: '2100-12-31' } : { step: 60 })}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${type === 'date' ? 'create-opening-error ' : ''}create-opening-when`}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  )
}

/**
 * The optional moment the page opens: a day and an hour (00:00 unless changed) in the maker's own
 * clock, made one instant for everyone (openingField.ts); once set, when that is in words, the
 * time left, and that this too is a curtain.
 */
export function OpeningFields({ form }: { form: CreateForm }) {
  const texts = useTexts(createTexts)
  const words = useTexts(siteTexts).opening
  const day = form.fieldProps('openingDay')
  const time = form.fieldProps('openingTime')
  const dayError = day.error
  const opening = dayError ? undefined : openingOfDraft(form.draft)
  const nowMs = useMinuteNow(!!opening)
  const clear = () => {
    day.onChange('')
    time.onChange(OPENING_TIME)
  }
  return (
    <fieldset className="create-field" aria-describedby="create-opening-hint">
      <legend className="create-label">{texts.openingLegend}</legend>
      <p id="create-opening-hint" className="create-count">
        {texts.openingHint}
      </p>
      <div className="opening-fields">
        <MomentPart {...day} type="date" label={texts.openingDayLabel} />
        <MomentPart {...time} type="time" label={texts.openingTimeLabel} />
      </div>
      <p id="create-opening-error" className="create-error" aria-live="polite">
        {dayError}
      </p>
      <p id="create-opening-when" className="create-note">
        {opening &&
          `${momentWords(opening, words)}. ${countdownWords(countdownOf(nowMs, opening), words)}.`}
      </p>
      {form.draft.openingDay && (
        <>
          <p className="create-note">{texts.openingCurtain}</p>
          <button type="button" className="link-button" onClick={clear}>
            {texts.openingClear}
          </button>
        </>
      )}
    </fieldset>
  )
}
