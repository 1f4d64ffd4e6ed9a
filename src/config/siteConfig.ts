import { OTHER_GIF_ALT, resolveSettings, type SiteSettings } from './env'
import { formatLoveTitle } from './pages'
import { loveContentFor, type LoveContent } from '../share/content'
import { songOfText, type Song } from '../share/song'

/**
 * Everything a page maker personalizes, in one place. The values come from environment
 * variables at build time (`.env`, see `.env.example`), checked by the build; each has a default.
 */
export type HeartburstConfig = Pick<
  SiteSettings,
  | 'recipientName'
  | 'loveLine'
  | 'gifUrl'
  | 'gifAlt'
  | 'gtmId'
  | 'siteUrl'
  | 'gifHosts'
  | 'audioHosts'
> & {
  /** What the build's own pages play on the first tap (VITE_MUSIC), or nothing. */
  readonly song?: Song
}

// Outside Vite (Node-run tests import this module too) there is no import.meta.env: defaults.
const settings = resolveSettings(import.meta.env ?? {})

export const config: HeartburstConfig = {
  recipientName: settings.recipientName,
  loveLine: settings.loveLine,
  gifUrl: settings.gifUrl,
  gifAlt: settings.gifAlt,
  gtmId: settings.gtmId,
  siteUrl: settings.siteUrl,
  gifHosts: settings.gifHosts,
  audioHosts: settings.audioHosts,
  // The build checked VITE_MUSIC; an unknown tune cannot get here.
  song: songOfText(settings.music) || undefined,
}

/** The love pages' title: `Love {name}'s`. */
export function loveTitle(name: string = config.recipientName): string {
  return formatLoveTitle(name)
}

// The router's title and the page both ask for the same fragment: decode it once.
let last: { fragment: string; content: LoveContent } | undefined

/**
 * What the love pages show for the address's fragment: a shared link's page, or the build's
 * own (always, with VITE_CREATE=off, whose build swaps in share/content.off.ts).
 */
export function loveContent(fragment: string): LoveContent {
  if (last?.fragment !== fragment) {
    const { gifHosts, audioHosts } = config
    last = {
      fragment,
      content: loveContentFor(fragment, config, gifHosts, audioHosts, OTHER_GIF_ALT),
    }
  }
  return last.content
}
