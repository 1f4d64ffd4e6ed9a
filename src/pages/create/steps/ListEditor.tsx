import type { ReactNode } from 'react'
import { StepNotes } from './StepNotes'
import { useFocusLater } from '../fields/useFocusLater'

/** What a list's item view is handed: its change, and the button that takes it away, if any. */
export type ItemTools<Item> = {
  edit: (item: Item) => void
  removeButton: ReactNode
}

type Props<Item> = {
  /** The step's id: its notes' ids. */
  id: number
  items: readonly Item[]
  max: number
  /** What `+` adds. */
  blank: Item
  error: string | undefined
  /** The list's class; each item's is `${list}__item`. */
  list: string
  /** The field to focus at `index`, after an item is added or taken away. */
  focusId: (index: number) => string
  addLabel: string
  removeLabel: (position: number) => string
  count: string
  onChange: (items: Item[]) => void
  children: (item: Item, index: number, tools: ItemTools<Item>) => ReactNode
}

/**
 * A step's list of one to `max` items (reasons, memories): each item's own view with a button
 * that takes it away while there are two or more, a button that adds one until the list is full,
 * and the step's notes. Adding or taking away moves the focus to the field that stands there.
 */
export function ListEditor<Item>(props: Props<Item>) {
  const { id, items, max, blank, error, list, focusId, count, onChange, children } = props
  const focusLater = useFocusLater()
  const isFull = items.length >= max
  const add = () => {
    if (isFull) return
    onChange([...items, blank])
    focusLater(focusId(items.length))
  }
  const remove = (index: number) => {
    onChange(items.filter((_, other) => other !== index))
    focusLater(focusId(Math.max(0, index - 1)))
  }
  const toolsOf = (index: number): ItemTools<Item> => ({
    edit: (item) => onChange(items.map((old, other) => (other === index ? item : old))),
    removeButton: items.length > 1 && (
      <button
        type="button"
        className="soft-button story-tool"
        aria-label={props.removeLabel(index + 1)}
        onClick={() => remove(index)}
      >
        ×
      </button>
    ),
  })
  return (
    <>
      <ol className={list}>
        {items.map((item, index) => (
          // An item is its place in the list, as its fields' ids say.
          <li key={focusId(index)} className={`${list}__item`}>
            {children(item, index, toolsOf(index))}
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="soft-button story-reasons__add"
        aria-disabled={isFull || undefined}
        onClick={add}
      >
        + {props.addLabel}
      </button>
      <StepNotes id={id} error={error} count={count} />
    </>
  )
}
