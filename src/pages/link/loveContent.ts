/**
 * What the love pages show for a fragment, read with the build's settings: its own words in its
 * own language, and the hosts it allows.
 */
import { appSettings, fallbackContent } from '../../settings/appSettings'
import { createLoveReader } from '../../share/loveReader'

export const loveContent = createLoveReader({
  defaultsIn: (language) => ({ ...fallbackContent(appSettings, language), song: appSettings.song }),
  gifHosts: appSettings.gifHosts,
  audioHosts: appSettings.audioHosts,
  photoHosts: appSettings.photoHosts,
})
