/**
 * The music sites whose links makers paste as a song (issue 33): YouTube, Spotify, Zing MP3… A
 * link there opens the site's own player page, not an audio file, and the site does not let
 * another page play its songs, so an <audio> element never can. The /create form names the site
 * and says what works instead; the form alone asks (streamingError), so the sites live with it.
 * Pure.
 */
import { parseUrl, sitesOf } from '../../../share/hosts.js'
import type { CreateTexts } from '../../../texts/types.js'
import { create as vi } from '../../../texts/vi/create.js'

export type StreamingSite = {
  /** The name makers know it by, as the message says it. */
  readonly name: string
  /** Its domains: each, and any host under it (`www.`, `m.`, `vt.`…), is the site. */
  readonly domains: readonly string[]
}

/**
 * The sites, the more specific first: music.youtube.com is YouTube Music before youtube.com is
 * YouTube. Apple's other hosts are not music.
 */
export const STREAMING_SITES: readonly StreamingSite[] = [
  { name: 'YouTube Music', domains: ['music.youtube.com'] },
  { name: 'YouTube', domains: ['youtube.com', 'youtu.be', 'youtube-nocookie.com'] },
  { name: 'Spotify', domains: ['spotify.com', 'spotify.link'] },
  { name: 'Apple Music', domains: ['music.apple.com'] },
  { name: 'SoundCloud', domains: ['soundcloud.com', 'snd.sc'] },
  { name: 'TikTok', domains: ['tiktok.com'] },
  { name: 'Zing MP3', domains: ['zingmp3.vn', 'mp3.zing.vn'] },
  { name: 'NhacCuaTui', domains: ['nhaccuatui.com'] },
]

// Makers paste `youtu.be/…` or `www.youtube.com/…` without a scheme too.
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i

function hostnameOf(value: string): string | undefined {
  const text = value.trim()
  if (text === '') return undefined
  try {
    // A trailing dot names the same host (`youtube.com.`).
    return new URL(SCHEME.test(text) ? text : `https://${text}`).hostname.replace(/\.$/, '')
  } catch {
    return undefined
  }
}

/** The streaming site an address (with or without its https://) is on, or undefined. */
export function streamingSiteOf(value: string): StreamingSite | undefined {
  const host = hostnameOf(value)
  if (!host) return undefined
  return STREAMING_SITES.find((site) =>
    site.domains.some((domain) => host === domain || host.endsWith(`.${domain}`)),
  )
}

/**
 * The message for a streaming site's link: why it cannot play, and what works instead, given
 * the sites a song file may come from (`sitesOf(audioHosts)`; none: the built-in tunes only), in
 * `create`'s language (Vietnamese by default).
 */
export function streamingMessage(
  site: StreamingSite,
  fileSites: readonly string[],
  create: CreateTexts = vi,
): string {
  const instead =
    fileSites.length > 0 ? create.streamingInsteadUpload(fileSites) : create.streamingInsteadTune
  return `${create.streamingWhy(site.name)} ${instead}`
}

/**
 * What /create says of a song link on a streaming site (the usual slip), or undefined: none, or
 * a host the build lists as its own file host. Only /create asks: a link holding such an address
 * is refused by src/share/rules.ts's `songError` like any song off the list, and the page's own code
 * carries none of these messages.
 */
export function streamingError(
  value: string,
  audioHosts: readonly string[],
  create: CreateTexts = vi,
): string | undefined {
  const site = streamingSiteOf(value)
  if (!site || audioHosts.includes(parseUrl(value.trim())?.host ?? '')) return undefined
  return streamingMessage(site, sitesOf(audioHosts), create)
}
