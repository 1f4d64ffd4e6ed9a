import { LINK_PHOTO } from '../../share/photo'
import { MEMORIES_MAX, type Memory, type MemoriesStep } from '../../share/steps/memories'
import { createTexts } from '../../texts/createTexts'
import { useTexts } from '../../texts/language'
import { countIdOf, errorIdOf, StepNotes, type EditorProps } from './StepNotes'
import { stepElementId } from './storyDraft'
import { useFocusLater } from './useFocusLater'
import './photoField.css'

type Props = EditorProps<MemoriesStep> & {
  /** Whether the page's photo comes from the device: a memory may carry that one too. */
  hasDevicePhoto: boolean
}

/**
 * Their memories: one to three photos, each by its address on a photo host or the one from the
 * device (LINK_PHOTO: the link carries one photo's bytes, once), each with its caption.
 */
export function MemoriesEditor({ id, step, error, onChange, hasDevicePhoto }: Props) {
  const texts = useTexts(createTexts)
  const focusLater = useFocusLater()
  const { memories } = step
  const isFull = memories.length >= MEMORIES_MAX
  const fieldId = (index: number, part: string) => stepElementId(id, `memory-${index}-${part}`)
  const change = (next: Memory[]) => onChange({ kind: 'memories', memories: next })
  const edit = (index: number, memory: Partial<Memory>) =>
    change(memories.map((old, other) => (other === index ? { ...old, ...memory } : old)))
  const add = () => {
    if (isFull) return
    change([...memories, { photo: '', caption: '' }])
    focusLater(fieldId(memories.length, 'caption'))
  }
  const remove = (index: number) => {
    change(memories.filter((_, other) => other !== index))
    focusLater(fieldId(Math.max(0, index - 1), 'caption'))
  }
  const described = `${errorIdOf(id)} ${countIdOf(id)}`
  return (
    <>
      <ol className="story-memories">
        {memories.map((memory, index) => {
          const isLinked = memory.photo === LINK_PHOTO
          return (
            // A memory is its place in the list, as its fields' ids say.
            <li key={fieldId(index, 'item')} className="story-memories__item">
              <fieldset className="story-memories__fields">
                <legend className="create-sublabel">{texts.memoryLegend(index + 1)}</legend>
                {(hasDevicePhoto || isLinked) && (
                  <label className="photo-field__choice">
                    <input
                      type="checkbox"
                      checked={isLinked}
                      onChange={(event) =>
                        edit(index, { photo: event.target.checked ? LINK_PHOTO : '' })
                      }
                    />
                    <span>{texts.memoryUseLinkPhoto}</span>
                  </label>
                )}
                {!isLinked && (
                  <>
                    <label htmlFor={fieldId(index, 'url')} className="create-sublabel">
                      {texts.memoryPhotoLabel}
                    </label>
                    <input
                      id={fieldId(index, 'url')}
                      className="create-input"
                      type="url"
                      inputMode="url"
                      autoComplete="off"
                      spellCheck={false}
                      value={memory.photo}
                      aria-describedby={described}
                      onChange={(event) => edit(index, { photo: event.target.value })}
                    />
                  </>
                )}
                <label htmlFor={fieldId(index, 'caption')} className="create-sublabel">
                  {texts.memoryCaptionLabel}
                </label>
                <div className="link-field">
                  <input
                    id={fieldId(index, 'caption')}
                    className="create-input"
                    type="text"
                    autoComplete="off"
                    value={memory.caption}
                    placeholder={index === 0 ? texts.memoryCaptionPlaceholder : undefined}
                    aria-describedby={described}
                    onChange={(event) => edit(index, { caption: event.target.value })}
                  />
                  {memories.length > 1 && (
                    <button
                      type="button"
                      className="soft-button story-tool"
                      aria-label={texts.memoryRemove(index + 1)}
                      onClick={() => remove(index)}
                    >
                      ×
                    </button>
                  )}
                </div>
              </fieldset>
            </li>
          )
        })}
      </ol>
      <button
        type="button"
        className="soft-button story-reasons__add"
        aria-disabled={isFull || undefined}
        onClick={add}
      >
        + {texts.memoryAdd}
      </button>
      <StepNotes id={id} error={error} count={texts.memoriesCount(memories.length, MEMORIES_MAX)} />
    </>
  )
}
