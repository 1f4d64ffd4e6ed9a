import type { Page } from '@playwright/test'
import { loadEnv } from 'vite'
import { DEFAULT_SETTINGS, envNames, type SiteSettings } from '../../src/settings/env'
import { readSettings } from '../../src/settings/envChecks'
import { textsFor } from '../../src/texts/catalogues'
import { voicedText } from '../../src/texts/voices'

declare global {
  interface Window {
    heartburstViolations?: string[]
  }
}

/** The settings the default build used: the same .env files and environment vite.config reads. */
export function buildSettings(): SiteSettings {
  return readSettings(loadEnv('production', process.cwd(), ''), (language, occasion) =>
    voicedText(textsFor(language).create.occasionLines[occasion]),
  ).settings
}

/** A test build's settings: every variable set explicitly, so a page maker's own .env cannot change the test. */
export function variantEnv(overrides: Record<string, string>): Record<string, string> {
  return {
    [envNames.recipientName]: DEFAULT_SETTINGS.recipientName,
    [envNames.loveLine]: DEFAULT_SETTINGS.loveLine,
    [envNames.gifUrl]: DEFAULT_SETTINGS.gifUrl,
    [envNames.gifAlt]: DEFAULT_SETTINGS.gifAlt,
    [envNames.gtmId]: '',
    [envNames.siteUrl]: '',
    [envNames.basePath]: '/',
    [envNames.gifHosts]: '',
    [envNames.isCreateOn]: 'on',
    ...overrides,
  }
}

/** What a page did that a policy or a reviewer cares about, collected while it runs. */
export type SiteWatch = {
  /** `securitypolicyviolation` events: "directive blocked-uri". */
  violations: () => Promise<string[]>
  /** Console messages about the Content-Security-Policy, of any level. */
  cspMessages: string[]
  /** The origin of every http(s) request the page made. */
  origins: Set<string>
  /** Subresources (not the page itself) that failed: "status url". */
  failures: string[]
}

/** Starts watching `page` for CSP violations and requests; call before the first goto. */
export async function watchSite(page: Page): Promise<SiteWatch> {
  await page.addInitScript(() => {
    window.heartburstViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.heartburstViolations?.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  const watch: SiteWatch = {
    violations: () => page.evaluate(() => window.heartburstViolations ?? []),
    cspMessages: [],
    origins: new Set(),
    failures: [],
  }
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) {
      watch.cspMessages.push(message.text())
    }
  })
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol === 'http:' || url.protocol === 'https:') watch.origins.add(url.origin)
  })
  page.on('response', (response) => {
    const isPage = response.request().resourceType() === 'document'
    if (!isPage && response.status() >= 400) {
      watch.failures.push(`${response.status()} ${response.url()}`)
    }
  })
  return watch
}

/** Lets the page draw two more frames, so a burst started by a click is on screen. */
export async function nextFrames(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
}
