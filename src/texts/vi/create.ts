/**
 * /create's texts (its lazy chunk): the form's labels, hints and messages, the occasion picker
 * with each occasion's suggested line, the preview, the music field, what it says of a
 * streaming site's link, and the made links with their QR code. The title is the site's
 * (site.ts), the rules' messages are rules.ts's. Vietnamese. Pure data.
 */
import type { Occasion } from '../../occasions/occasions.js'
import type { TuneId } from '../../music/song.js'
import { fullPercent } from '../fullPercent.js'

export const create = {
  lead: 'Viết tên người ấy, một lời yêu thương, chọn ảnh GIF, có thể thêm nhạc và một câu hỏi, rồi gửi liên kết. Không cần cài gì.',
  nameLabel: 'Tên người ấy',
  namePlaceholder: 'Em Yêu',
  lineLabel: 'Lời yêu thương',
  linePlaceholder: 'Anh yêu em nhiều lắm!',
  /** A text field's count, in the rules' own unit (graphemes). */
  charCount: (count: number, maxChars: number) => `${count}/${maxChars} ký tự`,
  privacy:
    'Những gì bạn viết nằm trong chính liên kết, không gửi lên máy chủ của trang này; ai có liên kết đều xem được.',
  submit: 'Tạo liên kết',
  /** The lock (docs/LINK-V5.md, "The locked link"): folded under its switch, by the privacy line. */
  lockToggle: 'Khóa trang',
  lockWhat:
    'Khóa là tấm rèm che mắt người tò mò, không phải két sắt: ai có liên kết vẫn có thể thử đoán câu trả lời trên máy của họ.',
  lockNeedsHttps: 'Khóa trang chỉ dùng được khi trang này mở qua địa chỉ an toàn (https).',
  lockQuestionLabel: 'Câu hỏi khóa',
  lockQuestionPlaceholder: 'Nơi mình gặp nhau lần đầu?',
  lockQuestionWhat: 'Câu hỏi khóa',
  lockQuestionHint: 'Hãy viết câu hỏi khóa',
  lockAnswerLabel: 'Câu trả lời',
  lockAnswerPlaceholder: 'Đà Lạt',
  lockAnswerEmpty: 'Hãy viết câu trả lời: người ấy cần nó để mở trang.',
  lockAnswerNoLetters:
    'Câu trả lời cần ít nhất một chữ cái hoặc chữ số (dấu câu và biểu tượng không được tính).',
  lockAnswerTooLong: (maxChars: number, count: number) =>
    `Câu trả lời tối đa ${maxChars} ký tự (đang có ${count}).`,
  /** How the answer is matched, from the maker's own answer: `'da lat', 'Đà Lạt' hay 'DALAT'`. */
  lockMatching: (examples: readonly string[]) => {
    const quoted = examples.map((example) => `'${example}'`)
    const list =
      quoted.length < 2
        ? quoted.join('')
        : `${quoted.slice(0, -1).join(', ')} hay ${quoted[quoted.length - 1]}`
    return `Gõ ${list} đều mở được: không phân biệt dấu, chữ hoa hay dấu cách.`
  },
  lockMatchingRule: 'Khi mở, không phân biệt dấu, chữ hoa hay dấu cách.',
  lockAnswerAdvice:
    'Chọn điều chỉ hai người biết và không có trên trang cá nhân: biệt danh riêng, một nơi, một món ăn… Đừng dùng ngày sinh hay cái tên ai cũng biết.',
  lockAnswerNotKept: 'Câu trả lời không được lưu trên máy này: mở lại trang thì cần nhập lại.',
  lockSealing: 'Đang khóa trang…',
  lockSealFailed: 'Không khóa được trang trên trình duyệt này. Hãy thử lại.',
  resultLocked: (question: string) => `Trang đã khóa: người ấy cần trả lời “${question}” để mở.`,
  editLinkSealed:
    'Liên kết đã khóa không sửa được ở đây; hãy mở bằng câu trả lời để xem, rồi sửa bản nháp trên máy này và tạo liên kết mới.',
  /** The draft kept on this device (savedDraft.ts), starting again, and changing a made link. */
  draftKept: 'Bản nháp được lưu trên máy này (không gửi đi đâu), mở lại trang vẫn còn.',
  draftRestart: 'Bắt đầu lại',
  draftRestarted: 'Đã xoá bản nháp.',
  draftUndo: 'Hoàn tác',
  draftFromLink: 'Đã mở trang từ liên kết để sửa.',
  draftBackToSaved: 'Quay lại bản nháp trước',
  draftOtherTab: 'Một thẻ khác vừa lưu bản nháp mới hơn.',
  draftTakeOther: 'Dùng bản đó',
  draftKeepMine: 'Giữ bản này',
  draftPhotoNotKept:
    'Máy không còn chỗ lưu ảnh này: mở lại trang thì chỉ còn chữ, hãy chọn lại ảnh.',
  editLinkLabel: 'Dán liên kết đã tạo để sửa',
  editLinkOpen: 'Mở để sửa',
  editLinkInvalid: 'Liên kết này không mở được: hãy dán cả liên kết, từ đầu đến cuối.',
  editNewLink: 'Sửa xong sẽ có một liên kết mới; liên kết cũ vẫn mở trang cũ.',
  resultEdit: 'Sửa trang này',
  linkTooLong: (maxChars: number) =>
    `Liên kết sẽ dài hơn ${maxChars.toLocaleString('vi')} ký tự, hãy rút ngắn lời yêu thương hoặc tên.`,
  /** The name of the list holding the switch to the other language's /create. */
  languageNav: 'Ngôn ngữ',
  /**
   * Offered on the other language's /create to a browser that prefers this language: said in this
   * language, a question and the link.
   */
  languageOfferQuestion: 'Bạn muốn dùng tiếng Việt?',
  languageOfferLink: 'Tạo trang bằng tiếng Việt',
  pageLanguageLegend: 'Ngôn ngữ của trang',
  pageLanguageHint: 'Trang người ấy mở sẽ hiện bằng ngôn ngữ này.',
  /** The voice picker (a Vietnamese page's): how the two call each other. */
  voiceLegend: 'Hai bạn xưng hô thế nào?',
  voiceHint:
    'Chữ của trang (tiêu đề, câu trả lời, lời gợi ý) nói theo cách này; lời bạn viết giữ nguyên.',
  senderLabel: 'Tên của bạn (không bắt buộc)',
  senderPlaceholder: 'Minh',
  occasionLegend: 'Dịp đặc biệt',
  occasionHint: 'Mỗi dịp có màu riêng và gợi ý một lời yêu thương.',
  /** The picker's labels: the day's own name, as people say it. */
  occasionNames: {
    none: 'Không có dịp',
    valentine: 'Valentine 14/2',
    'womens-day': 'Quốc tế Phụ nữ 8/3',
    'vn-womens-day': 'Phụ nữ Việt Nam 20/10',
    'mid-autumn': 'Trung Thu',
    tet: 'Tết',
    birthday: 'Sinh nhật',
    anniversary: 'Ngày kỷ niệm',
  } satisfies Record<Occasion, string>,
  /**
   * The love line an occasion suggests, one line within the rules (src/share/rules.ts), in the
   * maker's voice (`{me}`, `{you}`: src/texts/voices.ts). With no occasion, in anh → em, it is the
   * default line, so /create suggests what the page shows anyway.
   */
  occasionLines: {
    none: '{Me} yêu {you} nhiều lắm!',
    valentine: 'Valentine này, và mọi ngày sau nữa, {me} chỉ muốn ở bên {you}.',
    'womens-day': 'Chúc {you} 8/3 thật xinh, thật vui và luôn được yêu thương!',
    'vn-womens-day': '20/10 này, chúc {you} luôn xinh đẹp, rạng rỡ và hạnh phúc bên {me}!',
    'mid-autumn': 'Trăng đêm nay thật tròn, nhưng với {me}, {you} vẫn là ánh trăng đẹp nhất.',
    tet: 'Năm mới, chúc {you} an khang, hạnh phúc, và năm nào cũng có {me} bên cạnh!',
    birthday: 'Chúc {you} tuổi mới thật vui, thật xinh, và luôn được {me} thương thật nhiều!',
    anniversary:
      'Cảm ơn {you} đã cùng {me} đi qua từng ngày. Mỗi năm qua đi, {me} lại càng yêu {you} hơn!',
  } satisfies Record<Occasion, string>,
  gifLegend: 'Ảnh GIF',
  gifUrlLabel: 'Hoặc dán liên kết ảnh GIF (https://…)',
  gifHosts: (sites: readonly string[]) => `Nhận ảnh từ ${sites.join(', ')}.`,
  /** The preview's alt text for a GIF pasted by hand. */
  gifChosenAlt: 'Ảnh GIF bạn chọn',
  questionLegend: 'Hỏi người ấy (không bắt buộc)',
  questionLabel: 'Câu hỏi',
  questionPlaceholder: 'Làm người yêu anh nhé?',
  questionContactHint:
    'Người ấy trả lời bạn qua một trong các cách sau (để trống thì người ấy tự chia sẻ):',
  questionMessengerLabel: 'Tên Messenger',
  questionMessengerPlaceholder: 'thao.vy',
  questionPhoneLabel: 'Số điện thoại',
  /** With a story, the page's question is the story's last step (draft.ts, pageOfDraft). */
  questionGoesToStory:
    'Trang có câu chuyện: câu hỏi này sẽ là bước cuối cùng, ngay trước trang yêu thương.',
  questionNoStepLeft: (maxSteps: number) =>
    `Câu chuyện đã đủ ${maxSteps} bước nên không còn chỗ cho câu hỏi này: hãy xoá một bước, hoặc để trống câu hỏi.`,
  questionPhonePlaceholder: '0912 345 678',
  questionEmailLabel: 'Email',
  questionEmailPlaceholder: 'ten@gmail.com',
  questionOneContact: 'Chỉ cần một cách liên lạc: hãy để trống ô này.',
  questionNeedsQuestion: 'Cách liên lạc chỉ dùng cho câu hỏi: hãy viết câu hỏi ở trên.',
  previewTitle: 'Xem trước',
  previewEmptyLine: 'Lời yêu thương của bạn',
  /** A picture of the question page's answers. */
  previewYes: 'Đồng ý',
  previewNo: 'Không',
  musicLegend: 'Nhạc',
  musicNone: 'Không có nhạc',
  musicLink: 'Dán liên kết tệp nhạc',
  musicUrlLabel: 'Liên kết tệp nhạc (https://…)',
  /** The file name in the music field's example address. */
  musicUrlExampleFile: 'bai-hat.mp3',
  musicHosts: (sites: readonly string[]) =>
    `Nhận tệp .mp3, .m4a, .aac từ ${sites.join(', ')}. Nhạc phát khi người ấy chạm vào trang.`,
  musicNoHosts: 'Trang này chỉ phát các giai điệu có sẵn.',
  musicIphoneWarning: (ext: string) =>
    `iPhone đời cũ có thể không phát được tệp .${ext}: nên dùng .mp3 hoặc .m4a.`,
  musicLoading: 'Đang mở tệp nhạc…',
  musicLoaded: (duration: string) => `Đã mở được tệp nhạc (${duration}).`,
  musicLoadError:
    'Không mở được tệp nhạc này: hãy kiểm tra liên kết (mở được trong trình duyệt, tệp còn đó) hoặc chọn một giai điệu có sẵn.',
  musicPlay: (tune: string) => `Nghe thử ${tune}`,
  musicPlayText: 'Nghe thử',
  musicStopText: 'Dừng',
  musicLoadingText: 'Đang tải…',
  musicPreviewFailed: 'Chưa phát được giai điệu này, hãy thử lại.',
  musicPreviewLine: (song: string) => `♪ ${song}`,
  musicFileSong: 'Nhạc của bạn',
  musicTunes: {
    'fur-elise': 'Für Elise – Beethoven',
    'canon-in-d': 'Canon in D – Pachelbel',
    'beo-dat-may-troi': 'Bèo dạt mây trôi – dân ca Bắc Bộ',
  } satisfies Record<TuneId, string>,
  streamingWhy: (site: string) =>
    `Liên kết ${site} không phát được trên trang: đó là trang trình phát của ${site}, không phải tệp nhạc, và ${site} không cho phát bài hát ở trang khác.`,
  streamingInsteadUpload: (sites: readonly string[]) =>
    `Hãy chọn một giai điệu có sẵn ở trên, hoặc tải tệp mp3 của bài hát lên ${sites.join(' hoặc ')} rồi dán liên kết của chính tệp, kết thúc bằng .mp3.`,
  streamingInsteadTune: 'Hãy chọn một giai điệu có sẵn ở trên.',
  resultTitle: 'Liên kết đã sẵn sàng',
  resultLinkLabel: 'Liên kết',
  resultCopyLinkLabel: 'Sao chép liên kết',
  resultValentineLabel: 'Liên kết trang chỉ có nút bấm',
  resultCopyValentineLabel: 'Sao chép liên kết trang chỉ có nút bấm',
  /** What the button-only page (the seed's /valentine) is, which its name alone never said. */
  resultValentineNote:
    'Một trang nhỏ hơn để trêu người ấy trước: không lời nhắn, không ảnh, chỉ một nút để chạm cho tim bay lên (tên người ấy nằm ở tiêu đề trang).',
  resultCopy: 'Sao chép',
  resultCopied: 'Đã sao chép!',
  resultCopyFailed: 'Chưa sao chép được: liên kết đã được chọn, hãy sao chép thủ công.',
  resultShare: 'Chia sẻ',
  resultShareFailed: 'Chưa chia sẻ được, hãy sao chép.',
  resultOpen: 'Mở thử',
  resultQrAlt: 'Mã QR của liên kết',
  resultQrCaption: 'Quét mã để mở trang, hoặc in lên thiệp.',
  resultQrDownload: 'Tải mã QR (PNG)',
  resultQrFileName: 'trai-tim-qr.png',
  /**
   * The story: up to six steps the visitor opens one by one before the page itself, and the meter
   * of its link's length.
   */
  storyLegend: 'Kể một câu chuyện (không bắt buộc)',
  storyHint: (maxSteps: number) =>
    `Thêm tối đa ${maxSteps} bước để người ấy mở lần lượt: một lá thư, những lý do bạn thương người ấy, những ngày của hai bạn, một câu hỏi, những tấm ảnh kỷ niệm. Trang yêu thương (lời yêu thương, ảnh GIF và những trái tim) luôn là màn cuối cùng.`,
  /** The buttons that add a step, by kind. */
  storyAdd: {
    letter: 'Thêm lá thư',
    reasons: 'Thêm những lý do',
    days: 'Thêm ngày của hai bạn',
    question: 'Thêm câu hỏi',
    memories: 'Thêm ảnh kỷ niệm',
  },
  /** The name of the row of buttons that add a step. */
  storyAddGroup: 'Thêm bước',
  storyFull: (maxSteps: number) =>
    `Đã đủ ${maxSteps} bước. Muốn thêm bước khác, hãy xoá bớt một bước.`,
  /** Each kind of step, as its heading names it. */
  stepNames: {
    letter: 'Lá thư',
    reasons: 'Những lý do',
    days: 'Ngày của hai bạn',
    question: 'Câu hỏi',
    memories: 'Ảnh kỷ niệm',
  },
  stepTitle: (position: number, name: string) => `Bước ${position}: ${name}`,
  /** The step buttons' visible words, and their names for a screen reader (which hold the words). */
  stepUpText: 'Lên',
  stepDownText: 'Xuống',
  stepRemoveText: 'Xoá',
  stepMoveUp: (position: number, name: string) => `Đưa bước ${position} (${name}) lên`,
  stepMoveDown: (position: number, name: string) => `Đưa bước ${position} (${name}) xuống`,
  stepRemove: (position: number, name: string) => `Xoá bước ${position} (${name})`,
  /** Said to a screen reader once a step has moved or gone. */
  stepMoved: (name: string, position: number) => `${name} giờ là bước ${position}.`,
  stepRemoved: (name: string) => `Đã xoá bước “${name}”.`,
  /** The list's last item, which is no step: the page itself. */
  storyLastScreen: 'Màn cuối: trang yêu thương, với lời yêu thương, ảnh GIF và những trái tim.',
  letterLabel: 'Lá thư của bạn',
  letterPlaceholder: 'Gửi em,\nanh có vài điều muốn nói…',
  reasonLabel: (position: number) => `Lý do ${position}`,
  reasonPlaceholder: 'Vì nụ cười của em',
  reasonAdd: 'Thêm lý do',
  reasonRemove: (position: number) => `Xoá lý do ${position}`,
  reasonsCount: (count: number, maxCount: number) => `${count}/${maxCount} lý do`,
  daysDateLabel: 'Ngày đáng nhớ',
  daysWhatLegend: 'Đếm ngày',
  /** What the date is, and so what the step counts: the days since, or the days left. */
  daysKinds: {
    together: 'Bên nhau từ ngày ấy',
    married: 'Cưới nhau từ ngày ấy',
    until: 'Đếm ngược đến ngày ấy',
  },
  memoryLegend: (position: number) => `Ảnh ${position}`,
  memoryUseLinkPhoto: 'Dùng ảnh từ máy đã chọn ở phần “Ảnh của hai bạn”',
  memoryPhotoLabel: 'Địa chỉ ảnh',
  memoryCaptionLabel: 'Chú thích',
  memoryCaptionPlaceholder: 'Đà Lạt, lần đầu mình đi xa',
  memoryAdd: 'Thêm ảnh',
  memoryRemove: (position: number) => `Bỏ ảnh ${position}`,
  memoriesCount: (count: number, maxCount: number) => `${count}/${maxCount} ảnh`,
  storyQuestionPlaceholder: 'Cuối tuần này mình đi chơi nhé?',
  storyContactLabel: 'Người ấy trả lời bạn qua',
  storyContactNone: 'Cách nào cũng được',
  /**
   * The meter under a story: how full its link is, and what that means, in the maker's terms (how
   * full, not how many characters: the limits are the meter's, the words are the maker's).
   */
  linkLength: (chars: number, maxChars: number) =>
    `Liên kết đã đầy ${fullPercent(chars, maxChars)}%`,
  linkTooLongForQr: 'Liên kết vẫn mở được, nhưng đã quá dài để làm mã QR: hãy gửi chính liên kết.',
  linkMayBeCut:
    'Liên kết đã dài đến mức một số ứng dụng nhắn tin có thể cắt bớt. Hãy gửi thử cho chính mình trước.',
  storyTooLong:
    'Câu chuyện đã dài hơn một liên kết chở được: hãy rút ngắn lá thư, bớt vài lý do hoặc xoá một bước.',
  /**
   * A link within its characters whose words inflate past what a page reads (emoji take many
   * units each): a story's, then a page's without steps (said on the love line).
   */
  storyTooHeavy:
    'Liên kết sẽ chở nhiều chữ hơn mức trang đọc được (mỗi emoji chiếm nhiều chỗ): hãy rút ngắn lá thư, bớt vài lý do hoặc xoá một bước.',
  linkTooHeavy:
    'Liên kết sẽ chở nhiều chữ hơn mức trang đọc được (emoji và dấu chồng nhau chiếm nhiều chỗ): hãy rút ngắn lời yêu thương hoặc tên.',
  /** After a story's refusal: the step to shorten first. */
  stepTakesMost: (position: number, name: string) =>
    `Bước ${position} (${name}) chiếm nhiều chỗ nhất.`,
  /** The last check before a link is offered: the page it opens is not the one in the form. */
  linkUnreadable:
    'Liên kết này sẽ không mở ra đúng như bạn viết, nên chưa được tạo. Hãy rút ngắn hoặc bớt emoji rồi thử lại.',
  /** The QR card, for a link too long to draw. */
  resultQrTooLong: (maxChars: number) =>
    `Liên kết dài hơn ${maxChars.toLocaleString('vi')} ký tự, quá dài để làm mã QR quét được. Hãy gửi liên kết, hoặc xoá bớt vài bước nếu cần mã QR.`,
  /**
   * The photo of the two of them: from the device (re-drawn small, carried in the link) or by its
   * address on a photo host, in the GIF's place or beside it.
   */
  photoLegend: 'Ảnh của hai bạn (không bắt buộc)',
  photoNone: 'Không có ảnh',
  photoFromDevice: 'Ảnh từ máy',
  photoByAddress: 'Dán địa chỉ ảnh',
  photoChoose: 'Chọn ảnh',
  photoChooseAnother: 'Chọn ảnh khác',
  photoReading: 'Đang mở ảnh…',
  photoNotImage: 'Không mở được tệp này như một ảnh: hãy chọn một ảnh khác (JPEG hoặc PNG).',
  /** The crop's frame, for a screen reader, and the hint under it. */
  photoFrameLabel: 'Khung ảnh vuông',
  photoFrameHint:
    'Kéo để dời ảnh, chụm hai ngón hoặc cuộn chuột để phóng to. Với bàn phím: phím mũi tên để dời, + và − để phóng.',
  photoZoom: 'Thu phóng',
  photoMade:
    'Ảnh đã được thu nhỏ để nằm gọn trong liên kết. Không còn vị trí, máy chụp hay ngày chụp.',
  photoNoRoom:
    'Liên kết đã dài đến mức không còn chỗ cho ảnh: hãy rút ngắn lá thư, bớt một bước, hoặc dán địa chỉ ảnh.',
  photoUrlLabel: 'Địa chỉ của ảnh',
  photoHosts: (sites: readonly string[]) => `Nhận ảnh từ ${sites.join(', ')}.`,
  photoLoadError:
    'Không mở được ảnh ở địa chỉ này: hãy kiểm tra lại địa chỉ, hoặc chọn ảnh từ máy.',
  photoPlaceLegend: 'Ảnh nằm ở đâu',
  photoPlaces: { gif: 'Thay cho ảnh GIF', beside: 'Bên cạnh ảnh GIF' },
  photoPrivacy:
    'Ảnh từ máy đi trong chính liên kết, không gửi lên máy chủ của trang này; ai có liên kết đều xem được. Ảnh theo địa chỉ thì trang lưu ảnh thấy ai mở trang.',
  /** The button that plays the page, its steps first, full screen as the recipient will see it. */
  previewOpen: 'Xem thử',
  /** The walking preview's way back to the form, and its name to a screen reader. */
  previewClose: 'Về biểu mẫu',
  previewDialog: 'Xem thử trang như người nhận sẽ thấy',
  /** "Cách làm": the short, folded how-to near the top of /create, for a maker on a phone. */
  howToSummary: 'Cách làm',
  howToSteps: [
    'Viết tên người ấy và lời bạn muốn nói.',
    'Chọn dịp, một ảnh GIF hoặc ảnh của bạn, và một bài hát.',
    'Nếu muốn, thêm một câu chuyện: lá thư, những lý do, ngày của hai người, kỷ niệm, một câu hỏi.',
    'Bấm “Xem thử” để đi qua trang như người ấy sẽ thấy.',
    'Bấm “Tạo liên kết”, rồi sao chép, chia sẻ hoặc dùng mã QR để gửi qua Messenger hay Zalo.',
  ],
  howToPrivacy:
    'Cả trang nằm trong chính liên kết: không lưu gì trên máy chủ, ai có liên kết đều mở được. Bản nháp chỉ ở lại trên máy này.',
  /**
   * The opening moment (src/pages/create/opening/OpeningFields.tsx): a day and an hour in the
   * maker's own clock, what it is, and what it is not (docs/LINK-V5.md, "Honest limits").
   */
  openingLegend: 'Hẹn ngày mở trang (không bắt buộc)',
  openingDayLabel: 'Ngày mở trang',
  openingTimeLabel: 'Giờ mở',
  openingHint:
    'Để trống thì trang mở ngay. Giờ là giờ của bạn: người nhận ở đâu thì trang cũng mở cùng lúc; trước đó họ chỉ thấy đếm ngược.',
  openingCurtain:
    'Đây cũng chỉ là một tấm rèm: chữ nằm sẵn trong liên kết, và chỉnh đồng hồ của máy là mở được sớm.',
  openingClear: 'Bỏ hẹn ngày',
  openingInvalid: 'Ngày hoặc giờ này không có thật: xem lại giúp mình nhé.',
  openingOutOfRange: 'Chọn một ngày từ năm 2024 đến năm 2100 nhé.',
  openingPast: 'Lúc này đã qua rồi: chọn một lúc sắp tới nhé.',
  /** Over the preview: it shows the page as opened, and when that is. */
  openingPreviewNote: (moment: string) => `Trang khi đã mở. ${moment}`,
}
