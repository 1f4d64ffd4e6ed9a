/**
 * /create's texts (its lazy chunk): the form's labels, hints and messages, the occasion picker
 * with each occasion's suggested line, the preview, the music field, what it says of a
 * streaming site's link, and the made links with their QR code. The title is the site's
 * (site.ts), the rules' messages are rules.ts's. Vietnamese. Pure data.
 */
import type { Occasion } from '../../occasions/occasions.js'
import type { TuneId } from '../../music/song.js'
import { fullPercent } from '../fullPercent.js'

export const lead =
  'Viết tên người ấy, một lời yêu thương, chọn ảnh GIF, có thể thêm nhạc và một câu hỏi, rồi gửi liên kết. Không cần cài gì.'
export const nameLabel = 'Tên người ấy'
export const namePlaceholder = 'Em Yêu'
export const lineLabel = 'Lời yêu thương'
export const linePlaceholder = 'Anh yêu em nhiều lắm!'
/** A text field's count, in the rules' own unit (graphemes). */
export const charCount = (count: number, maxChars: number) => `${count}/${maxChars} ký tự`
export const privacy =
  'Những gì bạn viết nằm trong chính liên kết, không gửi lên máy chủ của trang này; ai có liên kết đều xem được.'
export const submit = 'Tạo liên kết'
/** The lock (docs/LINK-V5.md, "The locked link"): folded under its switch, by the privacy line. */
export const lockToggle = 'Khóa trang'
export const lockWhat =
  'Khóa là tấm rèm che mắt người tò mò, không phải két sắt: ai có liên kết vẫn có thể thử đoán câu trả lời trên máy của họ.'
export const lockNeedsHttps =
  'Khóa trang chỉ dùng được khi trang này mở qua địa chỉ an toàn (https).'
export const lockQuestionLabel = 'Câu hỏi khóa'
export const lockQuestionPlaceholder = 'Nơi mình gặp nhau lần đầu?'
export const lockQuestionWhat = 'Câu hỏi khóa'
export const lockQuestionHint = 'Hãy viết câu hỏi khóa'
export const lockAnswerLabel = 'Câu trả lời'
export const lockAnswerPlaceholder = 'Đà Lạt'
export const lockAnswerEmpty = 'Hãy viết câu trả lời: người ấy cần nó để mở trang.'
export const lockAnswerNoLetters =
  'Câu trả lời cần ít nhất một chữ cái hoặc chữ số (dấu câu và biểu tượng không được tính).'
export const lockAnswerTooLong = (maxChars: number, count: number) =>
  `Câu trả lời tối đa ${maxChars} ký tự (đang có ${count}).`
/** How the answer is matched, from the maker's own answer: `'da lat', 'Đà Lạt' hay 'DALAT'`. */
export const lockMatching = (examples: readonly string[]) => {
  const quoted = examples.map((example) => `'${example}'`)
  const list =
    quoted.length < 2
      ? quoted.join('')
      : `${quoted.slice(0, -1).join(', ')} hay ${quoted[quoted.length - 1]}`
  return `Gõ ${list} đều mở được: không phân biệt dấu, chữ hoa hay dấu cách.`
}
export const lockMatchingRule = 'Khi mở, không phân biệt dấu, chữ hoa hay dấu cách.'
export const lockAnswerAdvice =
  'Chọn điều chỉ hai người biết và không có trên trang cá nhân: biệt danh riêng, một nơi, một món ăn… Đừng dùng ngày sinh hay cái tên ai cũng biết.'
export const lockAnswerNotKept =
  'Câu trả lời không được lưu trên máy này: mở lại trang thì cần nhập lại.'
export const lockSealing = 'Đang khóa trang…'
export const lockSealFailed = 'Không khóa được trang trên trình duyệt này. Hãy thử lại.'
export const resultLocked = (question: string) =>
  `Trang đã khóa: người ấy cần trả lời “${question}” để mở.`
export const editLinkSealed =
  'Liên kết đã khóa không sửa được ở đây; hãy mở bằng câu trả lời để xem, rồi sửa bản nháp trên máy này và tạo liên kết mới.'
