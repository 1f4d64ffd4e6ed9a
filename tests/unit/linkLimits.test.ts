import { describe, expect, test } from 'vitest'
import { checkDraft } from '../../src/pages/create/draft/checkDraft'
import {
  draftErrors,
  draftStepErrors,
  pageOfDraft,
  type CreateDraft,
} from '../../src/pages/create/draft/draft'
import { cleanStory, linksOpenAs } from '../../src/pages/create/result/linkCheck'
import { largestStepOf, linkLengthOf } from '../../src/pages/create/result/linkLength'
import { CURATED_GIFS } from '../../src/share/curated'
import { decodeFragment, LINK_MAX_CHARS, STORY_LINK_MAX_CHARS } from '../../src/share/format'
import { encodePage } from '../../src/share/encodeLink'
import { DEFAULT_GIF_HOSTS } from '../../src/share/hosts'
import { fragmentSizeOf, LINK_JSON_MAX_UNITS } from '../../src/share/linkLimits'
import { shareLinks } from '../../src/share/links'
import { LETTER_MAX_CHARS } from '../../src/share/steps/letter'
import type { SharedStory, StoryStep } from '../../src/share/story'
import { createTexts } from '../../src/texts/createTexts'
import { draftOf } from '../support/createDraft'

// What the issue saw: six letters of 600 family emoji made a 1,714-character link that inflates
// past what a page reads. A family emoji is one letter to the reader and 11 UTF-16 units.
const FAMILY = '👨‍👩‍👧‍👦'
const SITE = 'https://you.github.io/love-page/'
const HOSTS = { gif: DEFAULT_GIF_HOSTS, audio: [], photo: [] }
const page = (steps: readonly StoryStep[]): SharedStory => ({
  recipientName: 'Thảo Vy',
  loveLine: 'Thương em',
  gifUrl: CURATED_GIFS[0].url,
  steps,
})
const letter = (text: string): StoryStep => ({ kind: 'letter', text })
const familyLetters = (count: number) =>
  Array.from({ length: count }, () => letter(FAMILY.repeat(LETTER_MAX_CHARS)))

/**
 * A story whose JSON is exactly `units` long, `units` within reach of five letters: four of
 * family emoji, and a fifth of emoji and x's that makes up the rest, within a letter's 600.
 */
function storyOfUnits(units: number): SharedStory {
  const four = familyLetters(4)
  const base = fragmentSizeOf(encodePage(page([...four, letter('')]))).jsonUnits
  const rest = units - base
  const xs = rest % FAMILY.length
  const text = FAMILY.repeat((rest - xs) / FAMILY.length) + 'x'.repeat(xs)
  const story = page([...four, letter(text)])
  expect(fragmentSizeOf(encodePage(story)).jsonUnits).toBe(units)
  return story
}

describe("a link measured against the decoder's limits", () => {
  test('its JSON may reach exactly the cap the decoder reads, and not one unit more', () => {
    const atCap = encodePage(storyOfUnits(LINK_JSON_MAX_UNITS))
    expect(fragmentSizeOf(atCap)).toMatchObject({
      jsonUnits: LINK_JSON_MAX_UNITS,
      maxJsonUnits: LINK_JSON_MAX_UNITS,
      passes: undefined,
    })
    expect(decodeFragment(atCap, DEFAULT_GIF_HOSTS, []).kind).toBe('valid')
    const past = encodePage(storyOfUnits(LINK_JSON_MAX_UNITS + 1))
    expect(fragmentSizeOf(past).passes).toBe('json')
    expect(decodeFragment(past, DEFAULT_GIF_HOSTS, []).kind).toBe('invalid')
  })

  test("six letters of 600 family emoji pass the JSON's cap in under 2,000 characters", () => {
    const fragment = encodePage(page(familyLetters(6)))
    const size = fragmentSizeOf(`#${fragment}`)
    expect(size.chars).toBe(fragment.length)
    expect(size.chars).toBeLessThan(2000)
    // Measured as the decoder inflates: it stops one unit past the cap, not at the 39,600 units.
    expect(6 * LETTER_MAX_CHARS * FAMILY.length).toBeGreaterThan(LINK_JSON_MAX_UNITS)
    expect(size.jsonUnits).toBe(LINK_JSON_MAX_UNITS + 1)
    expect(size).toMatchObject({ maxChars: STORY_LINK_MAX_CHARS, passes: 'json' })
    expect(decodeFragment(fragment, DEFAULT_GIF_HOSTS, []).kind).toBe('invalid')
  })

  test("the characters are each version's: 2,000 for v1-v3, 8,000 for v4, met first", () => {
    const v1 = encodePage({ recipientName: 'Vy', loveLine: 'Yêu em', gifUrl: CURATED_GIFS[0].url })
    expect(fragmentSizeOf(v1)).toMatchObject({ maxChars: LINK_MAX_CHARS, passes: undefined })
    expect(fragmentSizeOf(v1 + 'A'.repeat(LINK_MAX_CHARS)).passes).toBe('chars')
    expect(fragmentSizeOf(`v4.${'A'.repeat(STORY_LINK_MAX_CHARS - 3)}`)).toMatchObject({
      chars: STORY_LINK_MAX_CHARS,
      maxChars: STORY_LINK_MAX_CHARS,
      jsonUnits: 0,
    })
    expect(fragmentSizeOf(`v4.${'A'.repeat(STORY_LINK_MAX_CHARS - 2)}`).passes).toBe('chars')
    expect(fragmentSizeOf('').passes).toBeUndefined()
  })

  test("/create's length says the JSON is passed, and which step takes the most", () => {
    const steps = [letter('Thương em'), ...familyLetters(5), letter('x')]
    const links = shareLinks(SITE, page(steps.slice(0, 6)))
    const length = linkLengthOf(links)
    expect(length).toMatchObject({ passes: 'json', isTooLong: true })
    expect(length.chars).toBeLessThan(length.maxChars)
    expect(largestStepOf(steps, 'json')).toBe(1)
    expect(largestStepOf([letter('ab'), letter('a'.repeat(300)), letter('abc')], 'chars')).toBe(1)
    expect(largestStepOf([], 'json')).toBeUndefined()
  })
})

