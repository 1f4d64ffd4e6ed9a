import { useLayoutEffect, type RefObject } from 'react'

/** What of a form field the edit check reads (an input or a textarea). */
export type FieldState = {
  readonly type: string
  readonly value: string
  readonly defaultValue: string
  readonly checked?: boolean
  readonly defaultChecked?: boolean
}

/**
 * The value a field was given after its HTML was written, or undefined if it is as written:
 * text that differs from the field's own `defaultValue`, or a radio button picked that was not.
 */
export function editOf(field: FieldState): string | undefined {
  if (field.type === 'radio' || field.type === 'checkbox') {
    return field.checked && !field.defaultChecked ? field.value : undefined
  }
  return field.value === field.defaultValue ? undefined : field.value
}

/**
 * A prerendered form can be filled in before React takes it over: React keeps what the fields
 * show, but the state never heard of it. Passes each such edit in `container` to `onEdit` once,
 * on mount, as if it were made then; later edits go through the fields' own onChange.
 */
export function usePrefilledEdits(
  container: RefObject<HTMLElement | null>,
  onEdit: (value: string) => void,
) {
  useLayoutEffect(() => {
    const fields = container.current?.querySelectorAll('input, textarea') ?? []
    for (const field of fields) {
      const edit = editOf(field as HTMLInputElement)
      if (edit !== undefined) onEdit(edit)
    }
    // Once, on mount, on purpose: the fields' state at hydration is what counts.
    // oxlint-disable-next-line react/exhaustive-deps
  }, [])
}
