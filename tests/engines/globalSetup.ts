// Once per engine run: the production build served as tests/e2e serves it, with the engine
// tests' prelude first in every page (server.ts), and a virtual X display on Linux.
import type { TestProject } from 'vitest/node'
import { probeMachine } from '../../scripts/shared.mjs'
import { serveBuild } from './server'
import { startXvfb } from './xvfb'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    display: string
  }
}

/**
 * vite preview on ENGINES_PORT, or the first free port from 4180 (the tests open the proxy in
 * front of it); E2E_DIST serves another build (a mutant's).
 */
export default async function setup(project: TestProject) {
  const port = Number(process.env.ENGINES_PORT ?? 4180)
  const outDir = process.env.E2E_DIST ?? 'dist'
  const server = await serveBuild(outDir, port)
  const xvfb = probeMachine().found.xvfb
  const display = process.platform === 'linux' && xvfb ? await startXvfb(xvfb) : null
  project.provide('baseUrl', server.url)
  project.provide('display', display?.display ?? '')
  return async () => {
    display?.stop()
    await server.close()
  }
}
