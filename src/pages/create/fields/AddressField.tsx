import type { RefObject } from 'react'
import { LabelledInput } from './LabelledInput'

type Props = {
  /** The input's id; its lines are `${lines}-note` and `${lines}-hosts`. */
  id: string
  /** The start of its lines' ids, where it is not the input's id (the photo's). */
  lines?: string
  label: string
  value: string
  error: string | undefined
  inputRef: RefObject<HTMLElement | null>
  placeholder?: string
  /** A line read out as it changes, between the error and the hosts (the song's), if any. */
  note?: string
  /** The line that names the hosts an address may come from. */
  hosts: string
  onChange: (value: string) => void
}

/**
 * An address pasted from one of a few hosts (the GIF's, the photo's, the song's): its field,
 * its error, and the line naming those hosts, which describes the field.
 */
export function AddressField({ lines = '', note, hosts, ...field }: Props) {
  const id = lines || field.id
  const notes = note === undefined ? [`${id}-hosts`] : [`${id}-note`, `${id}-hosts`]
  return (
    <>
      <LabelledInput {...field} type="url" notes={notes} />
      {note !== undefined && (
        <p id={`${id}-note`} className="create-note" aria-live="polite">
          {note}
        </p>
      )}
      <p id={`${id}-hosts`} className="create-count">
        {hosts}
      </p>
    </>
  )
}