/** The draft kept on this device (savedDraft.ts), starting again, and changing a made link. */
export const draftKept = 'Bản nháp được lưu trên máy này (không gửi đi đâu), mở lại trang vẫn còn.'
export const draftRestart = 'Bắt đầu lại'
export const draftRestarted = 'Đã xoá bản nháp.'
export const draftUndo = 'Hoàn tác'
export const draftFromLink = 'Đã mở trang từ liên kết để sửa.'
export const draftBackToSaved = 'Quay lại bản nháp trước'
export const draftOtherTab = 'Một thẻ khác vừa lưu bản nháp mới hơn.'
export const draftTakeOther = 'Dùng bản đó'
export const draftKeepMine = 'Giữ bản này'
export const draftPhotoNotKept =
  'Máy không còn chỗ lưu ảnh này: mở lại trang thì chỉ còn chữ, hãy chọn lại ảnh.'
export const editLinkLabel = 'Dán liên kết đã tạo để sửa'
export const editLinkOpen = 'Mở để sửa'
export const editLinkInvalid = 'Liên kết này không mở được: hãy dán cả liên kết, từ đầu đến cuối.'
export const editNewLink = 'Sửa xong sẽ có một liên kết mới; liên kết cũ vẫn mở trang cũ.'
export const resultEdit = 'Sửa trang này'
export const linkTooLong = (maxChars: number) =>
  `Liên kết sẽ dài hơn ${maxChars.toLocaleString('vi')} ký tự, hãy rút ngắn lời yêu thương hoặc tên.`
/** The name of the list holding the switch to the other language's /create. */
export const languageNav = 'Ngôn ngữ'
/**
 * Offered on the other language's /create to a browser that prefers this language: said in this
 * language, a question and the link.
 */
export const languageOfferQuestion = 'Bạn muốn dùng tiếng Việt?'
export const languageOfferLink = 'Tạo trang bằng tiếng Việt'
export const pageLanguageLegend = 'Ngôn ngữ của trang'
export const pageLanguageHint = 'Trang người ấy mở sẽ hiện bằng ngôn ngữ này.'
/** The voice picker (a Vietnamese page's): how the two call each other. */
export const voiceLegend = 'Hai bạn xưng hô thế nào?'
export const voiceHint =
  'Chữ của trang (tiêu đề, câu trả lời, lời gợi ý) nói theo cách này; lời bạn viết giữ nguyên.'
export const senderLabel = 'Tên của bạn (không bắt buộc)'
export const senderPlaceholder = 'Minh'
export const occasionLegend = 'Dịp đặc biệt'
export const occasionHint = 'Mỗi dịp có màu riêng và gợi ý một lời yêu thương.'
/** The picker's labels: the day's own name, as people say it. */
export const occasionNames = {
  none: 'Không có dịp',
  valentine: 'Valentine 14/2',
  'womens-day': 'Quốc tế Phụ nữ 8/3',
  'vn-womens-day': 'Phụ nữ Việt Nam 20/10',
  'mid-autumn': 'Trung Thu',
  tet: 'Tết',
  birthday: 'Sinh nhật',
  anniversary: 'Ngày kỷ niệm',
} satisfies Record<Occasion, string>
/**
 * The love line an occasion suggests, one line within the rules (src/share/rules.ts), in the
 * maker's voice (`{me}`, `{you}`: src/texts/voices.ts). With no occasion, in anh → em, it is the
 * default line, so /create suggests what the page shows anyway.
 */
export const occasionLines = {
  none: '{Me} yêu {you} nhiều lắm!',
  valentine: 'Valentine này, và mọi ngày sau nữa, {me} chỉ muốn ở bên {you}.',
  'womens-day': 'Chúc {you} 8/3 thật xinh, thật vui và luôn được yêu thương!',
  'vn-womens-day': '20/10 này, chúc {you} luôn xinh đẹp, rạng rỡ và hạnh phúc bên {me}!',
  'mid-autumn': 'Trăng đêm nay thật tròn, nhưng với {me}, {you} vẫn là ánh trăng đẹp nhất.',
  tet: 'Năm mới, chúc {you} an khang, hạnh phúc, và năm nào cũng có {me} bên cạnh!',
  birthday: 'Chúc {you} tuổi mới thật vui, thật xinh, và luôn được {me} thương thật nhiều!',
  anniversary:
    'Cảm ơn {you} đã cùng {me} đi qua từng ngày. Mỗi năm qua đi, {me} lại càng yêu {you} hơn!',
} satisfies Record<Occasion, string>
export const gifLegend = 'Ảnh GIF'
export const gifUrlLabel = 'Hoặc dán liên kết ảnh GIF (https://…)'
export const gifHosts = (sites: readonly string[]) => `Nhận ảnh từ ${sites.join(', ')}.`
/** The preview's alt text for a GIF pasted by hand. */
export const gifChosenAlt = 'Ảnh GIF bạn chọn'
export const questionLegend = 'Hỏi người ấy (không bắt buộc)'
export const questionLabel = 'Câu hỏi'
export const questionPlaceholder = 'Làm người yêu anh nhé?'
export const questionContactHint =
  'Người ấy trả lời bạn qua một trong các cách sau (để trống thì người ấy tự chia sẻ):'
