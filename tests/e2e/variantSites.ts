// The builds with settings of their own (a sub-path, a page maker's texts, /create off), each
// made once per run and served as GitHub Pages would serve it (a folder without its slash is
// redirected, unknown addresses get 404.html with a 404 status). A worker fixture per build:
// the first test that asks for one builds it, every later test of the run reuses it, and a run
// that never asks (one file, the smoke set) builds nothing.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { WorkerInfo } from '@playwright/test'
import { buildSite, startSiteServer } from '../../scripts/shared.mjs'
import { envNames, type SiteSettings } from '../../src/settings/env'
import { readSettings } from '../../src/settings/envChecks'
import { test as base } from './testFixtures'
import { variantEnv } from './siteWatch'

/** A built variant, being served: where, with what settings, from which folder. */
export type VariantSite = {
  /** http://127.0.0.1:port, without a trailing slash or the base path. */
  origin: string
  /** The folder the build wrote. */
  outDir: string
  settings: SiteSettings
}

/** Each variant's settings: every variable set, so a page maker's own .env changes nothing. */
const VARIANTS = {
  // The deploy workflow's project site: only the name and the sub-path are set.
  subpathSite: {
    env: variantEnv({ [envNames.recipientName]: 'Em Yêu', [envNames.basePath]: '/love-page/' }),
  },
  // A page maker's texts with characters HTML must escape, a site address and a tag manager.
  sharedSite: {
    env: variantEnv({
      [envNames.recipientName]: 'Thảo & "Vy"',
      [envNames.loveLine]: 'Thương em <3 nhiều thật nhiều',
      [envNames.siteUrl]: 'https://thao.example/',
      [envNames.gtmId]: 'GTM-TEST123',
    }),
  },
  // Another name and line, read from the prerendered HTML without any script.
  personalSite: {
    env: variantEnv({
      [envNames.recipientName]: 'Ngọc Ánh',
      [envNames.loveLine]: 'Mãi thương em, <3 & hơn thế',
    }),
  },
  // A build without /create, its share pages or their code.
  createOffSite: { env: variantEnv({ [envNames.isCreateOn]: 'off' }) },
} as const

type VariantName = keyof typeof VARIANTS

/**
 * Builds `name` into test-results/variant-sites/ (beside the reports, away from dist/ and from
 * the folder Playwright empties), a folder for each of the run's parallel workers, and serves it
 * on a free port, so parallel workers and runs (the mutants, another checkout) never meet.
 */
async function serveVariant(
  name: VariantName,
  worker: WorkerInfo,
): Promise<VariantSite & { server: Server }> {
  const { env } = VARIANTS[name]
  const settings = readSettings(env).settings
  const outDir = `test-results/variant-sites/${name}-${worker.parallelIndex}`
  await buildSite({ outDir, env })
  const server = await startSiteServer({ root: outDir, port: 0, basePath: settings.basePath })
  const { port } = server.address() as AddressInfo
  return { origin: `http://127.0.0.1:${port}`, outDir, settings, server }
}

/** A worker fixture that builds and serves one variant, and closes its server at the end. */
function variantFixture(
  name: VariantName,
): [
  (args: object, use: (site: VariantSite) => Promise<void>, worker: WorkerInfo) => Promise<void>,
  { scope: 'worker'; timeout: number },
] {
  return [
    async ({}, use, worker) => {
      const { server, ...site } = await serveVariant(name, worker)
      await use(site)
      await new Promise((done) => server.close(done))
    },
    // A production build takes tens of seconds on 2 cores, more under load.
    { scope: 'worker', timeout: 240_000 },
  ]
}

/** The e2e test, with each variant build as a worker fixture of the same name. */
export const test = base.extend<object, Record<VariantName, VariantSite>>({
  subpathSite: variantFixture('subpathSite'),
  sharedSite: variantFixture('sharedSite'),
  personalSite: variantFixture('personalSite'),
  createOffSite: variantFixture('createOffSite'),
})
