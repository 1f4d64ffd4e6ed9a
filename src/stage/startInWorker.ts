import type { FromSceneWorker, ToSceneWorker } from './sceneMessages'
import type { StartScene } from './sceneLink'

/** How long the worker may take to draw its first frame (visible time) before the page's
 * thread takes over. */
export const WORKER_READY_TIMEOUT_MS = 2000

/**
 * The scene in a module worker, on the canvas handed over with transferControlToOffscreen: the
 * page's thread keeps only the taps and a few messages. A worker that fails to start, throws, or
 * has not drawn within WORKER_READY_TIMEOUT_MS of visible time is stopped, and the page's thread
 * takes over; a tap made meanwhile waits in the page's burst channel, which the stage connects
 * only once a scene is ready.
 */
export const startInWorker: StartScene = (canvas, setup, events) => {
  const offscreen = canvas.transferControlToOffscreen()
  const worker = new Worker(new URL('./sceneWorker.ts', import.meta.url), {
    type: 'module',
    name: 'heartburst-scene',
  })
  let isReady = false
  let isStopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const post = (message: ToSceneWorker, transfer: Transferable[] = []) => {
    if (!isStopped) worker.postMessage(message, transfer)
  }
  const fail = (error: unknown, canRetryOnMainThread: boolean) => {
    if (isStopped) return
    stop()
    events.onFailure(error, canRetryOnMainThread)
  }
  // A hidden page draws no frames, so only visible time counts towards the deadline.
  const startTimer = () => {
    if (isReady || timer !== undefined) return
    timer = setTimeout(
      () => fail(new Error('The scene worker did not draw its first frame in time.'), true),
      WORKER_READY_TIMEOUT_MS,
    )
  }
  const stop = () => {
    isStopped = true
    clearTimeout(timer)
    worker.terminate()
  }

  worker.addEventListener('message', (event: MessageEvent<FromSceneWorker>) => {
    const message = event.data
    if (isStopped) return
    if (message.type === 'ready') {
      isReady = true
      clearTimeout(timer)
      events.onReady()
    } else if (message.type === 'count') {
      events.onCount(message.name, message.count)
    } else {
      fail(new Error(message.message), message.isStartup)
    }
  })
  worker.addEventListener('error', (event) => {
    // Handled here: the page's thread takes over, and the console need not show it as uncaught.
    event.preventDefault()
    fail(new Error(event.message || 'The scene worker could not start.'), true)
  })
  worker.addEventListener('messageerror', () => fail(new Error('A scene message was lost.'), true))

  post({ type: 'start', canvas: offscreen, ...setup }, [offscreen])
  if (!setup.isHidden) startTimer()
  return {
    burst: (request) => post({ type: 'burst', request }),
    resize: (view) => post({ type: 'resize', view }),
    setCalm: (isCalm) => post({ type: 'motion', isCalm }),
    setHidden: (isHidden) => {
      post({ type: 'visibility', isHidden })
      if (!isHidden) startTimer()
    },
    stop,
  }
}
