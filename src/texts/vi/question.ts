/**
 * The question page's texts (its lazy chunk): the default question, the answers, what `Không`
 * says as it runs away, the live region's words, and the reply that goes back to the maker.
 * Vietnamese, with voice slots (src/texts/voices.ts): `{me}` and `{you}` are the words of the one
 * who speaks the text, the maker, or the recipient in the reply (READER_SPOKEN). Pure data.
 */

/** What `Không` says after each dodge: five, the last stays put (styles.css grows `Đồng ý` 4 times). */
export type NoLabels = readonly [string, string, string, string, string]

export const question = {
  /** What the page asks when its link carries no question (no link, or one it cannot trust). */
  defaultQuestion: 'Làm người yêu {me} nhé?',
  /** The gentle line a real decline ends on. */
  closingLine: 'Không sao đâu. Cảm ơn {you} đã thật lòng 💗',
  yes: 'Đồng ý',
  noLabels: ['Không', 'Chắc chưa? 🥺', 'Nghĩ lại đi mà', 'Năn nỉ đó 🥹', 'Không, thật mà'],
  /** The live region, on a yes: the love line follows it. */
  saidYes: 'Đồng ý rồi!',
  /** The live region, after a dodge: the button's new words, and whether it now stays put. */
  noMoved: (label: string, isStill: boolean) =>
    `Nút Không chạy sang chỗ khác, giờ ghi “${label}”.${isStill ? ' Nút sẽ không chạy nữa.' : ''}`,
  replySend: 'Gửi câu trả lời',
  /** A number's two ways back, side by side: Zalo's chat (the words copied to paste) and an SMS. */
  replySendZalo: 'Gửi qua Zalo',
  replySendSms: 'Gửi qua SMS',
  replyCopy: 'Sao chép câu trả lời',
  replyCopied: 'Đã sao chép câu trả lời, gửi cho người ấy nhé!',
  replyCopyFailed: 'Chưa sao chép được.',
  replyCopiedForMessenger: 'Đã sao chép câu trả lời: dán vào Messenger nhé.',
  replyCopiedForZalo: 'Đã sao chép câu trả lời: dán vào Zalo nhé.',
  /** Over the words left selected in a field when no copy worked (an in-app browser refused). */
  replyCopyByHand: (app: string) => `Nhấn giữ để sao chép, rồi dán vào ${app}`,
  /** The reply's first line: what was answered, in the recipient's voice. */
  replyOpenings: {
    yes: '{Me} đồng ý rồi nè 💖',
    no: '{Me} cảm ơn, nhưng lần này {me} xin phép chưa đồng ý nhé 🙏',
  },
  /** The reply's second line names the question: `Câu hỏi: “…”`. */
  replyQuestion: 'Câu hỏi',
  /** An email's subject for the reply, before the question: `Em đồng ý: “…”`. */
  replySubjects: {
    yes: '{Me} đồng ý',
    no: 'Câu trả lời',
  },
}
