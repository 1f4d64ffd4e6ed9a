// Every kind of story step, through every table: a kind is written to the link and read back,
// painted before the app, edited on /create and shown in the story by being added to them.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { firstFieldId, stepEditorOf } from '../../src/pages/create/steps/stepEditors'
import { NAME_SLOT, openingWords } from '../../src/early/earlyStory'
import { AT_START, WHOLE, type StepProgress } from '../../src/pages/story/steps/stepView'
import { stepViewOf } from '../../src/pages/story/steps/stepViews'
import { createBurstChannel } from '../../src/stage/burstChannel'
import { CURATED_GIFS } from '../../src/share/curated'
import { encodePage } from '../../src/share/encodeLink'
import { decodeFragment } from '../../src/share/format'
import { DEFAULT_GIF_HOSTS, DEFAULT_PHOTO_HOSTS } from '../../src/share/hosts'
import { emptyStep, stepFields } from '../../src/share/steps/encodeSteps'
import { STEP_KINDS, stepError, type StoryStep } from '../../src/share/story'
import { storyTexts } from '../../src/texts/storyTexts'
import { EARLY_WORDS_OF_EXAMPLES, STEP_EXAMPLES } from './stepExamples'

const page = { recipientName: 'Lan', loveLine: 'Yêu em', gifUrl: CURATED_GIFS[0].url }
const vi = storyTexts.vi
/** The early words the build writes into a Vietnamese story's page for no occasion. */
const EARLY_WORDS = {
  envelopeTo: vi.envelopeTo(NAME_SLOT),
  reasonsHeading: vi.reasonsHeading(NAME_SLOT),
  daysHeading: vi.daysHeadings.none,
  memoriesHeading: vi.memoriesHeading(NAME_SLOT),
  fromSender: `Từ ${NAME_SLOT}`,
}
/** The text a piece of markup shows, its tags gone. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ')

function viewMarkup(step: StoryStep, progress: StepProgress): string {
  const { View } = stepViewOf(step)
  return renderToStaticMarkup(
    createElement(View, {
      step,
      index: 0,
      progress,
      page,
      occasion: 'none',
      isCalm: false,
      headingRef: { current: null },
      onWritten: () => {},
      answer: undefined,
      onAnswer: () => {},
      channel: createBurstChannel(),
      overlayRef: { current: null },
      onYes: () => {},
    }),
  )
}

test('every kind has its example, in the order /create offers the kinds', () => {
  expect(Object.keys(STEP_EXAMPLES)).toEqual(STEP_KINDS)
})

describe.each(STEP_KINDS)('a %s step', (kind) => {
  const example: StoryStep = STEP_EXAMPLES[kind]

  test('keeps its rules, and a new, empty one asks for its words', () => {
    expect(stepError(example, undefined, DEFAULT_PHOTO_HOSTS)).toBeUndefined()
    expect(emptyStep(kind).kind).toBe(kind)
    expect(stepError(emptyStep(kind), undefined, DEFAULT_PHOTO_HOSTS)).toBeDefined()
  })

  test('travels in a v4 link under its name and reads back the same', () => {
    expect(stepFields(example)[0]).toBe(kind)
    const fragment = encodePage({ ...page, steps: [example] })
    expect(fragment.startsWith('v4.')).toBe(true)
    expect(decodeFragment(fragment, DEFAULT_GIF_HOSTS, [], DEFAULT_PHOTO_HOSTS)).toEqual({
      kind: 'valid',
      page: { ...page, steps: [example] },
    })
  })

  test('paints its first words before the app, as its view shows them first', () => {
    const words = openingWords(example, page.recipientName, EARLY_WORDS)
    expect(words).toEqual(EARLY_WORDS_OF_EXAMPLES[kind])
    const shown = textOf(viewMarkup(example, AT_START))
    for (const line of words) expect(shown).toContain(line)
  })

  test('is shown from its step and progress, with a heading that can take the focus', () => {
    for (const progress of [AT_START, WHOLE]) {
      expect(viewMarkup(example, progress)).toMatch(/<h1 [^>]*tabindex="-1"/)
    }
  })

  test('is edited in its editor, whose first field the form focuses', () => {
    const { Editor } = stepEditorOf(example)
    const html = renderToStaticMarkup(
      createElement(Editor, {
        id: 7,
        step: example,
        error: undefined,
        onChange: () => {},
        hasDevicePhoto: false,
      }),
    )
    expect(html).toContain(`id="${firstFieldId({ id: 7, step: example })}"`)
  })
})
