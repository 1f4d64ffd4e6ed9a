import { describe, expect, test } from 'vitest'
import { offeredLanguage, preferredLanguage } from '../../src/pages/create/pageFields/languageOffer'
import { draftErrors, type CreateDraft } from '../../src/pages/create/draft/draft'
import {
  isSuggestion,
  suggestedLine,
  suggestionOf,
} from '../../src/pages/create/pageFields/suggestedLine'
import { contactError } from '../../src/share/contact'
import { CURATED_GIFS } from '../../src/share/curated'
import { LANGUAGES } from '../../src/texts/languages'
import { OCCASIONS } from '../../src/occasions/occasions'
import { nameError, pageErrors } from '../../src/share/rules'
import { streamingError } from '../../src/pages/create/song/streamingSites'
import { createTexts } from '../../src/texts/createTexts'
import { rulesTexts } from '../../src/texts/rulesTexts'

const HOSTS = ['media.giphy.com', 'media.tenor.com']

describe('the line an occasion suggests', () => {
  const tet = suggestionOf('vi', 'tet')
  const birthday = suggestionOf('en', 'birthday')

  test('is the occasion’s line in the page’s language', () => {
    expect(tet).toBe('Năm mới, chúc em an khang, hạnh phúc, và năm nào cũng có anh bên cạnh!')
    expect(birthday).toBe(createTexts.en.occasionLines.birthday)
  })

  test('fills an empty field, or one holding only spaces, when an occasion is picked', () => {
    expect(suggestedLine('', tet, true)).toBe(tet)
    expect(suggestedLine('  ', tet, true)).toBe(tet)
  })

  test('replaces a previous suggestion, of any occasion and language', () => {
    for (const language of LANGUAGES) {
      for (const occasion of OCCASIONS) {
        expect(suggestedLine(suggestionOf(language, occasion), birthday, true)).toBe(birthday)
      }
    }
    // As it travels: a suggestion with a space after it is still the suggestion.
    expect(suggestedLine(`${tet} `, birthday, false)).toBe(birthday)
  })

  test('never overwrites the maker’s own words, even one letter off a suggestion', () => {
    expect(suggestedLine('Yêu em', tet, true)).toBe('Yêu em')
    expect(suggestedLine(`${tet}!`, birthday, true)).toBe(`${tet}!`)
    expect(isSuggestion('Yêu em')).toBe(false)
  })

  test('a change of language leaves an empty field empty', () => {
    expect(suggestedLine('', birthday, false)).toBe('')
  })
})

describe('the language offered on /create', () => {
  test('is the first of the site’s languages the browser lists, by primary subtag', () => {
    expect(preferredLanguage(['en-US', 'en'])).toBe('en')
    expect(preferredLanguage(['fr-FR', 'EN-GB', 'vi'])).toBe('en')
    expect(preferredLanguage(['vi-VN', 'vi', 'en-US'])).toBe('vi')
    expect(preferredLanguage(['fr', 'de'])).toBeUndefined()
    expect(preferredLanguage([])).toBeUndefined()
  })

  test('is offered only when it is not the page’s', () => {
    expect(offeredLanguage(['en-US'], 'vi')).toBe('en')
    expect(offeredLanguage(['vi-VN'], 'en')).toBe('vi')
    expect(offeredLanguage(['en-US'], 'en')).toBeUndefined()
    expect(offeredLanguage(['vi-VN', 'en'], 'vi')).toBeUndefined()
    expect(offeredLanguage(['ja'], 'vi')).toBeUndefined()
  })
})

describe('the rules speak the language they are given', () => {
  test('a verdict alone without texts, as the link decoder asks: no language ships with it', () => {
    expect(nameError('')).toBeTruthy()
    expect(`${nameError('') ?? ''}`).not.toBe(rulesTexts.vi.textEmpty(rulesTexts.vi.nameHint, 40))
    expect(nameError('Vy')).toBeUndefined()
    expect(contactError('phone', '12')).toBeTruthy()
    expect(contactError('phone', '0912345678')).toBeUndefined()
    expect(
      Object.keys(pageErrors({ recipientName: '', loveLine: 'x', gifUrl: '' }, HOSTS)),
    ).toEqual(['recipientName', 'gifUrl'])
  })

  test('Vietnamese when the Vietnamese /create passes its texts', () => {
    const vi = rulesTexts.vi
    expect(nameError('', vi)).toBe(vi.textEmpty(vi.nameHint, 40))
    expect(contactError('phone', '12', vi)).toBe(vi.contactPhone)
  })

  test('English when /en/create passes its texts', () => {
    const en = rulesTexts.en
    expect(nameError('', en)).toBe(en.textEmpty(en.nameHint, 40))
    expect(contactError('phone', '12', en)).toBe(en.contactPhone)
    const errors = pageErrors(
      { recipientName: 'Vy', loveLine: '<b>x</b>', gifUrl: 'http://a.gif' },
      HOSTS,
      [],
      en,
    )
    expect(errors).toEqual({ loveLine: en.textMarkup(en.lineWhat), gifUrl: en.gifNotHttps })
    expect(streamingError('youtu.be/abc', [], createTexts.en)).toBe(
      `${createTexts.en.streamingWhy('YouTube')} ${createTexts.en.streamingInsteadTune}`,
    )
  })

  test('the /create draft’s messages follow /create’s language', () => {
    const draft: CreateDraft = {
      recipientName: '',
      loveLine: 'Love you',
      gifUrl: CURATED_GIFS[0].url,
      question: '',
      messenger: '',
      phone: '0912',
      email: '',
    }
    const en = rulesTexts.en
    expect(draftErrors(draft, HOSTS, [], 'en')).toEqual({
      recipientName: en.textEmpty(en.nameHint, 40),
      phone: en.contactPhone,
    })
    expect(draftErrors(draft, HOSTS).recipientName).toBe(
      rulesTexts.vi.textEmpty(rulesTexts.vi.nameHint, 40),
    )
  })
})
