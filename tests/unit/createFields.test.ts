// The /create fields written once and used in several places: the list editor of reasons and
// memories, the contact field of the page's and a story's question, the address-with-hosts field.
import { createElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { AddressField } from '../../src/pages/create/fields/AddressField'
import { ContactField, contactFieldOf } from '../../src/pages/create/question/ContactField'
import { MemoriesEditor } from '../../src/pages/create/steps/MemoriesEditor'
import { ReasonsEditor } from '../../src/pages/create/steps/ReasonsEditor'
import { CONTACT_KINDS } from '../../src/share/contact'
import { REASONS_MAX } from '../../src/share/steps/reasons'
import { createTexts } from '../../src/texts/createTexts'
import { LanguageContext } from '../../src/texts/language'

const en = createTexts.en
const inEnglish = (element: ReactNode) =>
  renderToStaticMarkup(createElement(LanguageContext.Provider, { value: 'en' }, element))
const reasons = (list: string[]) =>
  inEnglish(
    createElement(ReasonsEditor, {
      id: 3,
      step: { kind: 'reasons', reasons: list },
      error: undefined,
      onChange: () => {},
    }),
  )
const memories = (count: number) =>
  inEnglish(
    createElement(MemoriesEditor, {
      id: 4,
      step: {
        kind: 'memories',
        memories: Array.from({ length: count }, () => ({ photo: '', caption: '' })),
      },
      error: undefined,
      onChange: () => {},
      hasDevicePhoto: false,
    }),
  )
const field = { error: undefined, inputRef: { current: null }, onChange: () => {} }

describe('the list editor of reasons and memories', () => {
  test('takes an item away only while there are two or more', () => {
    expect(reasons(['a'])).not.toContain(`aria-label="${en.reasonRemove(1)}"`)
    const two = reasons(['a', 'b'])
    expect(two).toContain(`aria-label="${en.reasonRemove(1)}"`)
    expect(two).toContain(`aria-label="${en.reasonRemove(2)}"`)
    expect(memories(1)).not.toContain(`aria-label="${en.memoryRemove(1)}"`)
    expect(memories(2)).toContain(`aria-label="${en.memoryRemove(2)}"`)
  })

  test('gives each item its own class and its fields their place in the id', () => {
    const html = reasons(['a', 'b'])
    expect(html.match(/<li class="story-reasons__item"/g)).toHaveLength(2)
    expect(html).toContain('id="story-3-reason-1"')
    expect(memories(2).match(/<li class="story-memories__item"/g)).toHaveLength(2)
  })

  test('says when it is full, and counts its items', () => {
    expect(reasons(['a'])).not.toContain('aria-disabled')
    const full = reasons(Array.from({ length: REASONS_MAX }, (_, index) => `${index}`))
    expect(full).toContain('aria-disabled="true"')
    expect(full).toContain(en.reasonsCount(REASONS_MAX, REASONS_MAX))
  })
})

describe('the contact field', () => {
  test("takes its label, keyboard and example from its kind's one row", () => {
    for (const kind of CONTACT_KINDS) {
      const { label, type, placeholder } = contactFieldOf(kind, en)
      const html = inEnglish(createElement(ContactField, { ...field, id: 'c', kind, value: '' }))
      expect(html).toContain(`>${label}</label>`)
      expect(html).toContain(`type="${type}"`)
      expect(html).toContain(`placeholder="${placeholder}"`)
    }
  })
})

describe('the address-with-hosts field', () => {
  test('is described by its error and its hosts, and by its note when it has one', () => {
    const plain = inEnglish(
      createElement(AddressField, { ...field, id: 'a', label: 'A', value: '', hosts: 'H' }),
    )
    expect(plain).toContain('aria-describedby="a-error a-hosts"')
    expect(plain).toContain('<p id="a-hosts" class="create-count">H</p>')
    const noted = inEnglish(
      createElement(AddressField, {
        ...field,
        id: 'a-url',
        lines: 'a',
        label: 'A',
        value: '',
        note: '',
        hosts: 'H',
      }),
    )
    expect(noted).toContain('id="a-url"')
    expect(noted).toContain('aria-describedby="a-url-error a-note a-hosts"')
    expect(noted).toContain('<p id="a-note" class="create-note" aria-live="polite"></p>')
  })
})
