/** What the song's toggle says (its lazy chunk): its name tells what a press does. Vietnamese. */
export const turnOff = 'Tắt nhạc'
export const turnOn = 'Bật nhạc'
export const tapToPlay = 'Chạm để phát nhạc'
