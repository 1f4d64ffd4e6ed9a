// The engines beside Chromium, what each is expected to run, and how each is started: the
// decision of scripts/browsers.mjs (the system's package, else Playwright's own build) picks the
// driver. A missing engine throws: its tests fail, they are never skipped.
import { decideBrowsers, probeMachine } from '../../scripts/shared.mjs'
import type { EngineSession } from './driver'
import { launchFirefoxBidi } from './drivers/firefoxBidi'
import { launchPlaywrightOwn } from './drivers/playwrightOwn'
import { launchWebKitDriver } from './drivers/webkitDriver'

/** Where the stage draws: `data-renderer` and `data-thread` on `[data-testid=heart-stage]`. */
export type ScenePathName = { renderer: 'webgl' | '2d'; thread: 'worker' | 'main' }

export type Engine = {
  name: 'firefox' | 'webkit'
  label: string
  /** The path the stock engine must take, and why (docs/TESTING.md says more). */
  expected: ScenePathName
  why: string
}

export const ENGINES: Engine[] = [
  {
    name: 'firefox',
    label: 'Gecko',
    expected: { renderer: 'webgl', thread: 'worker' },
    why: 'under an X display Gecko has WebGL 2 through Mesa, in a worker too',
  },
  {
    name: 'webkit',
    label: 'WebKit',
    expected: { renderer: 'webgl', thread: 'main' },
    why: "WebKitGTK 2.50 gives a worker's OffscreenCanvas no webgl2 context: the page's thread",
  },
]

/** The engines this run covers: all of them, or those ENGINES names (never with CI set). */
export function selectedEngines(): Engine[] {
  const wanted = process.env.ENGINES?.split(',').map((name) => name.trim())
  const isCI = Boolean(process.env.CI) && process.env.CI !== 'false'
  if (isCI && wanted) throw new Error('With CI set every engine runs: unset ENGINES.')
  return ENGINES.filter((engine) => !wanted || wanted.includes(engine.name))
}

export type Started = { session: EngineSession; kind: 'system' | 'playwright' }

/** Starts `engine` the way this machine allows, or throws with what to install. */
export async function startEngine(engine: Engine, display: string): Promise<Started> {
  const decision = decideBrowsers(probeMachine())
  const use = decision.use[engine.name]
  if (!use) throw new Error(decision.message || `${engine.name} was not found`)
  if (use.kind === 'playwright') {
    return { session: await launchPlaywrightOwn(engine.name, use.path), kind: 'playwright' }
  }
  if (!display) throw new Error(`${engine.label} needs an X display: ${decision.message}`)
  const session =
    engine.name === 'firefox'
      ? await launchFirefoxBidi(use.path, display)
      : await launchWebKitDriver(use.path, display)
  return { session, kind: 'system' }
}