export const questionMessengerLabel = 'Tên Messenger'
export const questionMessengerPlaceholder = 'thao.vy'
export const questionPhoneLabel = 'Số điện thoại'
/** With a story, the page's question is the story's last step (draft.ts, pageOfDraft). */
export const questionGoesToStory =
  'Trang có câu chuyện: câu hỏi này sẽ là bước cuối cùng, ngay trước trang yêu thương.'
export const questionNoStepLeft = (maxSteps: number) =>
  `Câu chuyện đã đủ ${maxSteps} bước nên không còn chỗ cho câu hỏi này: hãy xoá một bước, hoặc để trống câu hỏi.`
export const questionPhonePlaceholder = '0912 345 678'
export const questionEmailLabel = 'Email'
export const questionEmailPlaceholder = 'ten@gmail.com'
export const questionOneContact = 'Chỉ cần một cách liên lạc: hãy để trống ô này.'
export const questionNeedsQuestion = 'Cách liên lạc chỉ dùng cho câu hỏi: hãy viết câu hỏi ở trên.'
export const previewTitle = 'Xem trước'
export const previewEmptyLine = 'Lời yêu thương của bạn'
/** A picture of the question page's answers. */
export const previewYes = 'Đồng ý'
export const previewNo = 'Không'
export const musicLegend = 'Nhạc'
export const musicNone = 'Không có nhạc'
export const musicLink = 'Dán liên kết tệp nhạc'
export const musicUrlLabel = 'Liên kết tệp nhạc (https://…)'
/** The file name in the music field's example address. */
export const musicUrlExampleFile = 'bai-hat.mp3'
export const musicHosts = (sites: readonly string[]) =>
  `Nhận tệp .mp3, .m4a, .aac từ ${sites.join(', ')}. Nhạc phát khi người ấy chạm vào trang.`
export const musicNoHosts = 'Trang này chỉ phát các giai điệu có sẵn.'
export const musicIphoneWarning = (ext: string) =>
  `iPhone đời cũ có thể không phát được tệp .${ext}: nên dùng .mp3 hoặc .m4a.`
export const musicLoading = 'Đang mở tệp nhạc…'
export const musicLoaded = (duration: string) => `Đã mở được tệp nhạc (${duration}).`
export const musicLoadError =
  'Không mở được tệp nhạc này: hãy kiểm tra liên kết (mở được trong trình duyệt, tệp còn đó) hoặc chọn một giai điệu có sẵn.'
export const musicPlay = (tune: string) => `Nghe thử ${tune}`
export const musicPlayText = 'Nghe thử'
export const musicStopText = 'Dừng'
export const musicLoadingText = 'Đang tải…'
export const musicPreviewFailed = 'Chưa phát được giai điệu này, hãy thử lại.'
export const musicPreviewLine = (song: string) => `♪ ${song}`
export const musicFileSong = 'Nhạc của bạn'
export const musicTunes = {
  'fur-elise': 'Für Elise – Beethoven',
  'canon-in-d': 'Canon in D – Pachelbel',
  'beo-dat-may-troi': 'Bèo dạt mây trôi – dân ca Bắc Bộ',
} satisfies Record<TuneId, string>
export const streamingWhy = (site: string) =>
  `Liên kết ${site} không phát được trên trang: đó là trang trình phát của ${site}, không phải tệp nhạc, và ${site} không cho phát bài hát ở trang khác.`
