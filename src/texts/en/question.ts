/** The question page's texts in English (vi/question.ts says what each is). */
import type { QuestionTexts } from '../types.js'

export const defaultQuestion: QuestionTexts['defaultQuestion'] = 'Will you be mine?'
export const closingLine: QuestionTexts['closingLine'] =
  "That's okay. Thank you for being honest with me 💗"
export const yes: QuestionTexts['yes'] = 'Yes'
export const noLabels: QuestionTexts['noLabels'] = [
  'No',
  'Are you sure? 🥺',
  'Think again?',
  'Pretty please 🥹',
  'No, really',
]
export const saidYes: QuestionTexts['saidYes'] = 'Yes!'
export const noMoved: QuestionTexts['noMoved'] = (label, isStill) =>
  `The No button ran off and now says “${label}”.${isStill ? " It won't move again." : ''}`
export const replySend: QuestionTexts['replySend'] = 'Send your answer'
export const replySendZalo: QuestionTexts['replySendZalo'] = 'Send on Zalo'
export const replySendSms: QuestionTexts['replySendSms'] = 'Send by SMS'
export const replyCopy: QuestionTexts['replyCopy'] = 'Copy your answer'
export const replyCopied: QuestionTexts['replyCopied'] =
  'Your answer is copied. Now send it to them!'
export const replyCopyFailed: QuestionTexts['replyCopyFailed'] = "Couldn't copy it."
export const replyCopiedForMessenger: QuestionTexts['replyCopiedForMessenger'] =
  'Your answer is copied. Paste it into Messenger.'
export const replyCopiedForZalo: QuestionTexts['replyCopiedForZalo'] =
  'Your answer is copied. Paste it into Zalo.'
export const replyCopyByHand: QuestionTexts['replyCopyByHand'] = (app) =>
  `Press and hold to copy, then paste it into ${app}`
export const replyOpenings: QuestionTexts['replyOpenings'] = {
  yes: "It's a yes from me 💖",
  no: "Thank you, but it's a no from me this time 🙏",
}
export const replyQuestion: QuestionTexts['replyQuestion'] = 'You asked'
export const replySubjects: QuestionTexts['replySubjects'] = {
  yes: 'Yes',
  no: 'My answer',
}
