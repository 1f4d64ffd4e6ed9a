// Fallbacks: who draws when WebGL cannot (Canvas 2D, and no scene download without WebGL).
// Listed in list.mjs, which says what a mutant is.
import { inWorker } from './inWorker.mjs'

/** @type {import('./list.mjs').Mutant[]} */
export const fallbackMutants = [
  {
    name: 'no-canvas2d-fallback',
    removes: 'when WebGL fails, the page gives up on hearts instead of drawing them with Canvas 2D',
    edits: [
      {
        file: 'src/stage/HeartStage.tsx',
        find: "  return failed === '2d' ? 'none' : '2d'",
        replace: "  return 'none'",
      },
    ],
    // webgl-faults and scene-faults on the page's thread; scene-paths on both.
    grep: 'without WebGL',
    project: 'phone',
  },
  {
    name: 'canvas2d-hearts-not-drawn',
    removes: 'the Canvas 2D fallback draws no floating hearts',
    edits: [
      {
        file: 'src/fallback2d/mountHearts2D.ts',
        find: '    drawFloatingHearts2D(context, view, driver.hearts, isCalm, fills)\n',
        replace: '',
      },
    ],
    grep: 'draws the hearts with Canvas 2D',
    project: 'phone',
  },
  {
    name: 'canvas2d-burst-not-drawn',
    removes: 'the Canvas 2D fallback fires bursts (the count says 300) but never draws them',
    edits: [
      {
        file: 'src/fallback2d/mountHearts2D.ts',
        find: '    drawBurst2D(context, view, driver.burst, isCalm, fills)\n',
        replace: '',
      },
    ],
    grep: 'webgl-faults.*without WebGL',
    project: 'phone',
  },
  {
    name: 'scene-downloaded-without-webgl',
    removes: "the page thread's WebGL check before the download: every device fetches three.js",
    edits: [
      {
        file: 'src/stage/mainThreadHost.ts',
        find: '  const context = createWebGLContext(canvas)\n',
        replace: '  void loadHeartScene()\n  const context = createWebGLContext(canvas)\n',
      },
    ],
    // Both scene-paths twins: a worker without WebGL hands over to the page's thread, which
    // then fetches it too.
    grep: 'never downloaded',
    project: 'phone',
  },
  {
    name: 'worker-downloads-scene-without-webgl',
    removes:
      "the worker's WebGL check before the download: a worker without a context fetches three.js",
    edits: [
      {
        file: 'src/stage/sceneWorker.ts',
        find: '  if (!context) {\n    return fail(',
        replace: '  if (!context) {\n    void importSceneBundle(sceneUrl)\n    return fail(',
      },
    ],
    grep: inWorker('without WebGL'),
    project: 'phone',
  },
]