export const streamingInsteadUpload = (sites: readonly string[]) =>
  `Hãy chọn một giai điệu có sẵn ở trên, hoặc tải tệp mp3 của bài hát lên ${sites.join(' hoặc ')} rồi dán liên kết của chính tệp, kết thúc bằng .mp3.`
export const streamingInsteadTune = 'Hãy chọn một giai điệu có sẵn ở trên.'
export const resultTitle = 'Liên kết đã sẵn sàng'
export const resultLinkLabel = 'Liên kết'
export const resultCopyLinkLabel = 'Sao chép liên kết'
export const resultValentineLabel = 'Liên kết trang chỉ có nút bấm'
export const resultCopyValentineLabel = 'Sao chép liên kết trang chỉ có nút bấm'
/** What the button-only page (the seed's /valentine) is, which its name alone never said. */
export const resultValentineNote =
  'Một trang nhỏ hơn để trêu người ấy trước: không lời nhắn, không ảnh, chỉ một nút để chạm cho tim bay lên (tên người ấy nằm ở tiêu đề trang).'
export const resultCopy = 'Sao chép'
export const resultCopied = 'Đã sao chép!'
export const resultCopyFailed = 'Chưa sao chép được: liên kết đã được chọn, hãy sao chép thủ công.'
export const resultShare = 'Chia sẻ'
export const resultShareFailed = 'Chưa chia sẻ được, hãy sao chép.'
export const resultOpen = 'Mở thử'
export const resultQrAlt = 'Mã QR của liên kết'
export const resultQrCaption = 'Quét mã để mở trang, hoặc in lên thiệp.'
export const resultQrDownload = 'Tải mã QR (PNG)'
export const resultQrFileName = 'trai-tim-qr.png'
/**
 * The story: up to six steps the visitor opens one by one before the page itself, and the meter
 * of its link's length.
 */
export const storyLegend = 'Kể một câu chuyện (không bắt buộc)'
export const storyHint = (maxSteps: number) =>
  `Thêm tối đa ${maxSteps} bước để người ấy mở lần lượt: một lá thư, những lý do bạn thương người ấy, những ngày của hai bạn, một câu hỏi, những tấm ảnh kỷ niệm. Trang yêu thương (lời yêu thương, ảnh GIF và những trái tim) luôn là màn cuối cùng.`
/** The buttons that add a step, by kind. */
export const storyAdd = {
  letter: 'Thêm lá thư',
  reasons: 'Thêm những lý do',
  days: 'Thêm ngày của hai bạn',
  question: 'Thêm câu hỏi',
  memories: 'Thêm ảnh kỷ niệm',
}
/** The name of the row of buttons that add a step. */
export const storyAddGroup = 'Thêm bước'
export const storyFull = (maxSteps: number) =>
  `Đã đủ ${maxSteps} bước. Muốn thêm bước khác, hãy xoá bớt một bước.`
/** Each kind of step, as its heading names it. */
export const stepNames = {
  letter: 'Lá thư',
  reasons: 'Những lý do',
  days: 'Ngày của hai bạn',
  question: 'Câu hỏi',
  memories: 'Ảnh kỷ niệm',
}
export const stepTitle = (position: number, name: string) => `Bước ${position}: ${name}`
/** The step buttons' visible words, and their names for a screen reader (which hold the words). */
export const stepUpText = 'Lên'
export const stepDownText = 'Xuống'
export const stepRemoveText = 'Xoá'
export const stepMoveUp = (position: number, name: string) => `Đưa bước ${position} (${name}) lên`
export const stepMoveDown = (position: number, name: string) =>
  `Đưa bước ${position} (${name}) xuống`
export const stepRemove = (position: number, name: string) => `Xoá bước ${position} (${name})`
/** Said to a screen reader once a step has moved or gone. */
export const stepMoved = (name: string, position: number) => `${name} giờ là bước ${position}.`
export const stepRemoved = (name: string) => `Đã xoá bước “${name}”.`
/** The list's last item, which is no step: the page itself. */
export const storyLastScreen =
  'Màn cuối: trang yêu thương, với lời yêu thương, ảnh GIF và những trái tim.'
