import { describe, expect, test } from 'vitest'
import { checkDraft } from '../../src/pages/create/draft/checkDraft'
import {
  draftErrors,
  draftStepErrors,
  pageOfDraft,
  type CreateDraft,
} from '../../src/pages/create/draft/draft'
import {
  isTooLongForQr,
  linkLengthOf,
  MESSENGER_LINK_MAX_CHARS,
  QR_LINK_MAX_CHARS,
} from '../../src/pages/create/result/linkLength'
import { firstFieldId } from '../../src/pages/create/steps/stepEditors'
import {
  addStep,
  moveStep,
  removeStep,
  replaceStep,
  type DraftStep,
} from '../../src/pages/create/steps/storyDraft'
import { LINK_MAX_CHARS, STORY_LINK_MAX_CHARS } from '../../src/share/format'
import { DEFAULT_GIF_HOSTS } from '../../src/share/hosts'
import { shareLinks, type LinkPlace, type ShareLinks } from '../../src/share/links'
import { LETTER_MAX_CHARS } from '../../src/share/steps/letter'
import { STEPS_MAX, type StepKind } from '../../src/share/story'
import { createTexts } from '../../src/texts/createTexts'
import { rulesTexts } from '../../src/texts/rulesTexts'
import { draftOf } from '../support/createDraft'

const SITE = 'https://you.github.io/love-page/'
const PLACE: LinkPlace = { language: 'vi', occasion: 'none' }
const draft = draftOf
/** The form's check of `over` under `site`, in Vietnamese. */
const check = (over: Partial<CreateDraft>, site = SITE) => {
  const made = draft(over)
  const rules = { fields: draftErrors(made, DEFAULT_GIF_HOSTS), steps: draftStepErrors(made) }
  return checkDraft(made, () => shareLinks(site, pageOfDraft(made), PLACE), rules, createTexts.vi)
}
const stepsOf = (...kinds: StepKind[]) =>
  kinds.reduce<readonly DraftStep[]>((steps, kind) => addStep(steps, kind), [])
/** A letter of `count` seeded CJK characters: text lz-string cannot shrink much. */
function letterOf(count: number, seed: number): string {
  let state = seed
  return Array.from({ length: count }, () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return String.fromCodePoint(0x4e00 + (state % 20000))
  }).join('')
}
const letters = (count: number, chars: number) =>
  stepsOf(...Array.from({ length: count }, () => 'letter' as const)).map(({ id }, index) => ({
    id,
    step: { kind: 'letter' as const, text: letterOf(chars, index + 1) },
  }))

describe('the story’s steps in the form', () => {
  test('are added at the end, up to six, each with an id of its own', () => {
    const six = stepsOf('letter', 'reasons', 'days', 'question', 'letter', 'reasons')
    expect(six.map(({ step }) => step.kind)).toEqual([
      'letter',
      'reasons',
      'days',
      'question',
      'letter',
      'reasons',
    ])
    expect(new Set(six.map(({ id }) => id)).size).toBe(STEPS_MAX)
    expect(addStep(six, 'days')).toBe(six)
    expect(addStep(stepsOf('letter'), 'days', 9).at(-1)).toEqual({
      id: 9,
      step: { kind: 'days', date: '', what: 'together' },
    })
  })

  test('move one place up or down, keeping their ids, and not past either end', () => {
    const steps = stepsOf('letter', 'reasons', 'days')
    const moved = moveStep(steps, 2, -1)
    expect(moved.map(({ id }) => id)).toEqual([steps[0].id, steps[2].id, steps[1].id])
    expect(moveStep(moved, 2, -1).map(({ step }) => step.kind)).toEqual([
      'letter',
      'reasons',
      'days',
    ])
    expect(moveStep(steps, 0, -1)).toBe(steps)
    expect(moveStep(steps, 2, 1)).toBe(steps)
  })

  test('are removed and replaced by id, the others untouched', () => {
    const steps = stepsOf('letter', 'reasons', 'days')
    expect(removeStep(steps, steps[1].id)).toEqual([steps[0], steps[2]])
    const letter = { kind: 'letter', text: 'Gửi em' } as const
    const replaced = replaceStep(steps, steps[0].id, letter)
    expect(replaced[0]).toEqual({ id: steps[0].id, step: letter })
    expect(replaced.slice(1)).toEqual(steps.slice(1))
    expect(firstFieldId(steps[1])).toBe(`story-${steps[1].id}-reason-0`)
  })

  test('travel in the page in their order, without the form’s ids; none makes no list', () => {
    const steps = moveStep(stepsOf('letter', 'days'), 1, -1)
    expect(pageOfDraft(draft({ steps })).steps).toEqual(steps.map(({ step }) => step))
    expect(pageOfDraft(draft({ steps: [] }))).not.toHaveProperty('steps')
    expect(pageOfDraft(draft({}))).not.toHaveProperty('steps')
  })

  test('take the page’s question as their last step, with its way to answer: one question', () => {
    const steps = stepsOf('letter')
    const asked = draft({ steps, question: 'Đi chơi nhé?', phone: '0912 345 678' })
    const page = pageOfDraft(asked)
    expect(page.steps?.at(-1)).toEqual({
      kind: 'question',
      question: 'Đi chơi nhé?',
      contact: { kind: 'phone', value: '0912 345 678' },
    })
    expect(page.steps).toHaveLength(2)
    expect(page.question ?? '').toBe('')
    expect(page).not.toHaveProperty('contact')
    // Without a story the page asks it itself, as before.
    expect(pageOfDraft(draft({ question: 'Đi chơi nhé?' })).question).toBe('Đi chơi nhé?')
    // A story with no step left for it says so on the question, rather than losing it.
    const full = draft({
      steps: stepsOf(...Array<StepKind>(STEPS_MAX).fill('reasons')),
      question: 'Đi chơi nhé?',
    })
    expect(draftErrors(full, DEFAULT_GIF_HOSTS).question).toBe(
      createTexts.vi.questionNoStepLeft(STEPS_MAX),
    )
    expect(draftErrors({ ...full, question: '' }, DEFAULT_GIF_HOSTS).question).toBeUndefined()
  })

  test('break their rules in the form’s language, by id', () => {
    const steps = stepsOf('letter', 'days', 'reasons')
    const made = draft({
      steps: replaceStep(steps, steps[2].id, { kind: 'reasons', reasons: ['Vì em'] }),
    })
    const [letter, days] = steps
    expect(draftStepErrors(made)).toEqual({
      [letter.id]: rulesTexts.vi.textEmpty(rulesTexts.vi.letterHint, LETTER_MAX_CHARS),
      [days.id]: rulesTexts.vi.dayNotReal,
    })
    expect(draftStepErrors(made, 'en')[days.id]).toBe(rulesTexts.en.dayNotReal)
  })
})

