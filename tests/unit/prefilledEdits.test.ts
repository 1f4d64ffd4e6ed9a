import { expect, test } from 'vitest'
import { editOf } from '../../src/pages/create/fields/prefilledEdits'

const text = { type: 'text', value: '', defaultValue: '' }
const radio = { type: 'radio', value: 'b.gif', defaultValue: 'b.gif' }

test('a text field as its HTML wrote it holds no edit', () => {
  expect(editOf(text)).toBeUndefined()
  expect(editOf({ ...text, value: 'Vy', defaultValue: 'Vy' })).toBeUndefined()
})

test('text typed into a field, or cleared from it, is an edit', () => {
  expect(editOf({ ...text, value: 'Vy' })).toBe('Vy')
  expect(editOf({ ...text, value: '', defaultValue: 'Vy' })).toBe('')
  expect(editOf({ ...text, type: 'textarea', value: 'Thương' })).toBe('Thương')
})

test('a radio button picked after the HTML was written is an edit; one left alone is not', () => {
  expect(editOf({ ...radio, checked: true, defaultChecked: false })).toBe('b.gif')
  expect(editOf({ ...radio, checked: true, defaultChecked: true })).toBeUndefined()
  expect(editOf({ ...radio, checked: false, defaultChecked: true })).toBeUndefined()
  expect(editOf({ ...radio, checked: false, defaultChecked: false })).toBeUndefined()
})
