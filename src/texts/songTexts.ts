/** The song section in every language: the song's toggle, in its lazy chunk. Pure. */
import * as en from './en/song.js'
import type { SongTexts } from './types.js'
import * as vi from './vi/song.js'
import type { Language } from './languages.js'

export const songTexts: Readonly<Record<Language, SongTexts>> = { vi, en }
