import { expect, test } from 'vitest'
import { MAX_DT_S } from '../../src/particles/constants'
import { clampDt } from '../../src/particles/time'

test('ordinary frame deltas pass through unchanged', () => {
  for (const dt of [1 / 144, 1 / 60, 1 / 30, MAX_DT_S / 2]) expect(clampDt(dt)).toBe(dt)
})

test('a long pause (a tab back from the background) counts as one short step', () => {
  for (const dt of [MAX_DT_S, 0.5, 60, 3600, Infinity]) expect(clampDt(dt)).toBe(MAX_DT_S)
})

test('a negative, zero or NaN delta moves nothing', () => {
  for (const dt of [0, -0, -1 / 60, -Infinity, Number.NaN]) expect(clampDt(dt)).toBe(0)
})
