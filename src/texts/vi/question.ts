/**
 * The question page's texts (its lazy chunk): the default question, the answers, what `Không`
 * says as it runs away, the live region's words, and the reply that goes back to the maker.
 * Vietnamese, with voice slots (src/texts/voices.ts): `{me}` and `{you}` are the words of the one
 * who speaks the text, the maker, or the recipient in the reply (READER_SPOKEN). Pure data.
 */

/** What `Không` says after each dodge: five, the last stays put (styles.css grows `Đồng ý` 4 times). */
export type NoLabels = readonly [string, string, string, string, string]

/** What the page asks when its link carries no question (no link, or one it cannot trust). */
export const defaultQuestion = 'Làm người yêu {me} nhé?'
/** The gentle line a real decline ends on. */
export const closingLine = 'Không sao đâu. Cảm ơn {you} đã thật lòng 💗'
export const yes = 'Đồng ý'
export const noLabels: NoLabels = [
  'Không',
  'Chắc chưa? 🥺',
  'Nghĩ lại đi mà',
  'Năn nỉ đó 🥹',
  'Không, thật mà',
]
/** The live region, on a yes: the love line follows it. */
export const saidYes = 'Đồng ý rồi!'
/** The live region, after a dodge: the button's new words, and whether it now stays put. */
export const noMoved = (label: string, isStill: boolean) =>
  `Nút Không chạy sang chỗ khác, giờ ghi “${label}”.${isStill ? ' Nút sẽ không chạy nữa.' : ''}`
export const replySend = 'Gửi câu trả lời'
/** A number's two ways back, side by side: Zalo's chat (the words copied to paste) and an SMS. */
export const replySendZalo = 'Gửi qua Zalo'
export const replySendSms = 'Gửi qua SMS'
export const replyCopy = 'Sao chép câu trả lời'
export const replyCopied = 'Đã sao chép câu trả lời, gửi cho người ấy nhé!'
export const replyCopyFailed = 'Chưa sao chép được.'
export const replyCopiedForMessenger = 'Đã sao chép câu trả lời: dán vào Messenger nhé.'
export const replyCopiedForZalo = 'Đã sao chép câu trả lời: dán vào Zalo nhé.'
/** Over the words left selected in a field when no copy worked (an in-app browser refused). */
export const replyCopyByHand = (app: string) => `Nhấn giữ để sao chép, rồi dán vào ${app}`
/** The reply's first line: what was answered, in the recipient's voice. */
export const replyOpenings = {
  yes: '{Me} đồng ý rồi nè 💖',
  no: '{Me} cảm ơn, nhưng lần này {me} xin phép chưa đồng ý nhé 🙏',
}
/** The reply's second line names the question: `Câu hỏi: “…”`. */
export const replyQuestion = 'Câu hỏi'
/** An email's subject for the reply, before the question: `Em đồng ý: “…”`. */
export const replySubjects = {
  yes: '{Me} đồng ý',
  no: 'Câu trả lời',
}