describe('the length of a made link', () => {
  const links = (love: number, story?: number): ShareLinks => ({
    love: 'l'.repeat(love),
    valentine: 'v'.repeat(love + 5),
    ...(story && { story: 's'.repeat(story) }),
  })

  test('without steps is the longest link’s, against v1-v3’s limit', () => {
    expect(linkLengthOf(links(1995))).toMatchObject({
      chars: 2000,
      maxChars: LINK_MAX_CHARS,
      isTooLong: false,
    })
    expect(linkLengthOf(links(1996)).isTooLong).toBe(true)
  })

  test('of a story is its own link’s, against the longest fragment a page reads', () => {
    expect(linkLengthOf(links(20, STORY_LINK_MAX_CHARS))).toMatchObject({
      chars: STORY_LINK_MAX_CHARS,
      maxChars: STORY_LINK_MAX_CHARS,
      isTooLong: false,
    })
    expect(linkLengthOf(links(20, STORY_LINK_MAX_CHARS + 1)).isTooLong).toBe(true)
  })

  test('says past 2,000 that no QR code is drawn, and past 4,000 that messengers may cut it', () => {
    const at = (chars: number) => linkLengthOf(links(20, chars))
    expect(at(QR_LINK_MAX_CHARS)).toMatchObject({ isTooLongForQr: false, mayBeCut: false })
    expect(at(QR_LINK_MAX_CHARS + 1)).toMatchObject({ isTooLongForQr: true, mayBeCut: false })
    expect(at(MESSENGER_LINK_MAX_CHARS)).toMatchObject({ isTooLongForQr: true, mayBeCut: false })
    expect(at(MESSENGER_LINK_MAX_CHARS + 1)).toMatchObject({ isTooLongForQr: true, mayBeCut: true })
    expect(isTooLongForQr('x'.repeat(QR_LINK_MAX_CHARS))).toBe(false)
    expect(isTooLongForQr('x'.repeat(QR_LINK_MAX_CHARS + 1))).toBe(true)
  })
})

describe('the form’s check of a story', () => {
  test('without steps is today’s: no meter, and a link too long is said on the love line', () => {
    // Fields within their rules make no such link: a deployment's long base path can.
    const checked = check({}, `${SITE}${'a'.repeat(LINK_MAX_CHARS)}/`)
    expect(checked.length).toBeUndefined()
    expect(checked.links).toBeUndefined()
    expect(checked.errors).toEqual({ loveLine: createTexts.vi.linkTooLong(LINK_MAX_CHARS) })
    const fine = check({ steps: [] })
    expect(fine.links?.love).toMatch(/\/share\/love\/#v1\./)
    expect(fine).not.toHaveProperty('length')
    // A story may be longer than 2,000 characters; the same page without steps may not.
    const story = check({ steps: letters(1, 20) }, `${SITE}${'a'.repeat(LINK_MAX_CHARS)}/`)
    expect(story.links?.story).toBeDefined()
  })

  test('measures the link as it grows, even before the fields are right', () => {
    const short = check({ recipientName: '', steps: letters(1, 40) })
    const long = check({ recipientName: '', steps: letters(2, 300) })
    expect(short.links).toBeUndefined()
    expect(short.length?.chars).toBeGreaterThan(0)
    expect(long.length?.chars).toBeGreaterThan(short.length?.chars ?? Infinity)
    expect(long.lengthError).toBeUndefined()
  })

  test('makes the story link once every step keeps its rules', () => {
    expect(check({ steps: stepsOf('letter') }).links).toBeUndefined()
    const checked = check({ steps: letters(2, 100) })
    expect(checked.links?.story).toMatch(/\/share\/story\/#v4\./)
    expect(checked.length?.chars).toBe(checked.links?.story?.length)
  })

  test('refuses a link longer than a page reads, and says what to shorten', () => {
    const checked = check({ steps: letters(6, LETTER_MAX_CHARS) })
    expect(checked.length?.chars).toBeGreaterThan(STORY_LINK_MAX_CHARS)
    expect(checked.links).toBeUndefined()
    // The limit passed, then the step that takes the most of it.
    const [limit, step] = (checked.lengthError ?? '').split(/(?<=\.) /)
    expect(limit).toBe(createTexts.vi.storyTooLong)
    expect(step).toMatch(/^Bước [1-6] \(Lá thư\) chiếm nhiều chỗ nhất\.$/)
    expect(checked.errors).toEqual({})
    const fits = check({ steps: letters(3, LETTER_MAX_CHARS) })
    expect(fits.length?.mayBeCut).toBe(true)
    expect(fits.links?.story).toBeDefined()
  })
})
