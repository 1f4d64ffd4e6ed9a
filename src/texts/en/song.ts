/** What the song's toggle says, in English. */
import type { SongTexts } from '../types.js'

export const song: SongTexts = {
  turnOff: 'Turn the music off',
  turnOn: 'Turn the music on',
  tapToPlay: 'Tap to play the music',
}
