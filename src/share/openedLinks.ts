/**
 * The locked links this tab has opened, in memory only: the exact fragment (`v5.~…`, without
 * '#') to the page its right answer unsealed and the address it was made for. Never in
 * localStorage, sessionStorage, IndexedDB or a cookie: the page must not outlive the tab, and a
 * reload asks again (the share pages' early script sends an unopened locked link to
 * /share/sealed/). The link's decoder reads a locked fragment from here (format.ts). Small: the
 * share pages' early script carries it.
 */
import type { ShareAddress } from './paths.js'
import type { SharedStory } from './story.js'

/** A locked link's page, unsealed by its right answer. */
export type OpenedPage = { readonly page: SharedStory; readonly address: ShareAddress }

/**
 * Whether a fragment (`#…` or `…`) is a locked link's: sealedLink.ts's isSealedFragment, said
 * again here (tests/unit/openedLinks.test.ts holds them equal) so the app's entry, whose decoder
 * asks it, takes none of the container's code with it (Rolldown places whole modules).
 */
export function isLockedFragment(fragment: string): boolean {
  return /^#?v5\.(?:~|%7[eE])/.test(fragment)
}

const opened = new Map<string, OpenedPage>()

/** Keeps the page that the right answer to the locked link `raw` (without '#') opened. */
export function keepOpenedLink(raw: string, link: OpenedPage): void {
  opened.set(raw, link)
}

/**
 * What a fragment `raw` (without '#') reads as here, if it is a locked link's: the page its answer
 * opened in this tab, or null for one not opened (shown nowhere: its page asks for the answer);
 * undefined for a fragment that is no locked link.
 */
export function openedLinkOf(raw: string): OpenedPage | null | undefined {
  return isLockedFragment(raw) ? (opened.get(raw) ?? null) : undefined
}
