// Once per engine run: the production build served as tests/e2e serves it (vite preview, through
// site-build.mjs's previewSite), and a virtual X display on Linux.
import type { TestProject } from 'vitest/node'
import { previewSite } from '../../scripts/site-build.mjs'
import { probeMachine } from '../../scripts/ensure-browsers.mjs'
import { startXvfb } from './xvfb'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    display: string
  }
}

/** ENGINES_PORT, or the first free port from 4180; E2E_DIST serves another build (a mutant's). */
export default async function setup(project: TestProject) {
  const port = Number(process.env.ENGINES_PORT ?? 4180)
  const outDir = process.env.E2E_DIST ?? 'dist'
  const server = await previewSite({ outDir, port, strictPort: false })
  const xvfb = probeMachine().found.xvfb
  const display = process.platform === 'linux' && xvfb ? await startXvfb(xvfb) : null
  project.provide('baseUrl', server.url)
  project.provide('display', display?.display ?? '')
  return async () => {
    display?.stop()
    await server.close()
  }
}
