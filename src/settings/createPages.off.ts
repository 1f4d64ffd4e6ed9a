import type { SitePage } from './sitePage.js'

/** What a VITE_CREATE=off build gets in place of createPages.ts: no /create, no share pages. */
export const createPages: readonly SitePage[] = []
