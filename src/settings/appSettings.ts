import { DEFAULT_SETTINGS, resolveSettings, type SiteSettings } from './env'
import { formatLoveTitle } from './pages'
import type { Language } from '../texts/languages'
import type { Song } from '../music/song'
import { songOfText } from '../share/song'
import { siteTexts } from '../texts/siteTexts'

/**
 * Everything a page maker personalizes, in one place. The values come from environment
 * variables at build time (`.env`, see `.env.example`), checked by the build; each has a default.
 */
export type AppSettings = Pick<
  SiteSettings,
  | 'recipientName'
  | 'loveLine'
  | 'gifUrl'
  | 'gifAlt'
  | 'gtmId'
  | 'siteUrl'
  | 'gifHosts'
  | 'audioHosts'
  | 'photoHosts'
  | 'language'
  | 'occasion'
> & {
  /** What the build's own pages play on the first tap (VITE_MUSIC), or nothing. */
  readonly song?: Song
}

// Outside Vite (Node-run tests import this module too) there is no import.meta.env: defaults.
const settings = resolveSettings(import.meta.env ?? {})

export const appSettings: AppSettings = {
  recipientName: settings.recipientName,
  loveLine: settings.loveLine,
  gifUrl: settings.gifUrl,
  gifAlt: settings.gifAlt,
  gtmId: settings.gtmId,
  siteUrl: settings.siteUrl,
  gifHosts: settings.gifHosts,
  audioHosts: settings.audioHosts,
  photoHosts: settings.photoHosts,
  language: settings.language,
  occasion: settings.occasion,
  // The build checked VITE_MUSIC; an unknown tune cannot get here.
  song: songOfText(settings.music) || undefined,
}

/** The build's own pages' title: `Love {name}'s`, or its occasion's pattern. */
export function loveTitle(name: string = appSettings.recipientName): string {
  return formatLoveTitle(name, appSettings)
}

/**
 * What a love page in `language` shows without a readable link: the build's own words (`own`) in
 * the build's language; in another (a share page of the other language) that language's default
 * words and the default GIF, so a bad link never mixes two languages on one page.
 */
export function fallbackContent(
  own: Pick<AppSettings, 'language' | 'recipientName' | 'loveLine' | 'gifUrl' | 'gifAlt'>,
  language: Language,
): Pick<AppSettings, 'recipientName' | 'loveLine' | 'gifUrl' | 'gifAlt'> {
  if (language === own.language) {
    const { recipientName, loveLine, gifUrl, gifAlt } = own
    return { recipientName, loveLine, gifUrl, gifAlt }
  }
  const site = siteTexts[language]
  return {
    recipientName: site.defaultRecipientName,
    loveLine: site.defaultLoveLine,
    gifUrl: DEFAULT_SETTINGS.gifUrl,
    gifAlt: site.gifAlts.hug,
  }
}
