import { expect, it } from 'vitest'
import {
  DODGE_MARGIN_PX,
  findDodgeSpot,
  grownRect,
  isFreeSpot,
  isNear,
} from '../../src/pages/question/dodgeSpot'
import { createSeededRng } from '../../src/particles/rng'

const PHONE = { width: 390, height: 844 }
const yes = { x: 63, y: 560, width: 136, height: 48 }
const no = { x: 215, y: 560, width: 112, height: 48 }
const question = { x: 24, y: 490, width: 342, height: 40 }

it('jumps inside the screen, clear of Đồng ý as big as it grows, and off its old place', () => {
  const rng = createSeededRng(7)
  const mustAvoid = grownRect(yes, 1.32)
  for (let i = 0; i < 2000; i++) {
    const view = { width: 320 + rng() * 1000, height: 480 + rng() * 500 }
    const size = { width: 100 + rng() * 120, height: 48 }
    const spot = findDodgeSpot(view, size, no, mustAvoid, [question], rng)
    expect(spot).toBeDefined()
    const rect = { ...spot!, ...size }
    expect(isFreeSpot(view, rect, mustAvoid)).toBe(true)
    expect(rect.x).toBeGreaterThanOrEqual(DODGE_MARGIN_PX)
    expect(rect.y + rect.height).toBeLessThanOrEqual(view.height - DODGE_MARGIN_PX)
    expect(isNear(rect, mustAvoid, DODGE_MARGIN_PX)).toBe(false)
    expect(isNear(rect, no, 0)).toBe(false)
  }
})

it('keeps off the question where there is room, and stays put where there is none', () => {
  const rng = createSeededRng(8)
  for (let i = 0; i < 200; i++) {
    const spot = findDodgeSpot(PHONE, no, no, yes, [question], rng)!
    expect(isNear({ ...spot, width: no.width, height: no.height }, question, 0)).toBe(false)
  }
  const tiny = { width: 140, height: 70 }
  expect(findDodgeSpot(tiny, no, no, yes, [], rng)).toBeUndefined()
})

it('grows a rect about its centre', () => {
  expect(grownRect({ x: 10, y: 10, width: 100, height: 50 }, 1.2)).toEqual({
    x: 0,
    y: 5,
    width: 120,
    height: 60,
  })
})
