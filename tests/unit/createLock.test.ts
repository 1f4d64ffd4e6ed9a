// The lock on /create (lockDraft.ts): its rules in the form, the matching shown to the maker from
// their own answer, the address a sealed page opens to, the answer never kept on the device, and
// a locked page measured as its sealed link.
import { describe, expect, it } from 'vitest'
import { checkDraft } from '../../src/pages/create/draft/checkDraft'
import { draftErrors, pageOfDraft, type CreateDraft } from '../../src/pages/create/draft/draft'
import { linkLengthOf } from '../../src/pages/create/result/linkLength'
import {
  addressOfPage,
  answerExamplesOf,
  isPreviewLocked,
  LOCK_ON,
  sealedLinkOf,
} from '../../src/pages/create/lock/lockDraft'
import { savedDraftOf, textOfSaved } from '../../src/pages/create/draft/savedDraft'
import { NEW_DRAFT } from '../../src/pages/create/useCreateForm'
import { DEFAULT_GIF_HOSTS } from '../../src/share/hosts'
import { shareLinks } from '../../src/share/links'
import { STORY_LINK_MAX_CHARS } from '../../src/share/format'
import { createTexts } from '../../src/texts/createTexts'
import { STEP_EXAMPLES } from './stepExamples'

const BASE = 'https://example.org/app/'
const PAGE: CreateDraft = { ...NEW_DRAFT, recipientName: 'Lan', loveLine: 'Thương em' }
const LOCKED: CreateDraft = {
  ...PAGE,
  lockChoice: LOCK_ON,
  lockQuestion: 'Nơi mình gặp nhau lần đầu?',
  lockAnswer: 'Đà Lạt',
}
const errorsOf = (draft: CreateDraft, language: 'vi' | 'en' = 'vi') =>
  draftErrors(draft, DEFAULT_GIF_HOSTS, [], language)

describe('the lock in the form', () => {
  it('asks nothing of an open page, whatever its lock fields hold', () => {
    expect(errorsOf({ ...LOCKED, lockChoice: '', lockAnswer: '?!' })).toEqual({})
  })

  it('takes a locked page with a question and an answer', () => {
    expect(errorsOf(LOCKED)).toEqual({})
  })

  it('asks a locked page for its question, by the question rule (1 to 80 characters)', () => {
    expect(errorsOf({ ...LOCKED, lockQuestion: ' ' }).lockQuestion).toBe(
      'Hãy viết câu hỏi khóa, từ 1 đến 80 ký tự.',
    )
    expect(errorsOf({ ...LOCKED, lockQuestion: 'ả'.repeat(81) }).lockQuestion).toContain('80')
    expect(errorsOf({ ...LOCKED, lockQuestion: 'ả'.repeat(80) }).lockQuestion).toBeUndefined()
  })

  it('asks for an answer, and refuses one the rule matches to nothing, in either language', () => {
    expect(errorsOf({ ...LOCKED, lockAnswer: '  ' }).lockAnswer).toBe(
      createTexts.vi.lockAnswerEmpty,
    )
    expect(errorsOf({ ...LOCKED, lockAnswer: '?! 💗' }).lockAnswer).toBe(
      createTexts.vi.lockAnswerNoLetters,
    )
    expect(errorsOf({ ...LOCKED, lockAnswer: '...' }, 'en').lockAnswer).toBe(
      createTexts.en.lockAnswerNoLetters,
    )
  })

  it('shows how the answer will be matched from the words the maker typed', () => {
    expect(answerExamplesOf('Đà Lạt')).toEqual(['da lat', 'Đà Lạt', 'DALAT'])
    expect(createTexts.vi.lockMatching(answerExamplesOf('Đà Lạt'))).toBe(
      "Gõ 'da lat', 'Đà Lạt' hay 'DALAT' đều mở được: không phân biệt dấu, chữ hoa hay dấu cách.",
    )
    expect(answerExamplesOf('  bún   bò ')).toEqual(['bun bo', 'bún bò', 'BUNBO'])
    expect(answerExamplesOf('dalat')).toEqual(['dalat', 'DALAT'])
    expect(answerExamplesOf('?!')).toEqual([])
  })

  it('opens the preview on its lock only once the answer can be matched', () => {
    expect(isPreviewLocked(LOCKED)).toBe(true)
    expect(isPreviewLocked({ ...LOCKED, lockAnswer: '' })).toBe(false)
    expect(isPreviewLocked({ ...LOCKED, lockChoice: '' })).toBe(false)
  })
})

describe('where a sealed page opens', () => {
  it('sends every locked link to the neutral address, under the base path', () => {
    expect(sealedLinkOf(BASE, 'v5.~AQ')).toBe('https://example.org/app/share/sealed/#v5.~AQ')
  })

  it('opens to the address its open link would have had', () => {
    const place = { language: 'en', occasion: 'birthday' } as const
    const story = { ...LOCKED, steps: [{ id: 1, step: STEP_EXAMPLES.letter }] }
    expect(addressOfPage(pageOfDraft(LOCKED), place)).toEqual({ kind: 'love', ...place })
    expect(addressOfPage(pageOfDraft({ ...LOCKED, question: 'Đi chơi nhé?' }), place).kind).toBe(
      'question',
    )
    expect(addressOfPage(pageOfDraft(story), place).kind).toBe('story')
  })
})

describe('the kept draft', () => {
  it('keeps the lock and its question, never its answer', () => {
    const text = textOfSaved({ draft: LOCKED, occasion: 'none', savedAt: 1, tab: 't' })
    expect(text).not.toContain('Đà Lạt')
    const kept = savedDraftOf(text, NEW_DRAFT, 2)?.draft
    expect(kept?.lockChoice).toBe(LOCK_ON)
    expect(kept?.lockQuestion).toBe(LOCKED.lockQuestion)
    expect(kept?.lockAnswer).toBe('')
  })
})

describe('a locked page’s length', () => {
  const links = shareLinks(BASE, pageOfDraft(LOCKED))

  it('is its sealed link’s, against the v5 limit', () => {
    const length = linkLengthOf(links, 2500)
    expect(length).toMatchObject({ chars: 2500, maxChars: STORY_LINK_MAX_CHARS })
    expect(length).toMatchObject({ isTooLong: false, isTooLongForQr: true, mayBeCut: false })
    expect(linkLengthOf(links, STORY_LINK_MAX_CHARS + 1).passes).toBe('chars')
  })

  it('refuses a page the seal would make too long before any link is made', () => {
    const rules = { fields: {}, steps: {} }
    const texts = createTexts.vi
    const open = checkDraft(LOCKED, () => links, rules, texts)
    expect(open.links).toBe(links)
    const sealed = checkDraft(
      LOCKED,
      () => links,
      rules,
      texts,
      () => STORY_LINK_MAX_CHARS + 1,
    )
    expect(sealed.links).toBeUndefined()
    expect(sealed.errors.loveLine).toBe(texts.linkTooLong(STORY_LINK_MAX_CHARS))
  })
})
