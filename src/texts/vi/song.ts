/** What the song's toggle says (its lazy chunk): its name tells what a press does. Vietnamese. */
export const song = {
  turnOff: 'Tắt nhạc',
  turnOn: 'Bật nhạc',
  tapToPlay: 'Chạm để phát nhạc',
}
