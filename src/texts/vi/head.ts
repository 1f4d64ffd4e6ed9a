/**
 * What the build writes in the pages' heads besides their titles (site/pageHtml.ts): the preview
 * card's locale, each occasion's share card, /create's description, the preview picture's alt
 * text. Build-only: no page's JavaScript holds these. Vietnamese. Pure data.
 */
import { site } from './site.js'
import type { Occasion } from '../../occasions/occasions.js'

export const head = {
  /** Open Graph's `og:locale`. */
  locale: 'vi_VN',
  createDescription:
    'Viết tên người ấy, một lời yêu thương, chọn ảnh GIF và gửi đi bằng một liên kết.',
  /**
   * The preview card of a share page made for each occasion: like the generic card, it never names
   * anyone (a messenger shows it before the fragment, which holds the names, is read). With no
   * occasion it is the generic card itself.
   */
  occasionCards: {
    none: site.shareCard,
    valentine: {
      title: 'Một trái tim Valentine dành cho bạn',
      description: 'Có người gửi bạn một lời yêu thương ngày Valentine. Mở ra để xem nhé!',
    },
    'womens-day': {
      title: 'Một lời chúc 8/3 dành cho bạn',
      description: 'Có người gửi bạn lời chúc ngày Quốc tế Phụ nữ. Mở ra để xem nhé!',
    },
    'vn-womens-day': {
      title: 'Một lời chúc 20/10 dành cho bạn',
      description: 'Có người gửi bạn lời chúc ngày Phụ nữ Việt Nam. Mở ra để xem nhé!',
    },
    'mid-autumn': {
      title: 'Một lời chúc Trung Thu dành cho bạn',
      description: 'Có người gửi bạn một lời yêu thương dưới trăng rằm. Mở ra để xem nhé!',
    },
    tet: {
      title: 'Một lời chúc Tết dành cho bạn',
      description: 'Có người gửi bạn lời chúc năm mới thật ấm áp. Mở ra để xem nhé!',
    },
    birthday: {
      title: 'Một lời chúc sinh nhật dành cho bạn',
      description: 'Có người gửi bạn lời chúc mừng sinh nhật. Mở ra để xem nhé!',
    },
    anniversary: {
      title: 'Một trái tim cho ngày kỷ niệm',
      description: 'Có người gửi bạn một lời yêu thương nhân ngày kỷ niệm. Mở ra để xem nhé!',
    },
  } satisfies Record<Occasion, { readonly title: string; readonly description: string }>,
  ogImageAlt: 'Những trái tim hồng bay lên trên nền hồng nhạt',
}
