// A page that opens at its moment: the countdown either side of the moment and in its minute,
// counted in calendar days in the visitor's zone (explicit zones here, across summer time), the
// words in both languages, and the gate that keeps every word of the page back until then.
import { afterEach, describe, expect, it } from 'vitest'
import { countdownOf, countdownWords, minuteOf, momentWords } from '../../src/early/countdown'
import { contentAt, isOpenAt } from '../../src/share/opening'
import type { LoveContent } from '../../src/share/loveContent'
import { en } from '../../src/texts/en'
import { vi } from '../../src/texts/vi'

const SAIGON = 'Asia/Ho_Chi_Minh'
// The visitor's zone is the process's own (TZ), which Node reads afresh when it changes.
const zoneAtStart = process.env.TZ
afterEach(() => {
  process.env.TZ = zoneAtStart
})

/** The countdown at `nowMs` for a visitor in `zone`. */
function countdownIn(zone: string, nowMs: number, opening: string) {
  process.env.TZ = zone
  return countdownOf(nowMs, opening)
}
// 00:00 on 24/12/2026 in Saigon (UTC+7), as /create writes it.
const CHRISTMAS_EVE = '2026-12-23T17:00Z'
const at = (iso: string) => Date.parse(iso)

describe('countdownOf', () => {
  it('counts calendar days to the day it opens while a day or more is left', () => {
    // 6/12, any hour of the day, in Saigon: 18 days to 24/12.
    expect(countdownIn(SAIGON, at('2026-12-06T01:00+07:00'), CHRISTMAS_EVE)).toEqual({
      kind: 'days',
      days: 18,
    })
    expect(countdownIn(SAIGON, at('2026-12-06T23:59+07:00'), CHRISTMAS_EVE)).toEqual({
      kind: 'days',
      days: 18,
    })
    // 24 hours exactly: still a day.
    expect(countdownIn(SAIGON, at('2026-12-23T00:00+07:00'), CHRISTMAS_EVE)).toEqual({
      kind: 'days',
      days: 1,
    })
  })

  it('counts hours and minutes, rounded up, under a day', () => {
    expect(countdownIn(SAIGON, at('2026-12-23T00:01+07:00'), CHRISTMAS_EVE)).toEqual({
      kind: 'hours',
      hours: 23,
      minutes: 59,
    })
    expect(countdownIn(SAIGON, at('2026-12-23T18:48+07:00'), CHRISTMAS_EVE)).toEqual({
      kind: 'hours',
      hours: 5,
      minutes: 12,
    })
    // Half a minute before: one minute left, never "0 minutes" while it is shut.
    expect(countdownIn(SAIGON, at('2026-12-23T16:59:30Z'), CHRISTMAS_EVE)).toEqual({
      kind: 'hours',
      hours: 0,
      minutes: 1,
    })
  })

  it('opens from the first millisecond of its minute, and stays open', () => {
    expect(countdownOf(at('2026-12-23T16:59:59.999Z'), CHRISTMAS_EVE).kind).toBe('hours')
    expect(countdownOf(at(CHRISTMAS_EVE), CHRISTMAS_EVE)).toEqual({ kind: 'open' })
    expect(countdownOf(at('2026-12-23T17:00:59Z'), CHRISTMAS_EVE)).toEqual({ kind: 'open' })
    expect(countdownOf(at('2027-06-01T00:00Z'), CHRISTMAS_EVE)).toEqual({ kind: 'open' })
  })

  it('counts days in the visitor’s own calendar, the same instant in every zone', () => {
    // 20:00 UTC on 6/12 is already 7/12 in Saigon and still 6/12 in New York.
    const now = at('2026-12-06T20:00Z')
    expect(countdownIn(SAIGON, now, CHRISTMAS_EVE)).toEqual({ kind: 'days', days: 17 })
    expect(countdownIn('America/New_York', now, CHRISTMAS_EVE)).toEqual({ kind: 'days', days: 17 })
    expect(countdownIn('UTC', now, CHRISTMAS_EVE)).toEqual({ kind: 'days', days: 17 })
    // Under a day, the hours left are the same wherever the visitor is.
    const late = at('2026-12-23T11:48Z')
    for (const zone of [SAIGON, 'America/New_York', 'Pacific/Kiritimati']) {
      expect(countdownIn(zone, late, CHRISTMAS_EVE)).toEqual({
        kind: 'hours',
        hours: 5,
        minutes: 12,
      })
    }
  })

  it('keeps summer time out of the count', () => {
    // Berlin's clocks go back at 03:00 on 25/10/2026: that day has 25 hours.
    const opening = '2026-10-25T22:30Z' // 23:30 on 25/10 in Berlin
    // 24 hours 30 minutes before, on the same calendar day: a day, never "0 days".
    expect(countdownIn('Europe/Berlin', at('2026-10-24T22:00Z'), opening)).toEqual({
      kind: 'days',
      days: 1,
    })
    // Spring forward (29/3/2026, a 23-hour day): midnight to midnight is 23 hours, said so.
    const monday = '2026-03-29T22:00Z' // 00:00 on 30/3 in Berlin
    expect(countdownIn('Europe/Berlin', at('2026-03-28T23:00Z'), monday)).toEqual({
      kind: 'hours',
      hours: 23,
      minutes: 0,
    })
    // An hour earlier, 23:00 on 28/3: 24 hours, two days of the calendar.
    expect(countdownIn('Europe/Berlin', at('2026-03-28T22:00Z'), monday)).toEqual({
      kind: 'days',
      days: 2,
    })
  })

  it('paints for the whole minute', () => {
    expect(minuteOf(at('2026-12-06T10:15:42.5Z'))).toBe(at('2026-12-06T10:15Z'))
  })
})

