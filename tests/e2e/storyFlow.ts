// A story link and what a test needs to walk it: the steps of a letter, reasons, their days, a
// question and their memories, then the page itself.
import { CURATED_GIFS } from '../../src/share/curated'
import { encodePage } from '../../src/share/encodeLink'
import { dataUrlOfPhoto } from '../../src/share/photo'
import type { Memory } from '../../src/share/steps/memories'
import type { StoryStep } from '../../src/share/story'
import { FIXTURE_PHOTO } from './fixtures.mjs'

export const STORY_NAME = 'Thảo Vy'
export const STORY_LINE = 'Mỗi ngày bên em đều là ngày đẹp nhất'
export const LETTER =
  'Gửi em,\nAnh viết những dòng này vào một tối mưa, nhớ em đến lạ.\nCảm ơn em vì đã ở đây, dịu dàng và kiên nhẫn với anh.\nYêu em nhiều lắm.'
export const REASONS = ['Nụ cười của em', 'Em luôn lắng nghe', 'Em nấu phở ngon nhất']
export const STORY_QUESTION = 'Mình đi Đà Lạt nhé?'
/** The fixture photo carried in the link, then the same photo on a photo host (routeFixtures). */
export const MEMORIES: readonly Memory[] = [
  { photo: dataUrlOfPhoto('jpeg', new Uint8Array(FIXTURE_PHOTO)), caption: 'Đà Lạt, mùa dã quỳ' },
  { photo: 'https://i.imgur.com/Ab12Cd3.jpg', caption: 'Biển Quy Nhơn, lần đầu' },
]

export const STORY_STEPS: readonly StoryStep[] = [
  { kind: 'letter', text: LETTER },
  { kind: 'reasons', reasons: REASONS },
  { kind: 'days', date: '2023-02-14', what: 'together' },
  { kind: 'question', question: STORY_QUESTION },
  { kind: 'memories', memories: MEMORIES },
]

/** A story's address: `steps` (the five kinds by default) before the page itself. */
export function storyPath(
  steps: readonly StoryStep[] = STORY_STEPS,
  place: { language?: 'vi' | 'en'; occasion?: string; sender?: string } = {},
): string {
  const page = {
    recipientName: STORY_NAME,
    loveLine: STORY_LINE,
    gifUrl: CURATED_GIFS[1].url,
    ...(place.sender ? { sender: place.sender } : {}),
  }
  const language = place.language === 'en' ? '/en' : ''
  const occasion = place.occasion && place.occasion !== 'none' ? `${place.occasion}/` : ''
  return `${language}/share/story/${occasion}#${encodePage({ ...page, steps })}`
}
