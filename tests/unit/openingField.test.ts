// /create's opening moment: the maker's day and hour, in their own zone (the process's TZ, set
// per case), made one UTC instant; back into the form from a made link; the moment refused when
// it does not exist, is out of the link's range or has passed; and kept in the saved draft.
import { afterEach, describe, expect, it } from 'vitest'
import { CURATED_GIFS } from '../../src/share/curated'
import { encodePage } from '../../src/share/encodeLink'
import { decodeFragment } from '../../src/share/format'
import { DEFAULT_AUDIO_HOSTS, DEFAULT_GIF_HOSTS } from '../../src/share/hosts'
import { draftErrors, pageOfDraft } from '../../src/pages/create/draft/draft'
import { draftOfPage } from '../../src/pages/create/draft/draftOfPage'
import {
  openingErrors,
  openingFieldsOf,
  utcOpeningOf,
} from '../../src/pages/create/opening/openingField'
import { savedDraftOf, textOfSaved } from '../../src/pages/create/draft/savedDraft'
import { NEW_DRAFT } from '../../src/pages/create/useCreateForm'
import { en } from '../../src/texts/en'
import { vi } from '../../src/texts/vi'

const zoneAtStart = process.env.TZ
const inZone = (zone: string) => (process.env.TZ = zone)
afterEach(() => {
  process.env.TZ = zoneAtStart
})

describe('the day and hour, made one instant', () => {
  it('reads the maker’s clock in their own zone', () => {
    inZone('Asia/Ho_Chi_Minh')
    expect(utcOpeningOf('2026-12-24', '00:00')).toBe('2026-12-23T17:00Z')
    expect(utcOpeningOf('2026-12-24', '')).toBe('2026-12-23T17:00Z')
    expect(utcOpeningOf('2027-02-14', '20:30')).toBe('2027-02-14T13:30Z')
    inZone('America/New_York')
    expect(utcOpeningOf('2026-12-24', '00:00')).toBe('2026-12-24T05:00Z')
    inZone('UTC')
    expect(utcOpeningOf('2026-12-24', '00:00')).toBe('2026-12-24T00:00Z')
  })

  it('follows summer time: the same clock, another offset', () => {
    inZone('Europe/Berlin')
    expect(utcOpeningOf('2026-07-01', '09:00')).toBe('2026-07-01T07:00Z')
    expect(utcOpeningOf('2026-12-01', '09:00')).toBe('2026-12-01T08:00Z')
    // 02:30 on 29/3/2026 does not exist there: the clock shows 03:30 then.
    expect(utcOpeningOf('2026-03-29', '02:30')).toBe('2026-03-29T01:30Z')
  })

  it('refuses a day or time that does not exist', () => {
    inZone('UTC')
    for (const [day, time] of [
      ['2026-11-31', '00:00'],
      ['2026-02-29', '00:00'],
      ['2026-12-24', '24:00'],
      ['2026-12-24', '12:60'],
      ['24/12/2026', '00:00'],
      ['2026-12-24', '9:00'],
    ]) {
      expect(utcOpeningOf(day, time), `${day} ${time}`).toBeUndefined()
    }
  })

  it('comes back into the form as the maker typed it, in their zone', () => {
    inZone('Asia/Ho_Chi_Minh')
    expect(openingFieldsOf('2026-12-23T17:00Z')).toEqual({
      openingDay: '2026-12-24',
      openingTime: '00:00',
    })
    inZone('America/New_York')
    expect(openingFieldsOf('2026-12-23T17:00Z')).toEqual({
      openingDay: '2026-12-23',
      openingTime: '12:00',
    })
  })
})

describe('the form', () => {
  const NOW = Date.parse('2026-12-06T03:00Z')
  const draft = {
    ...NEW_DRAFT,
    recipientName: 'Lan',
    loveLine: 'Giáng sinh vui nhé',
    gifUrl: CURATED_GIFS[0].url,
    openingDay: '2026-12-24',
  }

  it('writes the instant in a v5 link, which reads back and comes back to the form', () => {
    inZone('Asia/Ho_Chi_Minh')
    const page = pageOfDraft(draft)
    expect(page.opening).toBe('2026-12-23T17:00Z')
    const fragment = encodePage(page)
    expect(fragment).toMatch(/^v5\./)
    const read = decodeFragment(fragment, DEFAULT_GIF_HOSTS, DEFAULT_AUDIO_HOSTS)
    expect(read.kind === 'valid' && read.page.opening).toBe('2026-12-23T17:00Z')
    expect(read.kind === 'valid' && draftOfPage(read.page, NEW_DRAFT)).toMatchObject({
      openingDay: '2026-12-24',
      openingTime: '00:00',
    })
    // No day, no moment: the link is as before.
    expect(pageOfDraft({ ...draft, openingDay: '' }).opening).toBeUndefined()
    expect(encodePage(pageOfDraft({ ...draft, openingDay: '' }))).toMatch(/^v1\./)
  })

  it('refuses a moment past, out of range or that does not exist, in the maker’s language', () => {
    inZone('Asia/Ho_Chi_Minh')
    const texts = vi.create
    expect(openingErrors(draft, NOW, texts)).toEqual({})
    expect(openingErrors({ ...draft, openingDay: '' }, NOW, texts)).toEqual({})
    expect(openingErrors({ ...draft, openingDay: '2026-12-05' }, NOW, texts)).toEqual({
      openingDay: texts.openingPast,
    })
    // The minute it is now has passed too: a link opens after it is made.
    expect(
      openingErrors({ ...draft, openingDay: '2026-12-06', openingTime: '10:00' }, NOW, texts),
    ).toEqual({ openingDay: texts.openingPast })
    // 1/1/2101 in Saigon is still 2100 in UTC, the link's clock: the 2nd is not.
    expect(openingErrors({ ...draft, openingDay: '2101-01-02' }, NOW, en.create)).toEqual({
      openingDay: en.create.openingOutOfRange,
    })
    expect(openingErrors({ ...draft, openingDay: '2026-02-30' }, NOW, texts)).toEqual({
      openingDay: texts.openingInvalid,
    })
    // The rest of the form knows nothing of the clock.
    expect(draftErrors(draft, DEFAULT_GIF_HOSTS)).toEqual({})
  })

  it('is kept in the saved draft', () => {
    const saved = {
      draft: { ...draft, openingTime: '20:30' },
      occasion: 'none',
      savedAt: NOW,
      tab: 't',
    } as const
    expect(savedDraftOf(textOfSaved(saved), NEW_DRAFT, NOW)?.draft).toMatchObject({
      openingDay: '2026-12-24',
      openingTime: '20:30',
    })
  })
})
