export const rules = {
  /**
   * What the rules say when a value breaks one (src/share/rules.ts, contact.ts): the /create
   * form shows these messages. In the entry chunk, with the rules that check every opened link.
   * Vietnamese. Pure data.
   */
  textEmpty: (hint: string, maxChars: number) => `${hint}, từ 1 đến ${maxChars} ký tự.`,
  textOneLine: (what: string) =>
    `${what} chỉ gồm một dòng, không xuống dòng, tab hay ký tự điều khiển.`,
  textMarkup: (what: string) => `${what} không được chứa thẻ HTML (như <b> hay <script>).`,
  textTooLong: (what: string, maxChars: number, count: number) =>
    `${what} tối đa ${maxChars} ký tự (đang có ${count}).`,
  /** What each one-line text is called in its messages, and what its empty field asks for. */
  nameWhat: 'Tên',
  nameHint: 'Hãy nhập tên người ấy',
  lineWhat: 'Lời yêu thương',
  lineHint: 'Hãy viết lời yêu thương',
  questionWhat: 'Câu hỏi',
  questionHint: 'Hãy viết câu hỏi',
  letterWhat: 'Lá thư',
  letterHint: 'Hãy viết lá thư',
  letterCharacters: 'Lá thư chỉ gồm chữ và các dòng, không có tab hay ký tự điều khiển.',
  reasonWhat: 'Lý do',
  reasonHint: 'Hãy viết một lý do',
  reasonsTooMany: (maxCount: number) => `Tối đa ${maxCount} lý do.`,
  dayNotReal: 'Hãy chọn một ngày có thật trên lịch.',
  gifEmpty: 'Hãy chọn một ảnh GIF hoặc dán liên kết của ảnh.',
  gifTooLong: (maxChars: number) => `Liên kết ảnh GIF tối đa ${maxChars} ký tự.`,
  gifBadCharacters: 'Liên kết ảnh GIF có ký tự không hợp lệ (dấu cách, < > hay ngoặc kép).',
  gifNotHttps: 'Liên kết ảnh GIF phải bắt đầu bằng https://',
  gifCredentials: 'Liên kết ảnh GIF không được chứa tên đăng nhập hay mật khẩu.',
  /** A page address of an allowed site (giphy.com/gifs/…): say what to copy. */
  gifSitePage: 'Hãy dán địa chỉ của chính ảnh GIF (nhấn giữ ảnh › Sao chép địa chỉ hình ảnh).',
  gifOffList: (sites: readonly string[]) => `Ảnh GIF phải lấy từ ${sites.join(' hoặc ')}.`,
  songUnknownTune: 'Không có giai điệu này: hãy chọn một bài trong danh sách.',
  songEmpty: 'Hãy dán liên kết của tệp nhạc.',
  songTooLong: (maxChars: number) => `Liên kết nhạc tối đa ${maxChars} ký tự.`,
  songBadCharacters: 'Liên kết nhạc có ký tự không hợp lệ (dấu cách, < > hay ngoặc kép).',
  songNotHttps: 'Liên kết nhạc phải bắt đầu bằng https://',
  songCredentials: 'Liên kết nhạc không được chứa tên đăng nhập hay mật khẩu.',
  songNoHosts: 'Trang này không nhận liên kết nhạc: hãy chọn một giai điệu có sẵn.',
  songOffList: (sites: readonly string[]) => `Nhạc phải lấy từ ${sites.join(' hoặc ')}.`,
  songNotAudio: (extensions: readonly string[]) =>
    `Liên kết phải trỏ tới một tệp nhạc (${extensions.map((ext) => `.${ext}`).join(', ')}).`,
  photoEmpty: 'Hãy chọn một ảnh từ máy, hoặc dán địa chỉ của ảnh.',
  photoUnreadable: 'Không đọc được ảnh này: hãy chọn một ảnh khác.',
  photoTooLong: (maxChars: number) => `Địa chỉ ảnh tối đa ${maxChars} ký tự.`,
  photoBadCharacters: 'Địa chỉ ảnh có ký tự không hợp lệ (dấu cách, < > hay ngoặc kép).',
  photoNotHttps: 'Địa chỉ ảnh phải bắt đầu bằng https://',
  photoCredentials: 'Địa chỉ ảnh không được chứa tên đăng nhập hay mật khẩu.',
  photoNoHosts: 'Trang này không nhận ảnh theo địa chỉ: hãy chọn một ảnh từ máy.',
  /** A photo site's page (imgur.com/abc): say what to copy. */
  photoSitePage:
    'Đây là địa chỉ của một trang, chưa phải của ảnh: mở ảnh, nhấn giữ ảnh › Sao chép địa chỉ hình ảnh (kết thúc bằng .jpg hay .png).',
  photoOffList: (sites: readonly string[]) => `Ảnh theo địa chỉ phải lấy từ ${sites.join(', ')}.`,
  photoOneInLink: 'Liên kết chỉ mang được một ảnh từ máy: các ảnh khác hãy dán địa chỉ.',
  captionWhat: 'Chú thích',
  captionHint: 'Hãy viết chú thích cho ảnh',
  memoriesTooMany: (maxCount: number) => `Tối đa ${maxCount} ảnh.`,
  contactMessenger:
    'Tên Messenger dài 5 đến 50 ký tự, gồm chữ không dấu, số hoặc dấu chấm (như thao.vy).',
  contactPhone:
    'Số điện thoại gồm 10 hoặc 11 chữ số, bắt đầu bằng 0 (như 0912 345 678), hoặc có mã quốc gia sau dấu + (như +84 912 345 678).',
  contactEmail: (maxChars: number) =>
    `Email chưa đúng dạng, ví dụ ten@gmail.com (tối đa ${maxChars} ký tự).`,
}
