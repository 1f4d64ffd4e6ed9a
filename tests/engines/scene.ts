// Waiting on a page that runs in real time: polls instead of sleeps, and the stage's own
// readiness signal, timed from the navigation's start.
import type { EnginePage, PageFunction } from './driver'

/** Polls `check` in the page (it returns what is still wrong) until it returns nothing. */
export async function pollPage<A extends unknown[]>(
  page: EnginePage,
  check: PageFunction<A, string[]>,
  ...args: A
) {
  const deadline = Date.now() + 15_000
  let problems: string[] = []
  while (Date.now() < deadline) {
    problems = await page.evaluate(check, ...args)
    if (problems.length === 0) return
    await new Promise((done) => setTimeout(done, 100))
  }
  throw new Error(`still, after 15 s: ${problems.join('; ')}`)
}

export type SceneRun = {
  renderer: string
  thread: string
  /**
   * Ms from the navigation's start to the stage's `heartburst:ready`, by the wall clock: a test
   * may have slowed performance.now (prelude.ts).
   */
  readyMs: number
  /** The stage was ready before the listener was in place: readyMs is an upper bound. */
  isUpperBound: boolean
}

/** Which of the stage's paths `data-renderer` and `data-thread` name, in words. */
export function describePath({ renderer, thread }: { renderer: string; thread: string }): string {
  if (renderer === 'webgl')
    return thread === 'worker' ? 'WebGL in a worker' : "WebGL on the page's thread"
  if (renderer === '2d') return 'Canvas 2D'
  return 'no stage'
}

/**
 * Opens `url` and waits for the stage's first frame (`heartburst:ready`, on every path); says
 * which path it took and when, or, if it never drew, which path it was on.
 */
export async function openScene(page: EnginePage, url: string): Promise<SceneRun> {
  await page.goto(url)
  const run = await page.evaluate(
    () =>
      new Promise<SceneRun & { isReady: boolean }>((done) => {
        const read = (isReady: boolean, isUpperBound: boolean) => {
          const stage = document.querySelector<HTMLElement>('[data-testid="heart-stage"]')
          done({
            renderer: stage?.dataset.renderer ?? 'none',
            thread: stage?.dataset.thread ?? 'none',
            readyMs: Math.round(Date.now() - performance.timeOrigin),
            isUpperBound,
            isReady,
          })
        }
        if (document.querySelector('[data-testid="heart-stage"][data-ready="true"]')) {
          read(true, true)
          return
        }
        document.addEventListener('heartburst:ready', () => read(true, false), { once: true })
        setTimeout(() => read(false, false), 25_000)
      }),
  )
  const { isReady, ...scene } = run
  if (!isReady) throw new Error(`${url}: ${describePath(scene)}, never drew its first frame`)
  return scene
}
