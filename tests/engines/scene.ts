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
  /** performance.now() at the stage's `heartburst:ready`: ms from the navigation's start. */
  readyMs: number
  /** The stage was ready before the listener was in place: readyMs is an upper bound. */
  isUpperBound: boolean
}

/** Opens `url` and waits for the stage's first frame; says which path it took and when. */
export async function openScene(page: EnginePage, url: string): Promise<SceneRun> {
  await page.goto(url)
  const run = await page.evaluate(
    () =>
      new Promise<SceneRun | null>((done) => {
        const read = (isUpperBound: boolean) => {
          const stage = document.querySelector<HTMLElement>('[data-testid="heart-stage"]')
          done({
            renderer: stage?.dataset.renderer ?? 'none',
            thread: stage?.dataset.thread ?? 'none',
            readyMs: Math.round(performance.now()),
            isUpperBound,
          })
        }
        if (document.querySelector('[data-testid="heart-stage"][data-ready="true"]')) {
          read(true)
          return
        }
        document.addEventListener('heartburst:ready', () => read(false), { once: true })
        setTimeout(() => done(null), 25_000)
      }),
  )
  if (!run) throw new Error(`${url}: the stage never drew its first frame`)
  return run
}
