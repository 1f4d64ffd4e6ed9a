import { sceneBundleUrl } from './loadHeartScene'
import type { StartScene } from './sceneLink'
import {
  BOOT_STEP_BUDGET_MS,
  NEXT_WAIT,
  type FromSceneWorker,
  type ToSceneWorker,
} from './sceneMessages'
import { watchForStall } from './stallWatch'
import { rememberNoWorkerWebGL } from './webglSupport'

/**
 * The scene in a module worker, on the canvas handed over with transferControlToOffscreen: the
 * page's thread keeps only the taps and a few messages. A worker that fails to start, throws, or
 * stalls on a boot step (BOOT_STEP_BUDGET_MS, sceneMessages.ts) is stopped, and the page's thread takes over with
 * the same scene bundle, from the HTTP cache if the worker got it; a tap made meanwhile waits in
 * the page's burst channel, which the stage connects only once a scene is ready.
 */
export const startInWorker: StartScene = (canvas, setup, events) => {
  const offscreen = canvas.transferControlToOffscreen()
  const worker = new Worker(new URL('./sceneWorker.ts', import.meta.url), {
    type: 'module',
    name: 'heartburst-scene',
  })
  let isStopped = false
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
    fail(new Error(event.message || 'The scene worker could not start.'), true)
  })
  worker.addEventListener('messageerror', () => fail(new Error('A scene message was lost.'), true))

  post({ type: 'start', canvas: offscreen, sceneUrl: sceneBundleUrl(), ...setup }, [offscreen])
  stall.expect(BOOT_STEP_BUDGET_MS[NEXT_WAIT.posted])
  return {
    burst: (request) => post({ type: 'burst', request }),
    resize: (view) => post({ type: 'resize', view }),
    setCalm: (isCalm) => post({ type: 'motion', isCalm }),
    setHidden: (isHidden) => {
      post({ type: 'visibility', isHidden })
      stall.setHidden(isHidden)
    },
    stop,
  }
}
