/**
 * The site section (titles, the seed's buttons, the bad-link notice, default words, GIF alts) in
 * every language, for the entry: a share page speaks its link's language whatever the build's,
 * so the entry holds both (the other sections load with their pages). Pure.
 */
import { site as en } from './en/site.js'
import type { SiteTexts } from './types.js'
import { site as vi } from './vi/site.js'
import type { Language } from './languages.js'

export const siteTexts: Readonly<Record<Language, SiteTexts>> = { vi, en }