export const letterLabel = 'Lá thư của bạn'
export const letterPlaceholder = 'Gửi em,\nanh có vài điều muốn nói…'
export const reasonLabel = (position: number) => `Lý do ${position}`
export const reasonPlaceholder = 'Vì nụ cười của em'
export const reasonAdd = 'Thêm lý do'
export const reasonRemove = (position: number) => `Xoá lý do ${position}`
export const reasonsCount = (count: number, maxCount: number) => `${count}/${maxCount} lý do`
export const daysDateLabel = 'Ngày đáng nhớ'
export const daysWhatLegend = 'Đếm ngày'
/** What the date is, and so what the step counts: the days since, or the days left. */
export const daysKinds = {
  together: 'Bên nhau từ ngày ấy',
  married: 'Cưới nhau từ ngày ấy',
  until: 'Đếm ngược đến ngày ấy',
}
export const memoryLegend = (position: number) => `Ảnh ${position}`
export const memoryUseLinkPhoto = 'Dùng ảnh từ máy đã chọn ở phần “Ảnh của hai bạn”'
export const memoryPhotoLabel = 'Địa chỉ ảnh'
export const memoryCaptionLabel = 'Chú thích'
export const memoryCaptionPlaceholder = 'Đà Lạt, lần đầu mình đi xa'
export const memoryAdd = 'Thêm ảnh'
export const memoryRemove = (position: number) => `Bỏ ảnh ${position}`
export const memoriesCount = (count: number, maxCount: number) => `${count}/${maxCount} ảnh`
export const storyQuestionPlaceholder = 'Cuối tuần này mình đi chơi nhé?'
export const storyContactLabel = 'Người ấy trả lời bạn qua'
export const storyContactNone = 'Cách nào cũng được'
/**
 * The meter under a story: how full its link is, and what that means, in the maker's terms (how
 * full, not how many characters: the limits are the meter's, the words are the maker's).
 */
export const linkLength = (chars: number, maxChars: number) =>
  `Liên kết đã đầy ${fullPercent(chars, maxChars)}%`
export const linkTooLongForQr =
  'Liên kết vẫn mở được, nhưng đã quá dài để làm mã QR: hãy gửi chính liên kết.'
export const linkMayBeCut =
  'Liên kết đã dài đến mức một số ứng dụng nhắn tin có thể cắt bớt. Hãy gửi thử cho chính mình trước.'
export const storyTooLong =
  'Câu chuyện đã dài hơn một liên kết chở được: hãy rút ngắn lá thư, bớt vài lý do hoặc xoá một bước.'
/**
 * A link within its characters whose words inflate past what a page reads (emoji take many
 * units each): a story's, then a page's without steps (said on the love line).
 */
export const storyTooHeavy =
  'Liên kết sẽ chở nhiều chữ hơn mức trang đọc được (mỗi emoji chiếm nhiều chỗ): hãy rút ngắn lá thư, bớt vài lý do hoặc xoá một bước.'
export const linkTooHeavy =
  'Liên kết sẽ chở nhiều chữ hơn mức trang đọc được (emoji và dấu chồng nhau chiếm nhiều chỗ): hãy rút ngắn lời yêu thương hoặc tên.'
/** After a story's refusal: the step to shorten first. */
export const stepTakesMost = (position: number, name: string) =>
  `Bước ${position} (${name}) chiếm nhiều chỗ nhất.`
/** The last check before a link is offered: the page it opens is not the one in the form. */
export const linkUnreadable =
  'Liên kết này sẽ không mở ra đúng như bạn viết, nên chưa được tạo. Hãy rút ngắn hoặc bớt emoji rồi thử lại.'
/** The QR card, for a link too long to draw. */
export const resultQrTooLong = (maxChars: number) =>
  `Liên kết dài hơn ${maxChars.toLocaleString('vi')} ký tự, quá dài để làm mã QR quét được. Hãy gửi liên kết, hoặc xoá bớt vài bước nếu cần mã QR.`
/**
 * The photo of the two of them: from the device (re-drawn small, carried in the link) or by its
 * address on a photo host, in the GIF's place or beside it.
 */
export const photoLegend = 'Ảnh của hai bạn (không bắt buộc)'
export const photoNone = 'Không có ảnh'
export const photoFromDevice = 'Ảnh từ máy'
export const photoByAddress = 'Dán địa chỉ ảnh'
export const photoChoose = 'Chọn ảnh'
export const photoChooseAnother = 'Chọn ảnh khác'
export const photoReading = 'Đang mở ảnh…'
export const photoNotImage =
  'Không mở được tệp này như một ảnh: hãy chọn một ảnh khác (JPEG hoặc PNG).'
