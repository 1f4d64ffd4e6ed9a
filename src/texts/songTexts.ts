/** The song section in every language: the song's toggle, in its lazy chunk. Pure. */
import { song as en } from './en/song.js'
import type { SongTexts } from './types.js'
import { song as vi } from './vi/song.js'
import type { Language } from './languages.js'

export const songTexts: Readonly<Record<Language, SongTexts>> = { vi, en }
