/**
 * What the rules say when a value breaks one (src/share/rules.ts, contact.ts): the /create
 * form shows these messages. In the entry chunk, with the rules that check every opened link.
 * Vietnamese. Pure data.
 */
export const textEmpty = (hint: string, maxChars: number) => `${hint}, từ 1 đến ${maxChars} ký tự.`
export const textOneLine = (what: string) =>
  `${what} chỉ gồm một dòng, không xuống dòng, tab hay ký tự điều khiển.`
export const textMarkup = (what: string) =>
  `${what} không được chứa thẻ HTML (như <b> hay <script>).`
export const textTooLong = (what: string, maxChars: number, count: number) =>
  `${what} tối đa ${maxChars} ký tự (đang có ${count}).`
/** What each one-line text is called in its messages, and what its empty field asks for. */
export const nameWhat = 'Tên'
export const nameHint = 'Hãy nhập tên người ấy'
export const lineWhat = 'Lời yêu thương'
export const lineHint = 'Hãy viết lời yêu thương'
export const questionWhat = 'Câu hỏi'
export const questionHint = 'Hãy viết câu hỏi'
export const letterWhat = 'Lá thư'
export const letterHint = 'Hãy viết lá thư'
export const letterCharacters = 'Lá thư chỉ gồm chữ và các dòng, không có tab hay ký tự điều khiển.'
export const reasonWhat = 'Lý do'
export const reasonHint = 'Hãy viết một lý do'
export const reasonsTooMany = (maxCount: number) => `Tối đa ${maxCount} lý do.`
export const dayNotReal = 'Hãy chọn một ngày có thật trên lịch.'
export const gifEmpty = 'Hãy chọn một ảnh GIF hoặc dán liên kết của ảnh.'
export const gifTooLong = (maxChars: number) => `Liên kết ảnh GIF tối đa ${maxChars} ký tự.`
export const gifBadCharacters =
  'Liên kết ảnh GIF có ký tự không hợp lệ (dấu cách, < > hay ngoặc kép).'
export const gifNotHttps = 'Liên kết ảnh GIF phải bắt đầu bằng https://'
export const gifCredentials = 'Liên kết ảnh GIF không được chứa tên đăng nhập hay mật khẩu.'
/** A page address of an allowed site (giphy.com/gifs/…): say what to copy. */
export const gifSitePage =
  'Hãy dán địa chỉ của chính ảnh GIF (nhấn giữ ảnh › Sao chép địa chỉ hình ảnh).'
export const gifOffList = (sites: readonly string[]) =>
  `Ảnh GIF phải lấy từ ${sites.join(' hoặc ')}.`
export const songUnknownTune = 'Không có giai điệu này: hãy chọn một bài trong danh sách.'
export const songEmpty = 'Hãy dán liên kết của tệp nhạc.'
export const songTooLong = (maxChars: number) => `Liên kết nhạc tối đa ${maxChars} ký tự.`
export const songBadCharacters =
  'Liên kết nhạc có ký tự không hợp lệ (dấu cách, < > hay ngoặc kép).'
export const songNotHttps = 'Liên kết nhạc phải bắt đầu bằng https://'
export const songCredentials = 'Liên kết nhạc không được chứa tên đăng nhập hay mật khẩu.'
export const songNoHosts = 'Trang này không nhận liên kết nhạc: hãy chọn một giai điệu có sẵn.'
export const songOffList = (sites: readonly string[]) => `Nhạc phải lấy từ ${sites.join(' hoặc ')}.`
export const songNotAudio = (extensions: readonly string[]) =>
  `Liên kết phải trỏ tới một tệp nhạc (${extensions.map((ext) => `.${ext}`).join(', ')}).`
export const photoEmpty = 'Hãy chọn một ảnh từ máy, hoặc dán địa chỉ của ảnh.'
export const photoUnreadable = 'Không đọc được ảnh này: hãy chọn một ảnh khác.'
export const photoTooLong = (maxChars: number) => `Địa chỉ ảnh tối đa ${maxChars} ký tự.`
export const photoBadCharacters = 'Địa chỉ ảnh có ký tự không hợp lệ (dấu cách, < > hay ngoặc kép).'
export const photoNotHttps = 'Địa chỉ ảnh phải bắt đầu bằng https://'
export const photoCredentials = 'Địa chỉ ảnh không được chứa tên đăng nhập hay mật khẩu.'
export const photoNoHosts = 'Trang này không nhận ảnh theo địa chỉ: hãy chọn một ảnh từ máy.'
/** A photo site's page (imgur.com/abc): say what to copy. */
export const photoSitePage =
  'Đây là địa chỉ của một trang, chưa phải của ảnh: mở ảnh, nhấn giữ ảnh › Sao chép địa chỉ hình ảnh (kết thúc bằng .jpg hay .png).'
export const photoOffList = (sites: readonly string[]) =>
  `Ảnh theo địa chỉ phải lấy từ ${sites.join(', ')}.`
export const photoOneInLink = 'Liên kết chỉ mang được một ảnh từ máy: các ảnh khác hãy dán địa chỉ.'
export const captionWhat = 'Chú thích'
export const captionHint = 'Hãy viết chú thích cho ảnh'
export const memoriesTooMany = (maxCount: number) => `Tối đa ${maxCount} ảnh.`
export const contactMessenger =
  'Tên Messenger dài 5 đến 50 ký tự, gồm chữ không dấu, số hoặc dấu chấm (như thao.vy).'
export const contactPhone =
  'Số điện thoại gồm 10 hoặc 11 chữ số, bắt đầu bằng 0 (như 0912 345 678), hoặc có mã quốc gia sau dấu + (như +84 912 345 678).'
export const contactEmail = (maxChars: number) =>
  `Email chưa đúng dạng, ví dụ ten@gmail.com (tối đa ${maxChars} ký tự).`
