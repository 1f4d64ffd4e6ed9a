/**
 * A story's words (its lazy chunk): where the visitor is, how to go on and back, the envelope,
 * the reasons and the count of their days. Vietnamese, in the maker's voice: `{me}` and `{you}`
 * are the maker's words for themself and the recipient (src/texts/voices.ts). Pure data.
 */
import type { Occasion } from '../../occasions/occasions.js'

/** Where the visitor is, on screen: `2 / 5`. */
export const stepShort = (index: number, count: number) => `${index} / ${count}`
/** Where the visitor is, for a screen reader. */
export const stepLong = (index: number, count: number) => `Bước ${index} trên ${count}`
export const back = 'Quay lại'
export const next = 'Tiếp'
/** Under each step: a tap anywhere goes on. */
export const tapToGoOn = 'Chạm vào màn hình để tiếp tục'
/** On a question not yet answered: it waits for its answer before the story goes on. */
export const answerToGoOn = 'Trả lời câu hỏi để đi tiếp nhé'
/** What the sealed envelope says it is, and who it is for. */
export const envelopeTo = (name: string) => `Gửi ${name}`
export const envelopeOpen = 'Mở thư'
export const tapToOpen = 'Chạm để mở thư'
/** While the letter writes itself. */
export const tapToShowAll = 'Chạm để đọc hết thư'
export const letterHeading = (name: string) => `Thư gửi ${name}`
export const reasonsHeading = (name: string) => `Những lý do {me} thương ${name}`
export const tapForMore = 'Chạm để xem lý do tiếp theo'
export const memoriesHeading = (name: string) => `Những kỷ niệm của {me} và ${name}`
export const tapForNextPhoto = 'Chạm để xem ảnh tiếp theo'
/** The days step's heading, for the occasion the page wears. */
export const daysHeadings = {
  none: 'Những ngày của chúng mình',
  valentine: 'Valentine này, mình đếm lại nhé',
  'womens-day': 'Những ngày có {you}',
  'vn-womens-day': 'Những ngày có {you}',
  'mid-autumn': 'Trăng tròn, mình đếm ngày nhau',
  tet: 'Năm mới, mình đếm lại nhé',
  birthday: 'Sinh nhật {you}, {me} đếm từng ngày',
  anniversary: 'Ngày kỷ niệm của chúng mình',
} satisfies Record<Occasion, string>
/**
 * `count` already written with the language's digit grouping (1.234); `days` the number itself,
 * for a language whose words change with it (Vietnamese's do not).
 */
export const daysTogether = (count: string, _days: number) => `${count} ngày bên nhau`
export const daysMarried = (count: string, _days: number) => `${count} ngày làm vợ chồng`
export const daysUntil = (count: string, _days: number, day: string) =>
  `Còn ${count} ngày nữa là đến ${day}`
export const firstDayTogether = 'Hôm nay là ngày đầu tiên bên nhau'
export const firstDayMarried = 'Hôm nay là ngày đầu tiên làm vợ chồng'
export const dayIsToday = (day: string) => `Hôm nay chính là ${day}!`
/** Under the count: the day it counts from. */
export const since = (day: string) => `Kể từ ${day}`
