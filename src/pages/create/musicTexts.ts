/**
 * The /create music field's texts (Vietnamese), in one object so that they can be said in
 * another language (issue 32). The rules' own messages are rules.ts's and streamingSites.ts's.
 */
import { AUDIO_EXTENSIONS, type TuneId } from '../../share/song'

/** The file types older iPhones do not play: a link may carry them, with a warning. */
export const UNSAFE_ON_IPHONE: readonly string[] = AUDIO_EXTENSIONS.filter((ext) =>
  ['ogg', 'opus', 'wav'].includes(ext),
)

export const MUSIC_TEXTS = {
  legend: 'Nhạc',
  none: 'Không có nhạc',
  link: 'Dán liên kết tệp nhạc',
  urlLabel: 'Liên kết tệp nhạc (https://…)',
  hosts: (sites: readonly string[]) =>
    `Nhận tệp .mp3, .m4a, .aac từ ${sites.join(', ')}. Nhạc phát khi người ấy chạm vào trang.`,
  noHosts: 'Trang này chỉ phát các giai điệu có sẵn.',
  iphoneWarning: (ext: string) =>
    `iPhone đời cũ có thể không phát được tệp .${ext}: nên dùng .mp3 hoặc .m4a.`,
  loading: 'Đang mở tệp nhạc…',
  loaded: (duration: string) => `Đã mở được tệp nhạc (${duration}).`,
  loadError:
    'Không mở được tệp nhạc này: hãy kiểm tra liên kết (mở được trong trình duyệt, tệp còn đó) hoặc chọn một giai điệu có sẵn.',
  play: (tune: string) => `Nghe thử ${tune}`,
  playText: 'Nghe thử',
  stopText: 'Dừng',
  loadingText: 'Đang tải…',
  previewFailed: 'Chưa phát được giai điệu này, hãy thử lại.',
  previewLine: (song: string) => `♪ ${song}`,
  fileSong: 'Nhạc của bạn',
  tunes: {
    'fur-elise': 'Für Elise – Beethoven',
    'canon-in-d': 'Canon in D – Pachelbel',
    'beo-dat-may-troi': 'Bèo dạt mây trôi – dân ca Bắc Bộ',
  } satisfies Record<TuneId, string>,
} as const

/** m:ss of a duration in seconds, for the loaded file's note. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '?:??'
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}