/** The crop's frame, for a screen reader, and the hint under it. */
export const photoFrameLabel = 'Khung ảnh vuông'
export const photoFrameHint =
  'Kéo để dời ảnh, chụm hai ngón hoặc cuộn chuột để phóng to. Với bàn phím: phím mũi tên để dời, + và − để phóng.'
export const photoZoom = 'Thu phóng'
export const photoMade =
  'Ảnh đã được thu nhỏ để nằm gọn trong liên kết. Không còn vị trí, máy chụp hay ngày chụp.'
export const photoNoRoom =
  'Liên kết đã dài đến mức không còn chỗ cho ảnh: hãy rút ngắn lá thư, bớt một bước, hoặc dán địa chỉ ảnh.'
export const photoUrlLabel = 'Địa chỉ của ảnh'
export const photoHosts = (sites: readonly string[]) => `Nhận ảnh từ ${sites.join(', ')}.`
export const photoLoadError =
  'Không mở được ảnh ở địa chỉ này: hãy kiểm tra lại địa chỉ, hoặc chọn ảnh từ máy.'
export const photoPlaceLegend = 'Ảnh nằm ở đâu'
export const photoPlaces = { gif: 'Thay cho ảnh GIF', beside: 'Bên cạnh ảnh GIF' }
export const photoPrivacy =
  'Ảnh từ máy đi trong chính liên kết, không gửi lên máy chủ của trang này; ai có liên kết đều xem được. Ảnh theo địa chỉ thì trang lưu ảnh thấy ai mở trang.'
/** The button that plays the page, its steps first, full screen as the recipient will see it. */
export const previewOpen = 'Xem thử'
/** The walking preview's way back to the form, and its name to a screen reader. */
export const previewClose = 'Về biểu mẫu'
export const previewDialog = 'Xem thử trang như người nhận sẽ thấy'
/** "Cách làm": the short, folded how-to near the top of /create, for a maker on a phone. */
export const howToSummary = 'Cách làm'
export const howToSteps = [
  'Viết tên người ấy và lời bạn muốn nói.',
  'Chọn dịp, một ảnh GIF hoặc ảnh của bạn, và một bài hát.',
  'Nếu muốn, thêm một câu chuyện: lá thư, những lý do, ngày của hai người, kỷ niệm, một câu hỏi.',
  'Bấm “Xem thử” để đi qua trang như người ấy sẽ thấy.',
  'Bấm “Tạo liên kết”, rồi sao chép, chia sẻ hoặc dùng mã QR để gửi qua Messenger hay Zalo.',
]
export const howToPrivacy =
  'Cả trang nằm trong chính liên kết: không lưu gì trên máy chủ, ai có liên kết đều mở được. Bản nháp chỉ ở lại trên máy này.'
/**
 * The opening moment (src/pages/create/opening/OpeningFields.tsx): a day and an hour in the
 * maker's own clock, what it is, and what it is not (docs/LINK-V5.md, "Honest limits").
 */
export const openingLegend = 'Hẹn ngày mở trang (không bắt buộc)'
export const openingDayLabel = 'Ngày mở trang'
export const openingTimeLabel = 'Giờ mở'
export const openingHint =
  'Để trống thì trang mở ngay. Giờ là giờ của bạn: người nhận ở đâu thì trang cũng mở cùng lúc; trước đó họ chỉ thấy đếm ngược.'
export const openingCurtain =
  'Đây cũng chỉ là một tấm rèm: chữ nằm sẵn trong liên kết, và chỉnh đồng hồ của máy là mở được sớm.'
export const openingClear = 'Bỏ hẹn ngày'
export const openingInvalid = 'Ngày hoặc giờ này không có thật: xem lại giúp mình nhé.'
export const openingOutOfRange = 'Chọn một ngày từ năm 2024 đến năm 2100 nhé.'
export const openingPast = 'Lúc này đã qua rồi: chọn một lúc sắp tới nhé.'
/** Over the preview: it shows the page as opened, and when that is. */
export const openingPreviewNote = (moment: string) => `Trang khi đã mở. ${moment}`
