/**
 * The texts of the pages every visitor sees (in the entry chunk): titles, each occasion's love
 * page title, the share pages' preview card, the seed's buttons, the notice of a bad link, the
 * error view, the build's default words and the GIFs' alt texts. Vietnamese, the default;
 * `Homepage`, `Love {name}'s`, `404 Not Found` and `Click` are the seed's own and stay as they
 * are. Pure data.
 */
import type { Occasion } from '../../occasions/occasions.js'

/** The love pages' title, for the page's recipient. */
const loveTitle = (name: string) => `Love ${name}'s`

export const site = {
  homeTitle: 'Homepage',
  notFoundTitle: '404 Not Found',
  /** The love pages' title, for the page's recipient. */
  loveTitle,
  /**
   * The love pages' title on each occasion, for the page's recipient. Today's page and 14/2's keep
   * the seed's title: a Valentine link made before occasions must read as it did.
   */
  occasionTitles: {
    none: loveTitle,
    valentine: loveTitle,
    'womens-day': (name: string) => `Chúc mừng 8/3, ${name}`,
    'vn-womens-day': (name: string) => `Chúc mừng 20/10, ${name}`,
    'mid-autumn': (name: string) => `Trung Thu vui vẻ, ${name}`,
    tet: (name: string) => `Chúc mừng năm mới, ${name}`,
    birthday: (name: string) => `Chúc mừng sinh nhật ${name}`,
    anniversary: (name: string) => `Kỷ niệm ngày mình yêu nhau, ${name}`,
  } satisfies Record<Occasion, (name: string) => string>,
  /**
   * A made link's own title, once the app has read its link, on a share page for no occasion or
   * for Valentine's (the other occasions' titles are already their own); the seed's routes keep
   * theirs.
   */
  shareTitle: (name: string) => `Gửi ${name} 💗`,
  /** Whom a made page is for and from, on the page itself (its last screen, its envelope). */
  toRecipient: (name: string) => `Gửi ${name}`,
  fromSender: (name: string) => `Từ ${name}`,
  createTitle: 'Tạo trang yêu thương',
  /** A locked link's page title (/share/sealed/): it names nobody, before or after a wrong answer. */
  sealedTitle: 'Một trang yêu thương đang chờ bạn mở',
  /** The share pages' preview card: it never names anyone. */
  shareCard: {
    title: 'Một trái tim dành cho bạn',
    description: 'Có người gửi bạn một lời yêu thương. Mở ra để xem nhé!',
  },
  homeButton: 'Click',
  valentineButton: 'Chạm Đi Nè !!!',
  invalidLink:
    'Liên kết này không đọc được: có thể nó bị cắt mất một đoạn trên đường gửi. Nhờ người gửi gửi lại cho bạn nhé.',
  reload: 'Tải lại trang',
  /** A build's own words when its settings name none (VITE_RECIPIENT_NAME, VITE_LOVE_LINE). */
  defaultRecipientName: 'Em Yêu',
  defaultLoveLine: 'Anh yêu em nhiều lắm!',
  /** What each curated GIF shows (src/share/curated.ts); `hug` is the default GIF's. */
  gifAlts: {
    hug: 'Ảnh động một cái ôm thật chặt',
    bearKiss: 'Ảnh động hai chú gấu hôn nhau',
    kiss: 'Ảnh động một nụ hôn',
    sweetKiss: 'Ảnh động nụ hôn ngọt ngào',
  },
  /** The alt text of a GIF that is not curated. */
  otherGifAlt: 'Ảnh động tình yêu',
  /** What a made link's photo of the two of them is, for a screen reader. */
  photoAlt: 'Ảnh chụp hai đứa mình',
  /**
   * A page before its moment (src/pages/opening/): what it is, the time left (`{n}` days, `{h}`
   * hours, `{m}` minutes), when it opens in the visitor's clock (`{time}`, `{date}` in the date's
   * `locale`), and what a screen reader hears once, when it opens.
   */
  opening: {
    label: 'Trang chưa mở',
    day: 'Còn {n} ngày',
    days: 'Còn {n} ngày',
    hours: 'Còn {h} giờ {m} phút',
    minutes: 'Còn {m} phút',
    moment: 'Trang mở lúc {time}, {date} (giờ của bạn)',
    locale: 'vi-VN',
    /** The date in figures (24/12/2026), or with the month's name (24 December 2026). */
    dateForm: 'numeric',
    opened: 'Trang đã mở',
  },
}