describe("/create's refusal of a link the page would not read", () => {
  const draft = (steps: readonly StoryStep[]) =>
    draftOf({ steps: steps.map((step, index) => ({ id: index + 1, step })) })
  const check = (made: CreateDraft, texts = createTexts.vi) => {
    const rules = { fields: draftErrors(made, DEFAULT_GIF_HOSTS), steps: draftStepErrors(made) }
    return checkDraft(made, () => shareLinks(SITE, pageOfDraft(made)), rules, texts)
  }

  test('names the limit and the step to shorten, in either language', () => {
    const made = draft([letter('Gửi em'), ...familyLetters(5)])
    const checked = check(made)
    expect(checked.links).toBeUndefined()
    expect(checked.lengthError).toBe(
      `${createTexts.vi.storyTooHeavy} ${createTexts.vi.stepTakesMost(2, 'Lá thư')}`,
    )
    expect(check(made, createTexts.en).lengthError).toBe(
      `${createTexts.en.storyTooHeavy} Step 2 (Letter) takes the most room.`,
    )
    // One letter less and the link is made: the JSON is within the cap.
    expect(check(draft(familyLetters(4))).links?.story).toMatch(/#v4\./)
  })

  test('says so on the love line of a page without steps, whose letters stack their marks', () => {
    // One letter to the reader, 801 units: within the name's 40 letters, past the JSON's cap.
    const stacked = `a${'\u0301'.repeat(800)}`.repeat(40)
    const made = { ...draft([]), recipientName: stacked }
    expect(draftErrors(made, DEFAULT_GIF_HOSTS)).toEqual({})
    expect(check(made)).toEqual({
      errors: { loveLine: createTexts.vi.linkTooHeavy },
      links: undefined,
    })
  })

  test('offers only links that open as the page the form holds', () => {
    const story = page([letter('  Gửi em,\r\nanh nhớ em.  ')])
    const links = shareLinks(SITE, story)
    expect(linksOpenAs(links, story, HOSTS)).toBe(true)
    expect(cleanStory(story).steps).toEqual([letter('Gửi em,\nanh nhớ em.')])
    // Another page's fragment, a fragment the decoder refuses, a GIF host the page refuses.
    const other = shareLinks(SITE, page([letter('Gửi anh')]))
    expect(linksOpenAs({ ...links, love: other.love }, story, HOSTS)).toBe(false)
    const heavy = shareLinks(SITE, page(familyLetters(6)))
    expect(linksOpenAs(heavy, page(familyLetters(6)), HOSTS)).toBe(false)
    expect(linksOpenAs(links, story, { ...HOSTS, gif: ['media.tenor.com'] })).toBe(false)
    expect(linksOpenAs({ love: SITE, valentine: SITE }, story, HOSTS)).toBe(false)
  })

  test('offers a v5 link, in a voice and from a sender, that opens as the form’s page', () => {
    const made = { ...page([letter('Gửi anh')]), voice: 'em/anh', sender: ' Minh ' } as const
    const links = shareLinks(SITE, made)
    expect(links.love).toMatch(/#v5\./)
    expect(linksOpenAs(links, made, HOSTS)).toBe(true)
    expect(cleanStory(made)).toMatchObject({ voice: 'em/anh', sender: 'Minh' })
  })
})
