/**
 * A story's words (its lazy chunk): where the visitor is, how to go on and back, the envelope,
 * the reasons and the count of their days. Vietnamese, in the maker's voice: `{me}` and `{you}`
 * are the maker's words for themself and the recipient (src/texts/voices.ts). Pure data.
 */
import type { Occasion } from '../../occasions/occasions.js'

export const story = {
  /** Where the visitor is, on screen: `2 / 5`. */
  stepShort: (index: number, count: number) => `${index} / ${count}`,
  /** Where the visitor is, for a screen reader. */
  stepLong: (index: number, count: number) => `Bước ${index} trên ${count}`,
  back: 'Quay lại',
  next: 'Tiếp',
  /** Under each step: a tap anywhere goes on. */
  tapToGoOn: 'Chạm vào màn hình để tiếp tục',
  /** On a question not yet answered: it waits for its answer before the story goes on. */
  answerToGoOn: 'Trả lời câu hỏi để đi tiếp nhé',
  /** What the sealed envelope says it is, and who it is for. */
  envelopeTo: (name: string) => `Gửi ${name}`,
  envelopeOpen: 'Mở thư',
  tapToOpen: 'Chạm để mở thư',
  /** While the letter writes itself. */
  tapToShowAll: 'Chạm để đọc hết thư',
  letterHeading: (name: string) => `Thư gửi ${name}`,
  reasonsHeading: (name: string) => `Những lý do {me} thương ${name}`,
  tapForMore: 'Chạm để xem lý do tiếp theo',
  memoriesHeading: (name: string) => `Những kỷ niệm của {me} và ${name}`,
  tapForNextPhoto: 'Chạm để xem ảnh tiếp theo',
  /** The days step's heading, for the occasion the page wears. */
  daysHeadings: {
    none: 'Những ngày của chúng mình',
    valentine: 'Valentine này, mình đếm lại nhé',
    'womens-day': 'Những ngày có {you}',
    'vn-womens-day': 'Những ngày có {you}',
    'mid-autumn': 'Trăng tròn, mình đếm ngày nhau',
    tet: 'Năm mới, mình đếm lại nhé',
    birthday: 'Sinh nhật {you}, {me} đếm từng ngày',
    anniversary: 'Ngày kỷ niệm của chúng mình',
  } satisfies Record<Occasion, string>,
  /**
   * `count` already written with the language's digit grouping (1.234); `days` the number itself,
   * for a language whose words change with it (Vietnamese's do not).
   */
  daysTogether: (count: string, _days: number) => `${count} ngày bên nhau`,
  daysMarried: (count: string, _days: number) => `${count} ngày làm vợ chồng`,
  daysUntil: (count: string, _days: number, day: string) => `Còn ${count} ngày nữa là đến ${day}`,
  firstDayTogether: 'Hôm nay là ngày đầu tiên bên nhau',
  firstDayMarried: 'Hôm nay là ngày đầu tiên làm vợ chồng',
  dayIsToday: (day: string) => `Hôm nay chính là ${day}!`,
  /** Under the count: the day it counts from. */
  since: (day: string) => `Kể từ ${day}`,
}
