import { useRef, type RefObject } from 'react'
import { CURATED_GIFS } from '../../../share/curated'
import { sitesOf } from '../../../share/hosts'
import { createTexts } from '../../../texts/createTexts'
import { useTexts } from '../../../texts/language'
import { siteTexts } from '../../../texts/siteTexts'
import { AddressField } from '../fields/AddressField'
import { GifThumb } from './GifThumb'
import { usePrefilledEdits } from '../fields/prefilledEdits'

type Props = {
  value: string
  error: string | undefined
  hosts: readonly string[]
  inputRef: RefObject<HTMLElement | null>
  onChange: (value: string) => void
}

/**
 * The GIF: one of a few curated ones (radio buttons, each named by what it shows), or any
 * address pasted in the field below. Picking one fills the field, so there is one value.
 */
export function GifPicker({ value, error, hosts, inputRef, onChange }: Props) {
  const texts = useTexts(createTexts)
  const site = useTexts(siteTexts)
  const pickerRef = useRef<HTMLFieldSetElement>(null)
  usePrefilledEdits(pickerRef, onChange)
  return (
    <fieldset ref={pickerRef} className="create-field gif-picker">
      <legend className="create-label">{texts.gifLegend}</legend>
      <div className="gif-picker__options">
        {CURATED_GIFS.map((gif) => (
          <label key={gif.url} className="gif-option">
            <input
              type="radio"
              name="gif"
              className="gif-option__radio"
              value={gif.url}
              checked={value.trim() === gif.url}
              onChange={() => onChange(gif.url)}
            />
            <GifThumb src={gif.url} alt={site.gifAlts[gif.altKey]} />
          </label>
        ))}
      </div>
      <AddressField
        id="create-gif"
        label={texts.gifUrlLabel}
        value={value}
        error={error}
        inputRef={inputRef}
        hosts={texts.gifHosts(sitesOf(hosts))}
        onChange={onChange}
      />
    </fieldset>
  )
}
