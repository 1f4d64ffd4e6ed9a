// A story link and what a test needs to walk it: the steps of a letter, reasons, their days and
// a question, then the page itself.
import { CURATED_GIFS } from '../../src/share/curated'
import { encodePage } from '../../src/share/format'
import type { StoryStep } from '../../src/share/story'

export const STORY_NAME = 'Thảo Vy'
export const STORY_LINE = 'Mỗi ngày bên em đều là ngày đẹp nhất'
export const LETTER =
  'Gửi em,\nAnh viết những dòng này vào một tối mưa, nhớ em đến lạ.\nCảm ơn em vì đã ở đây, dịu dàng và kiên nhẫn với anh.\nYêu em nhiều lắm.'
export const REASONS = ['Nụ cười của em', 'Em luôn lắng nghe', 'Em nấu phở ngon nhất']
export const STORY_QUESTION = 'Mình đi Đà Lạt nhé?'

export const STORY_STEPS: readonly StoryStep[] = [
  { kind: 'letter', text: LETTER },
  { kind: 'reasons', reasons: REASONS },
  { kind: 'days', date: '2023-02-14', what: 'together' },
  { kind: 'question', question: STORY_QUESTION },
]

/** A story's address: `steps` (the four kinds by default) before the page itself. */
export function storyPath(
  steps: readonly StoryStep[] = STORY_STEPS,
  place: { language?: 'vi' | 'en'; occasion?: string } = {},
): string {
  const page = { recipientName: STORY_NAME, loveLine: STORY_LINE, gifUrl: CURATED_GIFS[1].url }
  const language = place.language === 'en' ? '/en' : ''
  const occasion = place.occasion && place.occasion !== 'none' ? `${place.occasion}/` : ''
  return `${language}/share/story/${occasion}#${encodePage({ ...page, steps })}`
}
