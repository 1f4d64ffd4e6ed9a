/** What the song's toggle says, in English. */
import type { SongTexts } from '../types.js'

export const turnOff: SongTexts['turnOff'] = 'Turn the music off'
export const turnOn: SongTexts['turnOn'] = 'Turn the music on'
export const tapToPlay: SongTexts['tapToPlay'] = 'Tap to play the music'
