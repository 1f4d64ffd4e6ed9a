/**
 * One step of each kind, within its rules, for the tests that go through every kind (typed so a
 * kind without one fails the type check), and the words each paints before the app for Lan.
 */
import type { StepKind, StepOfKind } from '../../src/share/story'

export const STEP_EXAMPLES = {
  letter: { kind: 'letter', text: 'Gửi em,\nAnh nhớ em.\n\nYêu em' },
  reasons: { kind: 'reasons', reasons: ['Nụ cười', 'Giọng nói'] },
  days: { kind: 'days', date: '2024-02-29', what: 'married' },
  question: {
    kind: 'question',
    question: 'Đi chơi nhé?',
    contact: { kind: 'phone', value: '0912345678' },
  },
  memories: {
    kind: 'memories',
    memories: [
      { photo: 'https://i.imgur.com/Ab12Cd3.jpg', caption: 'Đà Lạt' },
      { photo: 'https://i.imgur.com/Ef45Gh6.jpg', caption: 'Biển' },
    ],
  },
} as const satisfies { readonly [Kind in StepKind]: StepOfKind<Kind> }

/** The early words of each example for Lan, in Vietnamese, on a page for no occasion. */
export const EARLY_WORDS_OF_EXAMPLES = {
  letter: ['Gửi Lan'],
  reasons: ['Những lý do anh thương Lan', 'Nụ cười'],
  days: ['Những ngày của chúng mình'],
  question: ['Đi chơi nhé?'],
  memories: ['Những kỷ niệm của anh và Lan', 'Đà Lạt'],
} as const satisfies Record<StepKind, readonly string[]>
