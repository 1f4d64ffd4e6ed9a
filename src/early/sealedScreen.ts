/**
 * What a locked link's page (/share/sealed/) shows for its fragment, before the answer: the
 * question's form, or why it cannot ask (a link cut on its way, one that is no locked link, a
 * browser without WebCrypto). The page's early script (earlySealed.ts) and the page itself
 * (LockedPage.tsx) read it alike, so the app hydrates what the script painted. Reads only the
 * link's clear header: no crypto, no page. Pure.
 */
import { readSealedLink, type SealedLink } from '../share/lock/sealedLink'
import { isOpenAt } from '../share/opening'

export type SealedScreen =
  /** Before the fragment is read (the prerendered HTML): nothing but the hearts. */
  | { readonly kind: 'unread' }
  | { readonly kind: 'form'; readonly link: SealedLink }
  /** Before the moment its clear header names: the countdown first, then the question. */
  | { readonly kind: 'waiting'; readonly opensAt: string }
  /** Shorter than its lengths say, or its checksum fails: "incomplete", never "wrong answer". */
  | { readonly kind: 'cut' }
  /** No locked link at all: the share pages' bad-link notice. */
  | { readonly kind: 'invalid' }
  /** A locked link where `crypto.subtle` is missing (an http address): it cannot be opened here. */
  | { readonly kind: 'insecure' }

export const UNREAD_SEALED: SealedScreen = { kind: 'unread' }

/**
 * The screen for a location's `fragment` (`#…` or `…`) at `nowMs`, where the browser can derive
 * keys (`canDecrypt`: `crypto.subtle` is there) or not. A link that cannot be read says so whatever
 * the browser: "ask for it again" helps on any address. One with an opening moment still ahead
 * counts down to it first (docs/LINK-V5.md: the opening is checked first, then the answer).
 */
export function sealedScreenOf(fragment: string, canDecrypt: boolean, nowMs: number): SealedScreen {
  const read = readSealedLink(fragment.startsWith('#') ? fragment.slice(1) : fragment)
  if (read.kind === 'cut') return { kind: 'cut' }
  if (read.kind === 'invalid') return { kind: 'invalid' }
  const { opening } = read.link
  if (!isOpenAt(opening, nowMs)) return { kind: 'waiting', opensAt: opening as string }
  return canDecrypt ? { kind: 'form', link: read.link } : { kind: 'insecure' }
}

/** Whether this browser has WebCrypto's keys (only on a secure address: https, localhost). */
export function hasWebCrypto(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle?.importKey === 'function'
}
