import { createContext, useContext } from 'react'
import { useTexts } from './language'
import type { Language } from './languages'
import { voiced, type Voice } from './voices'

/**
 * The voice of the made page on screen (src/texts/voices.ts): its share page provides the link's,
 * and with none given the words speak as anh to em, as every v1-v4 link does.
 */
export const VoiceContext = createContext<Voice>('')

/**
 * A catalogue section in the page's language and voice: the words a made page shows follow how
 * its maker and recipient call each other. `readerKeys` are the texts the recipient speaks (the
 * question's reply).
 */
export function useVoicedTexts<T extends object>(
  texts: Readonly<Record<Language, T>>,
  readerKeys?: readonly string[],
): T {
  return voiced(useTexts(texts), useContext(VoiceContext), readerKeys)
}
