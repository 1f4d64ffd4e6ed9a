/**
 * What a love page shows, whatever reads it (the link codec, or a VITE_CREATE=off build's stand-in),
 * and the page a link that cannot be read shows. Its own module so the codec and the early
 * helpers (earlyContent.ts) share it without importing each other. Pure.
 */
import type { Contact } from './contact.js'
import type { Song } from '../music/song.js'
import type { SharedPhoto } from './photo.js'
import type { StoryStep } from './story.js'
import type { Voice } from '../texts/voices.js'

export type LoveContent = {
  readonly recipientName: string
  readonly loveLine: string
  readonly gifUrl: string
  readonly gifAlt: string
  /** What a question page asks (a v2 link), and how its answer reaches the maker. */
  readonly question?: string
  readonly contact?: Contact
  /** What plays on the first tap (a v3 link): a built-in tune or an allowed audio file. */
  readonly song?: Song
  /** A photo of the two of them (a v4 link): in the GIF's place, or beside it. */
  readonly photo?: SharedPhoto
  /** A story's steps before the page itself (a v4 link, on a story page). */
  readonly steps?: readonly StoryStep[]
  /** How the maker and the recipient call each other (a v5 link); none is anh → em. */
  readonly voice?: Voice
  /** The maker's own name (a v5 link), on the envelope, a story's first step and its last screen. */
  readonly sender?: string
  /** When the page opens (a v5 link), in UTC: the page is shown from then (opening.ts). */
  readonly opening?: string
  /** A page before its opening (opening.ts's contentAt): none of its words, only when it opens. */
  readonly opensAt?: string
  /** A fragment was there but was refused: the page says so in a small notice. */
  readonly isInvalidLink: boolean
}

/** No words, GIF or song of anyone's: a page before its link is read, or one that cannot be. */
export const NO_WORDS = { recipientName: '', loveLine: '', gifUrl: '', gifAlt: '' } as const

/**
 * What a link that cannot be read shows, before the app and after: a notice, the picture frame's
 * heart, and no words, GIF or song of anyone's (the build's own were meant for someone else).
 */
export const BROKEN_LINK: LoveContent = { ...NO_WORDS, isInvalidLink: true }
