/// <reference lib="webworker" />
/**
 * The scene worker: the R3F root, the pools, useFrame, three.js and the shaders run here, on the
 * OffscreenCanvas the page hands over, so the visitor's thread never waits on WebGL. This file is
 * small on purpose: it makes the WebGL 2 context first and only then imports the scene bundle
 * (the same file the page's thread would import), so a worker that cannot draw costs the visitor
 * a few hundred bytes, not three.js. It reports each boot step, so the page can tell a slow boot
 * from a hung one.
 */
import { importSceneBundle } from './sceneBundleRegistry'
import { deferScene, type SceneLink, type SceneSetup } from './sceneLink'
import { WEBGL_CONTEXT_ATTRIBUTES } from './webglSupport'
import type {
  BootStep,
  FailureMessage,
  FromSceneWorker,
  StartMessage,
  ToSceneWorker,
} from './workerMessages'

declare const self: DedicatedWorkerGlobalScope

let scene: SceneLink | null = null
let isStarted = false
let isReady = false

function post(message: FromSceneWorker) {
  // A worker's postMessage goes to its page: it takes no target origin.
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  self.postMessage(message)
}

const progress = (step: BootStep) => post({ type: 'progress', step })

function fail(error: unknown, why: Pick<FailureMessage, 'hasNoContext'> = {}) {
  post({
    type: 'failure',
    message: error instanceof Error ? error.message : String(error),
    isStartup: !isReady,
    ...why,
  })
}

function start({ canvas, sceneUrl, type: _start, ...setup }: StartMessage) {
  const context = canvas.getContext('webgl2', WEBGL_CONTEXT_ATTRIBUTES)
  if (!context) {
    return fail(new Error('The scene worker cannot create a WebGL 2 context.'), {
      hasNoContext: true,
    })
  }
  progress('context')
  const mounting = importSceneBundle(sceneUrl).then(({ mountHeartScene }) => {
    progress('code')
    return (current: SceneSetup) =>
      mountHeartScene({
        ...current,
        canvas,
        context,
        onCount: (name, count) => post({ type: 'count', name, count }),
        onReady: () => {
          isReady = true
          post({ type: 'ready' })
        },
        onShadersReady: () => progress('shaders'),
        onFailure: fail,
      })
  })
  scene = deferScene(setup, mounting, fail)
}

self.addEventListener('message', (event: MessageEvent<ToSceneWorker>) => {
  const message = event.data
  if (message.type === 'start') {
    if (!isStarted) start(message)
    isStarted = true
  } else if (message.type === 'resize') scene?.resize(message.view)
  else if (message.type === 'calm') scene?.setCalm(message.isCalm)
  else if (message.type === 'visibility') scene?.setHidden(message.isHidden)
  else scene?.burst(message.press)
})

// An error no boundary caught (the scene bundle's module code, a bug in a timer) ends the worker's
// usefulness; the page then draws on its own thread.
self.addEventListener('unhandledrejection', (event) => fail(event.reason))

progress('running')