describe('the words', () => {
  it('say the time left in Vietnamese and English', () => {
    const { opening: viWords } = vi.site
    const { opening: enWords } = en.site
    expect(countdownWords({ kind: 'days', days: 18 }, viWords)).toBe('Còn 18 ngày')
    expect(countdownWords({ kind: 'days', days: 1 }, viWords)).toBe('Còn 1 ngày')
    expect(countdownWords({ kind: 'hours', hours: 5, minutes: 12 }, viWords)).toBe(
      'Còn 5 giờ 12 phút',
    )
    expect(countdownWords({ kind: 'hours', hours: 0, minutes: 40 }, viWords)).toBe('Còn 40 phút')
    expect(countdownWords({ kind: 'days', days: 18 }, enWords)).toBe('18 days to go')
    expect(countdownWords({ kind: 'days', days: 1 }, enWords)).toBe('1 day to go')
    expect(countdownWords({ kind: 'hours', hours: 5, minutes: 12 }, enWords)).toBe(
      '5 h 12 min to go',
    )
    expect(countdownWords({ kind: 'open' }, enWords)).toBe('')
  })

  it('say the moment in the visitor’s clock', () => {
    process.env.TZ = SAIGON
    expect(momentWords(CHRISTMAS_EVE, vi.site.opening)).toBe(
      'Trang mở lúc 00:00, 24/12/2026 (giờ của bạn)',
    )
    expect(momentWords(CHRISTMAS_EVE, en.site.opening)).toBe(
      'Opens at 00:00 on 24 December 2026, your time',
    )
    process.env.TZ = 'America/New_York'
    expect(momentWords(CHRISTMAS_EVE, vi.site.opening)).toBe(
      'Trang mở lúc 12:00, 23/12/2026 (giờ của bạn)',
    )
  })
})

describe('the gate', () => {
  const page: LoveContent = {
    recipientName: 'Lan',
    loveLine: 'Giáng sinh vui nhé',
    gifUrl: 'https://media.giphy.com/x.gif',
    gifAlt: 'Ảnh động',
    question: 'Đi chơi không?',
    song: { kind: 'tune', id: 'canon' } as unknown as LoveContent['song'],
    steps: [],
    sender: 'Minh',
    opening: CHRISTMAS_EVE,
    isInvalidLink: false,
  }

  it('keeps every word, picture and song back before the moment, and says when', () => {
    const shut = contentAt(page, at('2026-12-06T03:00Z'))
    expect(shut).toEqual({
      recipientName: '',
      loveLine: '',
      gifUrl: '',
      gifAlt: '',
      isInvalidLink: false,
      opensAt: CHRISTMAS_EVE,
    })
    expect(JSON.stringify(shut)).not.toMatch(/Lan|Giáng|giphy|Minh|chơi|canon/)
  })

  it('gives the page itself from its minute, and a page with no moment at once', () => {
    expect(contentAt(page, at(CHRISTMAS_EVE))).toBe(page)
    const { opening: _none, ...always } = page
    expect(contentAt(always, 0)).toBe(always)
    expect(isOpenAt(undefined, 0)).toBe(true)
    expect(isOpenAt(CHRISTMAS_EVE, at(CHRISTMAS_EVE) - 1)).toBe(false)
  })
})
