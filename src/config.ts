import { resolveSettings, type SiteSettings } from './config/env'
import { formatLoveTitle } from './config/pages'

/**
 * Everything a page maker personalizes, in one place. The values come from environment
 * variables at build time (`.env`, see `.env.example`), checked by the build; each has a default.
 */
export type HeartburstConfig = Pick<
  SiteSettings,
  'recipientName' | 'loveLine' | 'gifUrl' | 'gifAlt' | 'gtmId' | 'siteUrl'
>

// Outside Vite (Node-run tests import this module too) there is no import.meta.env: defaults.
const settings = resolveSettings(import.meta.env ?? {})

export const config: HeartburstConfig = {
  recipientName: settings.recipientName,
  loveLine: settings.loveLine,
  gifUrl: settings.gifUrl,
  gifAlt: settings.gifAlt,
  gtmId: settings.gtmId,
  siteUrl: settings.siteUrl,
}

/** The love pages' title: `Love {name}'s`. */
export function loveTitle(name: string = config.recipientName): string {
  return formatLoveTitle(name)
}
