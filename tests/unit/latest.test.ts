import { expect, test } from 'vitest'
import { createLatest, putLatest, takeLatest } from '../../src/particles/latest'

test('a slot starts empty and gives nothing', () => {
  const slot = createLatest<number>()
  expect(slot.value).toBeNull()
  expect(takeLatest(slot)).toBeNull()
})

test('the latest value put wins, and is taken once', () => {
  const slot = createLatest<number>()
  putLatest(slot, 1)
  putLatest(slot, 2)
  expect(slot.value).toBe(2)
  expect(takeLatest(slot)).toBe(2)
  expect(takeLatest(slot)).toBeNull()
  putLatest(slot, 3)
  expect(takeLatest(slot)).toBe(3)
})

test('putting and taking keep the same slot and value (nothing is copied)', () => {
  const slot = createLatest<{ x: number }>()
  const value = { x: 1 }
  putLatest(slot, value)
  expect(takeLatest(slot)).toBe(value)
  expect(slot).toEqual({ value: null })
})
