// What the page shows: floating hearts, bursts and the tap point.
// Listed in list.mjs, which says what a mutant is.
import { inWorker } from './inWorker.mjs'

/** @type {import('./list.mjs').Mutant[]} */
export const drawingMutants = [
  {
    name: 'floating-hearts-not-drawn',
    removes: 'the WebGL floating hearts are simulated but never drawn',
    edits: [
      {
        file: 'src/scenes/FloatingHearts.tsx',
        find: '    mesh.count = pool.count\n    material.uniforms.uTime.value = pool.timeS',
        replace: '    mesh.count = 0\n    material.uniforms.uTime.value = pool.timeS',
      },
    ],
    // Home's test, and /love's, which the animated GIF alone used to pass; in the worker, the
    // GPU-crash test looks for hearts drawn again after the restore, before any tap.
    grep: `hearts float up|rise across the width|${inWorker('a GPU process crash')}`,
    project: 'phone',
  },
  {
    name: 'taps-ignored',
    removes: 'a tap on /love fires no burst',
    edits: [
      {
        file: 'src/pages/LovePage.tsx',
        find: '    burst({ x: event.clientX, y: event.clientY, hasPoint: true })\n',
        replace: '',
      },
    ],
    grep: `a tap anywhere bursts|touch tap bursts|${inWorker('a tap near an edge')}`,
    project: 'phone',
  },
  {
    name: 'burst-not-drawn',
    removes: 'the WebGL burst is fired (the count says 300) but never drawn',
    edits: [
      {
        file: 'src/scenes/ClickBurst.tsx',
        find: '    mesh.count = pool.count\n    material.uniforms.uAge.value = pool.ageS',
        replace: '    mesh.count = 0\n    material.uniforms.uAge.value = pool.ageS',
      },
    ],
    grep: `a tap anywhere bursts|${inWorker('a tap near an edge')}|${inWorker('a stage off')}`,
    project: 'phone',
  },
  {
    name: 'new-burst-not-clearing-old',
    removes: 'a tap while a burst flies leaves the old burst in place (no new one replaces it)',
    edits: [
      {
        file: 'src/particles/sceneDriver.ts',
        find: '  const press = takeLatest(driver.latest)\n  if (press) {',
        replace:
          '  const press = burst.count > 0 ? null : takeLatest(driver.latest)\n  if (press) {',
      },
    ],
    grep: 'clears the previous burst|replaces the previous burst',
    project: 'phone',
  },
  {
    name: 'new-burst-keeps-old-age',
    removes: 'a new burst is not reset to age 0: it starts as far along as the old one was',
    edits: [
      {
        file: 'src/particles/burstPool.ts',
        find: '  pool.count = started\n  pool.ageS = 0\n',
        replace: '  pool.count = started\n',
      },
    ],
    grep: 'clears the previous burst|replaces the previous burst',
    project: 'phone',
  },
  {
    name: 'burst-at-wrong-point',
    removes: 'the tap point is mirrored top to bottom on its way to the scene',
    edits: [
      {
        file: 'src/particles/clickProjection.ts',
        find: 'const ndcY = 1 - (y / view.height) * 2',
        replace: 'const ndcY = (y / view.height) * 2 - 1',
      },
    ],
    grep: `a tap anywhere bursts|touch tap bursts|clears the previous burst|${inWorker('a stage off')}`,
    project: 'phone',
  },
  {
    name: 'burst-at-centre',
    removes: 'a tap on /love bursts at the screen centre instead of the tap point',
    edits: [
      {
        file: 'src/pages/LovePage.tsx',
        find: 'burst({ x: event.clientX, y: event.clientY, hasPoint: true })',
        replace: 'burst({ x: event.clientX, y: event.clientY, hasPoint: false })',
      },
    ],
    grep: 'a tap anywhere bursts|touch tap bursts|clears the previous burst',
    project: 'phone',
  },
  {
    name: 'tap-not-in-canvas-coordinates',
    removes: "the page's tap reaches the scene in client coordinates, not the canvas's own",
    edits: [
      {
        file: 'src/stage/StageCanvas.tsx',
        find: 'link.burst(toStagePress(host, press))',
        replace: 'link.burst(press)',
      },
    ],
    // The shipped stage fills the page from its corner, where both are the same: the test moves
    // the stage down.
    grep: inWorker('a stage off'),
    project: 'phone',
  },
]
