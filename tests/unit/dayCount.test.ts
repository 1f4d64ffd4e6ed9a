// The "our days" count in the visitor's own calendar: right on either side of local midnight,
// across a leap day, and when the visitor's time zone changes. The zone is the process's own
// (TZ), which Node reads afresh when it changes: each zone's case sets it and puts it back.
import { afterEach, describe, expect, it } from 'vitest'
import { countDays, msToMidnight } from '../../src/early/dayCount'
import { dayWords } from '../../src/pages/story/stepWords'
import { en } from '../../src/texts/en'
import { vi } from '../../src/texts/vi'

const zoneAtStart = process.env.TZ

function inZone(zone: string) {
  process.env.TZ = zone
}

afterEach(() => {
  process.env.TZ = zoneAtStart
})

describe('days together', () => {
  it('counts whole calendar days, and turns over at the local midnight', () => {
    inZone('Asia/Ho_Chi_Minh')
    const step = { date: '2026-01-01', what: 'together' } as const
    // 23:59:59 and 00:00:00 local on either side of the 2nd of January.
    expect(countDays(step, new Date('2026-01-01T23:59:59+07:00'))).toMatchObject({ days: 0 })
    expect(countDays(step, new Date('2026-01-02T00:00:00+07:00'))).toMatchObject({ days: 1 })
    expect(countDays(step, new Date('2029-05-19T12:00:00+07:00'))).toMatchObject({
      kind: 'since',
      days: 1234,
    })
  })

  it('counts the 29th of February once, in a leap year', () => {
    inZone('Europe/London')
    const step = { date: '2024-02-28', what: 'together' } as const
    expect(countDays(step, new Date('2024-03-01T09:00:00Z'))).toMatchObject({ days: 2 })
    expect(countDays(step, new Date('2025-03-01T09:00:00Z'))).toMatchObject({ days: 367 })
  })

  it('counts the visitor’s own day: the same instant is a day later east of the date line', () => {
    const step = { date: '2026-03-01', what: 'married' } as const
    const instant = new Date('2026-03-10T20:00:00Z')
    inZone('America/Los_Angeles')
    expect(countDays(step, instant)).toMatchObject({ days: 9 })
    inZone('Asia/Ho_Chi_Minh')
    expect(countDays(step, instant)).toMatchObject({ days: 10 })
  })

  it('does not move when summer time starts or ends overnight', () => {
    inZone('Europe/London')
    const step = { date: '2026-03-28', what: 'together' } as const
    // Clocks go forward on 29 March 2026 and back on 25 October 2026 in London.
    expect(countDays(step, new Date('2026-03-29T00:30:00Z'))).toMatchObject({ days: 1 })
    expect(countDays(step, new Date('2026-03-30T00:30:00+01:00'))).toMatchObject({ days: 2 })
    expect(countDays(step, new Date('2026-10-26T00:30:00Z'))).toMatchObject({ days: 212 })
  })

  it('counts down to a day of together that is still to come', () => {
    inZone('UTC')
    expect(
      countDays({ date: '2026-12-01', what: 'together' }, new Date('2026-11-29T10:00Z')),
    ).toEqual({
      kind: 'until',
      days: 2,
      to: { year: 2026, month: 12, day: 1 },
    })
  })
})

describe('days until', () => {
  it('counts down to the day, and is 0 on it', () => {
    inZone('Asia/Ho_Chi_Minh')
    const step = { date: '2027-02-14', what: 'until' } as const
    expect(countDays(step, new Date('2027-02-02T08:00:00+07:00'))).toMatchObject({ days: 12 })
    expect(countDays(step, new Date('2027-02-13T23:59:59+07:00'))).toMatchObject({ days: 1 })
    expect(countDays(step, new Date('2027-02-14T00:00:00+07:00'))).toMatchObject({ days: 0 })
  })

  it('once the day has passed, counts to it coming round again', () => {
    inZone('Asia/Ho_Chi_Minh')
    const step = { date: '2025-02-14', what: 'until' } as const
    expect(countDays(step, new Date('2027-02-15T08:00:00+07:00'))).toEqual({
      kind: 'until',
      days: 364,
      to: { year: 2028, month: 2, day: 14 },
    })
  })

  it('keeps a leap-day birthday on the 28th of February in other years', () => {
    inZone('UTC')
    const step = { date: '2024-02-29', what: 'until' } as const
    expect(countDays(step, new Date('2026-02-20T10:00Z'))).toEqual({
      kind: 'until',
      days: 8,
      to: { year: 2026, month: 2, day: 28 },
    })
    expect(countDays(step, new Date('2028-02-20T10:00Z'))).toMatchObject({
      days: 9,
      to: { year: 2028, month: 2, day: 29 },
    })
  })
})

describe('the days a link may name', () => {
  it('has no count for a day that is not on the calendar', () => {
    const now = new Date('2026-11-29T10:00Z')
    expect(countDays({ date: '2025-02-29', what: 'together' }, now)).toBeUndefined()
    expect(countDays({ date: '2026-13-01', what: 'until' }, now)).toBeUndefined()
    expect(countDays({ date: '26-01-01', what: 'until' }, now)).toBeUndefined()
  })
})

describe('msToMidnight', () => {
  it('is the time left until the local day turns over', () => {
    inZone('Asia/Ho_Chi_Minh')
    expect(msToMidnight(new Date('2026-01-01T23:59:00+07:00'))).toBe(60_000)
    inZone('America/New_York')
    // The night clocks go back (1 November 2026) lasts 25 hours.
    expect(msToMidnight(new Date('2026-11-01T00:00:00-04:00'))).toBe(25 * 3_600_000)
  })
})

describe('the count as a person writes it', () => {
  // Noon, local time: a day's count is the calendar's, whatever the clock.
  const at = (day: string) => new Date(`${day}T12:00:00`)
  it('says "1 day" and "2 days" in English, by its plural rules, and the same word in Vietnamese', () => {
    const together = { kind: 'days', date: '2026-03-01', what: 'together' } as const
    const until = { kind: 'days', date: '2026-03-03', what: 'until' } as const
    expect(dayWords(together, at('2026-03-02'), 'en', en.story).count).toBe('1 day together')
    expect(dayWords(together, at('2026-03-03'), 'en', en.story).count).toBe('2 days together')
    expect(dayWords({ ...together, what: 'married' }, at('2026-03-02'), 'en', en.story).count).toBe(
      '1 day married',
    )
    expect(dayWords(until, at('2026-03-02'), 'en', en.story).count).toMatch(/^1 day until /)
    expect(dayWords(until, at('2026-03-01'), 'en', en.story).count).toMatch(/^2 days until /)
    expect(dayWords(together, at('2026-03-02'), 'vi', vi.story).count).toBe('1 ngày bên nhau')
  })
})
