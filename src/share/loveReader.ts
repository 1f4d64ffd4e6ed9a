/**
 * Reading a love page's fragment: the shared page, the locked one its right answer opened in this
 * tab, or the page's own words when there is no link (`home`: the build's, which the share layer
 * never reads itself). Decoded once per fragment, language and opened page: the router's title
 * and the page both ask.
 */
import { openedLoveContentFor, type LoveContent } from './content'
import { openedLinkOf } from './openedLinks'
import type { Language } from '../texts/languages'
import { siteTexts } from '../texts/siteTexts'

/** What a link falls back to in each language, and the hosts it may name. */
export type LinkHome = {
  readonly defaultsIn: (language: Language) => Omit<LoveContent, 'isInvalidLink'>
  readonly gifHosts: readonly string[]
  readonly audioHosts: readonly string[]
  readonly photoHosts: readonly string[]
}

/**
 * A reader of love pages' fragments for `home` (always its own words, with VITE_CREATE=off,
 * whose build swaps in share/content.off.ts).
 */
export function createLoveReader(
  home: LinkHome,
): (fragment: string, language: Language) => LoveContent {
  let last:
    { fragment: string; language: Language; opened: unknown; content: LoveContent } | undefined
  return (fragment, language) => {
    // A locked link's page is there once its answer has opened it, and read anew then.
    const opened = openedLinkOf(fragment.replace(/^#/, ''))
    if (last?.fragment !== fragment || last.language !== language || last.opened !== opened) {
      const { gifHosts, audioHosts, photoHosts } = home
      const content = openedLoveContentFor(
        fragment,
        home.defaultsIn(language),
        gifHosts,
        audioHosts,
        siteTexts[language],
        photoHosts,
      )
      last = { fragment, language, opened, content }
    }
    return last.content
  }
}
