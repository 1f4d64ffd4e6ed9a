import { useRef, type RefObject } from 'react'
import { sitesOf } from '../../../share/hosts'
import { createTexts } from '../../../texts/createTexts'
import { useTexts } from '../../../texts/language'
import type { CreateTexts } from '../../../texts/types'
import { AddressField } from '../fields/AddressField'
import { formatDuration, UNSAFE_ON_IPHONE } from './musicTexts'
import { usePrefilledEdits } from '../fields/prefilledEdits'
import type { SongFileCheck } from './useSongFileCheck'

export type SongLinkProps = {
  value: string
  error: string | undefined
  file: SongFileCheck
  audioHosts: readonly string[]
  inputRef: RefObject<HTMLElement | null>
  onChange: (value: string) => void
}

/** The audio file's type, from its address's path (its query aside), in lower case. */
function extensionOf(value: string): string {
  const path = value.trim().split(/[?#]/)[0]
  const dot = path.lastIndexOf('.')
  return dot < 0 ? '' : path.slice(dot + 1).toLowerCase()
}

/** What the field says under its error: the file opening, opened, or a type iPhones may refuse. */
function noteOf(
  value: string,
  error: string | undefined,
  file: SongFileCheck,
  texts: CreateTexts,
): string {
  if (error) return ''
  const ext = extensionOf(value)
  const warning = UNSAFE_ON_IPHONE.includes(ext) ? texts.musicIphoneWarning(ext) : ''
  const state =
    file.status === 'loading'
      ? texts.musicLoading
      : file.status === 'loaded'
        ? texts.musicLoaded(formatDuration(file.durationS))
        : ''
  return [warning, state].filter((text) => text !== '').join(' ')
}

/**
 * The song file's address: refused with the field's error when a rule says so (a streaming
 * site's page names the site), then opened by the preview (useSongFileCheck), which may refuse
 * it too. A type older iPhones may not play gets a warning that does not block.
 */
export function SongLinkField({
  value,
  error,
  file,
  audioHosts,
  inputRef,
  onChange,
}: SongLinkProps) {
  const texts = useTexts(createTexts)
  const fieldRef = useRef<HTMLDivElement>(null)
  usePrefilledEdits(fieldRef, onChange)
  return (
    <div ref={fieldRef} className="create-field song-link">
      <AddressField
        id="create-song"
        label={texts.musicUrlLabel}
        value={value}
        error={error}
        inputRef={inputRef}
        placeholder={`https://${audioHosts[0] ?? 'res.cloudinary.com'}/…/${texts.musicUrlExampleFile}`}
        note={noteOf(value, error, file, texts)}
        hosts={audioHosts.length > 0 ? texts.musicHosts(sitesOf(audioHosts)) : texts.musicNoHosts}
        onChange={onChange}
      />
    </div>
  )
}
