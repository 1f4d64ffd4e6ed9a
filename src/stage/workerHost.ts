// The worker host: the scene in a module worker, started, watched for a stalled boot step, and
// handed over to the page's thread if it fails.

// Vite's `?worker&url` import yields the built worker's address (typed in vite/client): the page
// asks for it again when the worker fails before it says anything (see failedUnheard).
// oxlint-disable-next-line import/default
import workerPath from './sceneWorker?worker&url'
import { sceneBundleUrl } from './mainThreadHost'
import type { StartScene } from './sceneLink'
import { rememberNoModuleWorker, rememberNoWorkerWebGL } from './webglSupport'
import {
  BOOT_STEP_BUDGET_MS,
  NEXT_WAIT,
  type FromSceneWorker,
  type ToSceneWorker,
} from './workerMessages'

/**
 * The scene in a module worker, on the canvas handed over with transferControlToOffscreen: the
 * page's thread keeps only the presses and a few messages. A worker that fails to start, throws, or
 * stalls on a boot step (BOOT_STEP_BUDGET_MS, workerMessages.ts) is stopped, and the page's thread
 * takes over with the same scene bundle, from the HTTP cache if the worker got it; a press made
 * meanwhile waits in the page's burst channel, which the stage connects only once a scene is
 * ready. A browser that refuses module workers outright throws here (the stage hands over).
 */
export const startInWorker: StartScene = (canvas, setup, events) => {
  const offscreen = canvas.transferControlToOffscreen()
  const workerUrl = new URL(workerPath, document.baseURI)
  const worker = startModuleWorker(workerUrl)
  let isStopped = false
  // Whether any message came: a worker that errs before one may not run here at all.
  let hasSpoken = false
  const post = (message: ToSceneWorker, transfer: Transferable[] = []) => {
    if (!isStopped) worker.postMessage(message, transfer)
  }
  const fail = (error: unknown, canRetryOnMainThread: boolean) => {
    if (isStopped) return
    stop()
    events.onFailure(error, canRetryOnMainThread)
  }
  const stall = watchForStall(setup.isHidden, () =>
    fail(new Error('The scene worker stopped making progress.'), true),
  )
  const stop = () => {
    isStopped = true
    stall.stop()
    worker.terminate()
  }

  worker.addEventListener('message', (event: MessageEvent<FromSceneWorker>) => {
    const message = event.data
    hasSpoken = true
    if (isStopped) return
    if (message.type === 'progress') {
      stall.expect(BOOT_STEP_BUDGET_MS[NEXT_WAIT[message.step]])
    } else if (message.type === 'ready') {
      stall.stop()
      events.onReady()
    } else if (message.type === 'count') {
      events.onCount(message.name, message.count)
    } else {
      if (message.hasNoContext) rememberNoWorkerWebGL()
      fail(new Error(message.message), message.isStartup)
    }
  })
  worker.addEventListener('error', (event) => {
    // Handled here: the page's thread takes over, and the console need not show it as uncaught.
    event.preventDefault()
    if (!hasSpoken) void failedUnheard(workerUrl)
    fail(new Error(event.message || 'The scene worker could not start.'), true)
  })
  worker.addEventListener('messageerror', () => fail(new Error('A scene message was lost.'), true))

  post({ type: 'start', canvas: offscreen, sceneUrl: sceneBundleUrl(), ...setup }, [offscreen])
  stall.expect(BOOT_STEP_BUDGET_MS[NEXT_WAIT.posted])
  return {
    burst: (press) => post({ type: 'burst', press }),
    resize: (view) => post({ type: 'resize', view }),
    setCalm: (isCalm) => post({ type: 'calm', isCalm }),
    setHidden: (isHidden) => {
      post({ type: 'visibility', isHidden })
      stall.setHidden(isHidden)
    },
    stop,
  }
}

/**
 * A module worker at `url`. A constructor that refuses module workers (Chrome 79 and older threw
 * a TypeError) is remembered, and throws: the stage hands over to the page's thread.
 */
function startModuleWorker(url: URL): Worker {
  try {
    return new Worker(url, { type: 'module', name: 'heartburst-scene' })
  } catch (error) {
    rememberNoModuleWorker()
    throw error
  }
}

/**
 * The worker erred before its first message: its script did not load, or would not run here. If
 * it loads, this browser will not run it (Firefox 111-113 has OffscreenCanvas but refuses module
 * workers as it loads them): remembered, so the next visit starts on the page's thread at once. A
 * script the network lost is not held against the browser.
 */
async function failedUnheard(url: URL) {
  try {
    if ((await fetch(url)).ok) rememberNoModuleWorker()
  } catch {
    // Offline: the next visit tries the worker again.
  }
}

/**
 * Calls `onStall` once a step has taken its whole budget of visible time without the next step
 * arriving. Hidden time never counts: a hidden page draws no frames, so a boot that waits for its
 * first frame is not stalled while nobody is looking. Page timers only, so a test's page clock
 * can run it.
 */
export type StallWatch = {
  /** A new step began: it gets `budgetMs` of visible time of its own. */
  expect: (budgetMs: number) => void
  setHidden: (isHidden: boolean) => void
  stop: () => void
}

export function watchForStall(isHidden: boolean, onStall: () => void): StallWatch {
  let hidden = isHidden
  let isStopped = false
  let budgetMs = Infinity
  // Visible time spent on the current step before the page was last hidden.
  let spentMs = 0
  let visibleSince = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const arm = () => {
    clearTimeout(timer)
    if (hidden || isStopped || budgetMs === Infinity) return
    visibleSince = performance.now()
    timer = setTimeout(() => {
      isStopped = true
      onStall()
    }, budgetMs - spentMs)
  }
  return {
    expect(nextBudgetMs) {
      budgetMs = nextBudgetMs
      spentMs = 0
      arm()
    },
    setHidden(nextHidden) {
      if (nextHidden === hidden) return
      if (nextHidden && !isStopped) spentMs += performance.now() - visibleSince
      hidden = nextHidden
      if (hidden) clearTimeout(timer)
      else arm()
    },
    stop() {
      isStopped = true
      clearTimeout(timer)
    },
  }
}
