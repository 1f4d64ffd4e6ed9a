import { describe, expect, it } from 'vitest'
import { DAY_KINDS } from '../../src/share/steps/days'
import type { StoryStep } from '../../src/share/story'
import { pressOnStep } from '../../src/pages/story/storyPress'
import { stepViewOf } from '../../src/pages/story/steps/stepViews'
import { AT_START, WHOLE } from '../../src/pages/story/steps/stepView'

const press = (step: StoryStep | undefined, progress = AT_START, answer?: 'yes' | 'no') =>
  pressOnStep(step, step && stepViewOf(step), progress, answer)

describe('a press on a story step', () => {
  it('opens a letter, shows the rest of its writing, then goes on', () => {
    const letter: StoryStep = { kind: 'letter', text: 'Em ơi' }
    expect(press(letter)).toEqual({ kind: 'inside', progress: { ...AT_START, phase: 'writing' } })
    expect(press(letter, { ...AT_START, phase: 'writing' })).toEqual({
      kind: 'inside',
      progress: { ...AT_START, phase: 'whole' },
    })
    expect(press(letter, WHOLE)).toEqual({ kind: 'next' })
  })

  it('shows one more reason at each press, then goes on after the last', () => {
    const reasons: StoryStep = { kind: 'reasons', reasons: ['a', 'b'] }
    expect(press(reasons)).toEqual({ kind: 'inside', progress: { ...AT_START, shown: 2 } })
    expect(press(reasons, { ...AT_START, shown: 2 })).toEqual({ kind: 'next' })
  })

  it('waits on a question until it is answered yes; a no ends the story there', () => {
    const question: StoryStep = { kind: 'question', question: 'Đi chơi nhé?' }
    expect(press(question)).toEqual({ kind: 'held' })
    expect(press(question, AT_START, 'no')).toEqual({ kind: 'held' })
    expect(press(question, AT_START, 'yes')).toEqual({ kind: 'next' })
  })

  it('goes on from the days at once, and only blooms on the page itself', () => {
    expect(press({ kind: 'days', date: '2020-02-14', what: DAY_KINDS[0] })).toEqual({
      kind: 'next',
    })
    expect(press(undefined)).toEqual({ kind: 'last' })
  })
})
