/** The question page's texts in English (vi/question.ts says what each is). */
import type { QuestionTexts } from '../types.js'

export const question: QuestionTexts = {
  defaultQuestion: 'Will you be mine?',
  closingLine: "That's okay. Thank you for being honest with me 💗",
  yes: 'Yes',
  noLabels: ['No', 'Are you sure? 🥺', 'Think again?', 'Pretty please 🥹', 'No, really'],
  saidYes: 'Yes!',
  noMoved: (label, isStill) =>
    `The No button ran off and now says “${label}”.${isStill ? " It won't move again." : ''}`,
  replySend: 'Send your answer',
  replySendZalo: 'Send on Zalo',
  replySendSms: 'Send by SMS',
  replyCopy: 'Copy your answer',
  replyCopied: 'Your answer is copied. Now send it to them!',
  replyCopyFailed: "Couldn't copy it.",
  replyCopiedForMessenger: 'Your answer is copied. Paste it into Messenger.',
  replyCopiedForZalo: 'Your answer is copied. Paste it into Zalo.',
  replyCopyByHand: (app) => `Press and hold to copy, then paste it into ${app}`,
  replyOpenings: {
    yes: "It's a yes from me 💖",
    no: "Thank you, but it's a no from me this time 🙏",
  },
  replyQuestion: 'You asked',
  replySubjects: {
    yes: 'Yes',
    no: 'My answer',
  },
}
