import { useRef, useState } from 'react'
import { STEP_KINDS, STEPS_MAX, type StepKind, type StoryStep } from '../../../share/story'
import { createTexts } from '../../../texts/createTexts'
import { useTexts } from '../../../texts/language'
import { useIsHydrated } from '../../../ui/useIsHydrated'
import { keepPress } from '../../../early/earlyPress'
import { LinkLengthMeter } from '../result/LinkLengthMeter'
import { StoryStepCard } from './StoryStepCard'
import { firstFieldId } from './stepEditors'
import { addStep, moveStep, nextStepId, removeStep, replaceStep, stepElementId } from './storyDraft'
import type { StoryForm } from '../useCreateForm'
import { useFocusLater } from '../fields/useFocusLater'
import './storySteps.css'

const FULL_NOTE_ID = 'story-full'
const addButtonId = (kind: StepKind) => `story-add-${kind}`

/**
 * The story: the steps the visitor opens one by one before the page, each added, edited, moved
 * and removed here, and the length of the link they make. Focus follows what a press changed: a
 * new step's first field, a moved step's button, the next step's after a removal.
 */
export function StorySteps({ story }: { story: StoryForm }) {
  const texts = useTexts(createTexts)
  const focusLater = useFocusLater()
  // Before the page is live the add buttons wait, muted; a press is kept and answered then
  // (earlyPress.ts, useEarlyPressReplay.ts).
  const isLive = useIsHydrated()
  const [said, setSaid] = useState('')
  // Ids are never given twice: a removed step's messages do not show on a new one.
  const lastId = useRef(0)
  const { steps } = story
  const isFull = steps.length >= STEPS_MAX
  const nameOf = (index: number) => texts.stepNames[steps[index].step.kind]

  const add = (kind: StepKind) => {
    if (isFull) return
    lastId.current = Math.max(lastId.current + 1, nextStepId(steps))
    const added = addStep(steps, kind, lastId.current)
    story.edit(() => added)
    focusLater(firstFieldId(added[added.length - 1]))
    setSaid('')
  }
  const move = (index: number, by: -1 | 1) => {
    const { id } = steps[index]
    story.edit(() => moveStep(steps, index, by))
    const [toward, away] = by < 0 ? ['up', 'down'] : ['down', 'up']
    focusLater(stepElementId(id, toward), stepElementId(id, away))
    setSaid(texts.stepMoved(nameOf(index), index + by + 1))
  }
  const remove = (index: number) => {
    const next = steps[index + 1] ?? steps[index - 1]
    story.edit(() => removeStep(steps, steps[index].id))
    focusLater(...(next ? [stepElementId(next.id, 'remove')] : []), addButtonId(STEP_KINDS[0]))
    setSaid(texts.stepRemoved(nameOf(index)))
  }
  const change = (id: number, step: StoryStep) =>
    story.edit((old) => replaceStep(old, id, step), id)

  return (
    <fieldset className="create-field story-steps">
      <legend className="create-label">{texts.storyLegend}</legend>
      <p className="create-count">{texts.storyHint(STEPS_MAX)}</p>
      {steps.length > 0 && (
        <ol className="story-steps__list">
          {steps.map((draft, index) => (
            <StoryStepCard
              key={draft.id}
              draft={draft}
              index={index}
              count={steps.length}
              error={story.errors[draft.id]}
              onChange={(step) => change(draft.id, step)}
              onMove={(by) => move(index, by)}
              onRemove={() => remove(index)}
              hasDevicePhoto={story.hasDevicePhoto}
            />
          ))}
        </ol>
      )}
      {steps.length > 0 && <p className="story-steps__last">{texts.storyLastScreen}</p>}
      <div className="share-actions" role="group" aria-label={texts.storyAddGroup}>
        {STEP_KINDS.map((kind) => (
          <button
            key={kind}
            id={addButtonId(kind)}
            type="button"
            className={`soft-button${isLive ? '' : ' create-waiting'}`}
            aria-disabled={isFull || !isLive || undefined}
            aria-describedby={isFull ? FULL_NOTE_ID : undefined}
            data-early-press="click"
            onClick={
              isLive
                ? () => add(kind)
                : (event) =>
                    keepPress({
                      x: event.clientX,
                      y: event.clientY,
                      hasPoint: true,
                      target: addButtonId(kind),
                    })
            }
          >
            + {texts.storyAdd[kind]}
          </button>
        ))}
      </div>
      <p id={FULL_NOTE_ID} className="create-note">
        {isFull ? texts.storyFull(STEPS_MAX) : ''}
      </p>
      {story.length && <LinkLengthMeter length={story.length} error={story.lengthError} />}
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </fieldset>
  )
}
