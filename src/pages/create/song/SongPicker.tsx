import { useRef } from 'react'
import { TUNE_IDS, type TuneId } from '../../../music/song'
import { createTexts } from '../../../texts/createTexts'
import { useTexts } from '../../../texts/language'
import { SONG_LINK } from '../draft/draft'
import { usePrefilledEdits } from '../fields/prefilledEdits'
import { SongLinkField, type SongLinkProps } from './SongLinkField'
import { useTunePreview } from './useTunePreview'

type Props = {
  choice: string
  onChoice: (value: string) => void
  link: Omit<SongLinkProps, 'audioHosts'>
  audioHosts: readonly string[]
}

const tuneChoice = (id: TuneId) => `tune:${id}`

/**
 * The music: none, a built-in tune (each with a play/stop preview), or the address of an audio
 * file, typed in the field that picking it shows. Radio buttons in a fieldset, so arrow keys
 * move between the choices and a screen reader hears the group's name.
 */
export function SongPicker({ choice, onChoice, link, audioHosts }: Props) {
  const texts = useTexts(createTexts)
  const optionsRef = useRef<HTMLDivElement>(null)
  const { preview, failed, toggle, stop } = useTunePreview()
  const choose = (value: string) => {
    // A new choice ends the preview, unless it picks the very tune being heard.
    if (preview && value !== tuneChoice(preview.id)) stop()
    onChoice(value)
  }
  usePrefilledEdits(optionsRef, choose)
  const rowClass = (value: string) => `song-option${choice === value ? ' song-option--chosen' : ''}`
  const radio = (value: string, label: string) => (
    <label className="song-option__choice">
      <input
        type="radio"
        name="song"
        className="song-option__radio"
        value={value}
        checked={choice === value}
        onChange={() => choose(value)}
      />
      <span>{label}</span>
    </label>
  )
  return (
    <fieldset className="create-field song-picker">
      <legend className="create-label">{texts.musicLegend}</legend>
      <div ref={optionsRef} className="song-picker__options">
        <div className={rowClass('')}>{radio('', texts.musicNone)}</div>
        {TUNE_IDS.map((id) => {
          const name = texts.musicTunes[id]
          const phase = preview?.id === id ? preview.phase : undefined
          return (
            <div key={id} className={rowClass(tuneChoice(id))}>
              {radio(tuneChoice(id), name)}
              <button
                type="button"
                className="soft-button song-option__play"
                aria-label={texts.musicPlay(name)}
                aria-pressed={phase !== undefined}
                onClick={() => toggle(id)}
              >
                <span aria-hidden="true" className="song-option__icon">
                  {phase ? '■' : '▶'}
                </span>
                <span className="song-option__text">
                  {phase === 'loading'
                    ? texts.musicLoadingText
                    : phase
                      ? texts.musicStopText
                      : texts.musicPlayText}
                </span>
              </button>
            </div>
          )
        })}
        <div className={rowClass(SONG_LINK)}>{radio(SONG_LINK, texts.musicLink)}</div>
      </div>
      <p className="create-error" aria-live="polite">
        {failed && texts.musicPreviewFailed}
      </p>
      {choice === SONG_LINK && <SongLinkField {...link} audioHosts={audioHosts} />}
    </fieldset>
  )
}
