import { LINK_PHOTO } from '../../../share/photo'
import { MEMORIES_MAX, type Memory, type MemoriesStep } from '../../../share/steps/memories'
import { createTexts } from '../../../texts/createTexts'
import { useTexts } from '../../../texts/language'
import { ListEditor } from './ListEditor'
import { countIdOf, errorIdOf, type EditorProps } from './StepNotes'
import { stepElementId } from './storyDraft'
import '../photo/photoField.css'

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
  const { memories } = step
  const fieldId = (index: number, part: string) => stepElementId(id, `memory-${index}-${part}`)
  const described = `${errorIdOf(id)} ${countIdOf(id)}`
  return (
    <ListEditor
      id={id}
      items={memories}
      max={MEMORIES_MAX}
      blank={{ photo: '', caption: '' }}
      error={error}
      list="story-memories"
      focusId={(index) => fieldId(index, 'caption')}
      addLabel={texts.memoryAdd}
      removeLabel={texts.memoryRemove}
      count={texts.memoriesCount(memories.length, MEMORIES_MAX)}
      onChange={(next) => onChange({ kind: 'memories', memories: next })}
    >
      {(memory, index, { edit, removeButton }) => {
        const isLinked = memory.photo === LINK_PHOTO
        const change = (part: Partial<Memory>) => edit({ ...memory, ...part })
        return (
          <fieldset className="story-memories__fields">
            <legend className="create-sublabel">{texts.memoryLegend(index + 1)}</legend>
            {(hasDevicePhoto || isLinked) && (
              <label className="photo-field__choice">
                <input
                  type="checkbox"
                  checked={isLinked}
                  onChange={(event) => change({ photo: event.target.checked ? LINK_PHOTO : '' })}
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
                  className="text-input"
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  spellCheck={false}
                  value={memory.photo}
                  aria-describedby={described}
                  onChange={(event) => change({ photo: event.target.value })}
                />
              </>
            )}
            <label htmlFor={fieldId(index, 'caption')} className="create-sublabel">
              {texts.memoryCaptionLabel}
            </label>
            <div className="link-field">
              <input
                id={fieldId(index, 'caption')}
                className="text-input"
                type="text"
                autoComplete="off"
                value={memory.caption}
                placeholder={index === 0 ? texts.memoryCaptionPlaceholder : undefined}
                aria-describedby={described}
                onChange={(event) => change({ caption: event.target.value })}
              />
              {removeButton}
            </div>
          </fieldset>
        )
      }}
    </ListEditor>
  )
}
