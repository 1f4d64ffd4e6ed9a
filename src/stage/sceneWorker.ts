/// <reference lib="webworker" />
/**
 * The scene worker: the R3F root, the pools, useFrame, three.js and the shaders run here, on the
 * OffscreenCanvas the page hands over, so the visitor's thread never waits on WebGL. This file is
 * small on purpose: it makes the WebGL 2 context first and only then downloads the scene chunk,
 * so a worker that cannot draw costs the visitor a few hundred bytes, not three.js.
 */
import type { SceneLink } from './sceneLink'
import type { FromSceneWorker, ToSceneWorker } from './sceneMessages'
import { WEBGL_CONTEXT_ATTRIBUTES } from './webglContext'

declare const self: DedicatedWorkerGlobalScope

let scene: SceneLink | null = null
let isStarted = false
let isReady = false
// What arrives while the scene chunk is on its way is applied when it lands.
let latest: Extract<ToSceneWorker, { type: 'start' }> | null = null

function post(message: FromSceneWorker) {
  // A worker's postMessage goes to its page: it takes no target origin.
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  self.postMessage(message)
}

function fail(error: unknown) {
  post({
    type: 'failure',
    message: error instanceof Error ? error.message : String(error),
    isStartup: !isReady,
  })
}

function start(message: Extract<ToSceneWorker, { type: 'start' }>) {
  isStarted = true
  latest = message
  const context = message.canvas.getContext('webgl2', WEBGL_CONTEXT_ATTRIBUTES)
  if (!context) {
    fail(new Error('The scene worker cannot create a WebGL 2 context.'))
    return
  }
  import('./mountHeartScene').then(({ mountHeartScene }) => {
    const setup = latest ?? message
    scene = mountHeartScene({
      canvas: message.canvas,
      context,
      view: setup.view,
      hasFloatingHearts: message.hasFloatingHearts,
      hasBurst: message.hasBurst,
      isCalm: setup.isCalm,
      onCount: (name, count) => post({ type: 'count', name, count }),
      onReady: () => {
        isReady = true
        post({ type: 'ready' })
      },
      onFailure: fail,
    })
    if (setup.isHidden) scene.setHidden(true)
  }, fail)
}

self.addEventListener('message', (event: MessageEvent<ToSceneWorker>) => {
  const message = event.data
  if (message.type === 'start') {
    if (!isStarted) start(message)
    return
  }
  if (latest) {
    if (message.type === 'resize') latest = { ...latest, view: message.view }
    if (message.type === 'motion') latest = { ...latest, isCalm: message.isCalm }
    if (message.type === 'visibility') latest = { ...latest, isHidden: message.isHidden }
  }
  if (!scene) return
  if (message.type === 'resize') scene.resize(message.view)
  else if (message.type === 'motion') scene.setCalm(message.isCalm)
  else if (message.type === 'visibility') scene.setHidden(message.isHidden)
  else scene.burst(message.request)
})

// An error no boundary caught (the scene chunk's module code, a bug in a timer) ends the worker's
// usefulness; the page then draws on its own thread.
self.addEventListener('unhandledrejection', (event) => fail(event.reason))
