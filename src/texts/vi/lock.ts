/**
 * A locked link's page (/share/sealed/): its question's form, what it says while it opens, to a
 * wrong answer, to a link cut short, and where the browser cannot open it (no `crypto.subtle`, on
 * an http address). Both languages ride in the page's HTML for its early script, which paints in
 * the browser's language, and in the page's lazy chunk. Pure data.
 */

export const lock = {
  /** What comes before the question: who asks it is the page's maker. */
  lead: 'Trang này được khóa bằng một câu hỏi',
  /** The field's label. */
  answerLabel: 'Câu trả lời của bạn',
  open: 'Mở',
  /** While the key is derived from the answer (about a second on a phone). */
  busy: 'Đang mở…',
  /** A wrong answer: gently, and the field stays open to another try. */
  wrong: 'Chưa đúng rồi, thử lại nhé',
  /** A link whose bytes were cut or changed on the way: never "wrong answer". */
  cut: 'Liên kết này chưa trọn vẹn: nó bị cắt mất một đoạn trên đường gửi. Nhờ người gửi gửi lại cho bạn cả liên kết nhé.',
  /** No `crypto.subtle` (an http address): the answer cannot be checked here. */
  insecure:
    'Trang này chỉ mở được ở một địa chỉ an toàn (https://…). Hãy mở lại liên kết bằng https nhé.',
}
