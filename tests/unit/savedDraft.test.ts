// The /create draft kept on this device (savedDraft.ts): read back as it was saved, with only
// what the form knows; a broken, older, foreign or stale text is no draft at all.
import { describe, expect, it } from 'vitest'
import { LINK_PHOTO } from '../../src/share/photo'
import type { CreateDraft } from '../../src/pages/create/draft/draft'
import {
  DRAFT_MAX_AGE_MS,
  DRAFT_VERSION,
  isBlankDraft,
  savedDraftOf,
  textOfSaved,
  withTyped,
  type SavedDraft,
} from '../../src/pages/create/draft/savedDraft'
import { NEW_DRAFT } from '../../src/pages/create/useCreateForm'
import { STEP_EXAMPLES } from './stepExamples'

const NOW = Date.UTC(2026, 11, 7)
const DRAFT: CreateDraft = {
  ...NEW_DRAFT,
  recipientName: 'Thảo Vy',
  loveLine: 'Thương em',
  photoChoice: 'device',
  photoData: 'data:image/jpeg;base64,/9j/',
  steps: [
    { id: 3, step: STEP_EXAMPLES.letter },
    { id: 7, step: { kind: 'memories', memories: [{ photo: LINK_PHOTO, caption: 'Biển' }] } },
  ],
}
const SAVED: SavedDraft = {
  draft: DRAFT,
  language: 'en',
  occasion: 'birthday',
  savedAt: NOW - 1000,
  tab: 'a1',
}
/** The saved text with `change` made to its JSON. */
function textWith(change: (json: Record<string, unknown>) => void): string {
  const json = JSON.parse(textOfSaved(SAVED))
  change(json)
  return JSON.stringify(json)
}

describe('a kept draft', () => {
  it('reads back as it was saved: words, steps with their ids, photo, language, occasion', () => {
    expect(savedDraftOf(textOfSaved(SAVED), NEW_DRAFT, NOW)).toEqual(SAVED)
  })

  it('keeps a field the form gains later, and drops one it does not know', () => {
    const base = { ...NEW_DRAFT, senderName: '' } as CreateDraft
    const text = textWith((json) => {
      Object.assign(json.draft as object, { senderName: 'Minh', someLaterField: 'x' })
    })
    const draft = savedDraftOf(text, base, NOW)?.draft as Record<string, unknown>
    expect(draft.senderName).toBe('Minh')
    expect('someLaterField' in draft).toBe(false)
  })

  it('is gone after 30 days', () => {
    const text = textOfSaved({ ...SAVED, savedAt: NOW - DRAFT_MAX_AGE_MS - 1 })
    expect(savedDraftOf(text, NEW_DRAFT, NOW)).toBeUndefined()
    expect(savedDraftOf(text, NEW_DRAFT, NOW - 2)).toBeDefined()
  })

  it.each([
    ['no text', null],
    ['not JSON', '{"version":1,'],
    ['an older version', textWith((json) => (json.version = DRAFT_VERSION - 1))],
    ['a field of another type', textWith((json) => ((json.draft as CreateDraft[]) = [DRAFT]))],
    [
      'a name that is a number',
      textWith((json) => Object.assign(json.draft as object, { recipientName: 4 })),
    ],
    ['an unknown occasion', textWith((json) => (json.occasion = 'halloween'))],
    ['an unknown language', textWith((json) => (json.language = 'fr'))],
    ['no time', textWith((json) => delete json.savedAt)],
    [
      'a step of no kind',
      textWith(
        (json) => ((json.draft as { steps: unknown[] }).steps[0] = { id: 1, step: { kind: 'x' } }),
      ),
    ],
    [
      'two steps with one id',
      textWith((json) => ((json.draft as { steps: { id: number }[] }).steps[1].id = 3)),
    ],
  ])('is dropped when it holds %s', (_case, text) => {
    expect(savedDraftOf(text, NEW_DRAFT, NOW)).toBeUndefined()
  })
})

describe('a blank draft', () => {
  it('is one with nothing typed or picked: nothing to keep', () => {
    expect(isBlankDraft(NEW_DRAFT, NEW_DRAFT)).toBe(true)
    expect(isBlankDraft({ ...NEW_DRAFT, steps: [] }, NEW_DRAFT)).toBe(true)
    expect(isBlankDraft({ ...NEW_DRAFT, recipientName: 'V' }, NEW_DRAFT)).toBe(false)
    expect(isBlankDraft(DRAFT, NEW_DRAFT)).toBe(false)
  })
})

describe('words typed before the page was live', () => {
  it('win over the kept draft; what was not typed comes from it', () => {
    const typed = { ...NEW_DRAFT, recipientName: 'Lan' }
    const draft = withTyped(DRAFT, typed, NEW_DRAFT)
    expect(draft).toEqual({ ...DRAFT, recipientName: 'Lan' })
    expect(withTyped(DRAFT, NEW_DRAFT, NEW_DRAFT)).toEqual(DRAFT)
  })
})
