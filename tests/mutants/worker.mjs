// The scene in its worker (issue 10, 4-6): its stalls and faults, the presses made before the
// page is live, and what the worker must follow (visibility, motion, size, pixel ratio).
// Listed in list.mjs, which says what a mutant is.
import { inWorker } from './inWorker.mjs'

/** @type {import('./list.mjs').Mutant[]} */
export const workerMutants = [
  {
    name: 'worker-stall-never-noticed',
    removes: 'the stall watch: a worker that falls silent is waited on for ever',
    edits: [
      {
        file: 'src/stage/workerHost.ts',
        find: '    if (hidden || isStopped || budgetMs === Infinity) return\n',
        replace: '    return\n',
      },
    ],
    grep: 'silent from',
    project: 'both',
  },
  {
    name: 'worker-hidden-time-counts',
    removes: 'hidden time counts towards a boot step: a glance away sends the page to its thread',
    edits: [
      {
        file: 'src/stage/workerHost.ts',
        find: '      if (hidden) clearTimeout(timer)\n      else arm()\n',
        replace: '',
      },
    ],
    grep: 'a glance away',
    project: 'both',
  },
  {
    name: 'no-worker-webgl-forgotten',
    removes: 'a browser whose worker has no WebGL tries the worker again on every visit',
    edits: [
      {
        file: 'src/stage/workerHost.ts',
        find: '      if (message.hasNoContext) rememberNoWorkerWebGL()\n',
        replace: '',
      },
    ],
    grep: 'a worker without WebGL',
    project: 'phone',
  },
  {
    name: 'scene-code-twice',
    removes: "the page's thread imports its own copy of three.js instead of the worker's bundle",
    edits: [
      {
        file: 'src/stage/mainThreadHost.ts',
        find: '  if (import.meta.env.DEV) return',
        replace: '  if (bundlePath) return',
      },
    ],
    grep: 'silent from its scene code',
    project: 'both',
  },
  {
    name: 'early-press-dropped',
    removes: 'a press made before the page is live is never fired',
    edits: [
      {
        file: 'src/pages/press/usePressBurst.ts',
        find: '    if (!press) return\n    if (answer) answer(press, burst)\n    else burst(press)\n',
        replace: '    if (!press) return\n',
      },
    ],
    grep: 'before the page is live',
    project: 'both',
  },
  {
    name: 'early-press-first-not-latest',
    removes: 'of the presses made before the page is live, the first is kept, not the latest',
    edits: [
      {
        file: 'src/early/earlyPress.ts',
        find: '  putLatest(earlyPresses().kept, press)\n',
        replace:
          '  if (earlyPresses().kept.value === null) putLatest(earlyPresses().kept, press)\n',
      },
    ],
    grep: 'the latest tap, at its point|first dodge once live',
    project: 'both',
  },
  {
    name: 'early-key-press-pointed',
    removes: 'a key press made before the page is live bursts at its (0, 0) "point"',
    edits: [
      {
        file: 'src/early/earlyPress.ts',
        find: "  const hasPoint = event.type === 'pointerdown' || pointer.detail > 0\n",
        replace: '  const hasPoint = true\n',
      },
    ],
    grep: 'before the page is live.*Enter on the focused button',
    project: 'both',
  },
  {
    name: 'segmenter-at-module-load',
    removes: 'the guard on Intl.Segmenter: the entry throws where the engine has none',
    edits: [
      {
        file: 'src/share/text.ts',
        find: 'let graphemes: Intl.Segmenter | null | undefined\n',
        replace:
          "let graphemes: Intl.Segmenter | null | undefined = new Intl.Segmenter('vi', {\n  granularity: 'grapheme',\n})\n",
      },
    ],
    grep: 'without Intl.Segmenter',
    project: 'both',
  },
  {
    name: 'key-press-bursts-at-its-point',
    removes:
      'Enter or Space on the valentine button bursts at the key\'s (0, 0) "point", not the centre',
    edits: [
      {
        file: 'src/pages/ValentinePage.tsx',
        find: 'hasPoint: event.detail > 0',
        replace: 'hasPoint: true',
      },
    ],
    grep: 'Enter on the focused button bursts|Space on the valentine button|key press bursts at the centre',
    project: 'both',
  },
  {
    name: 'valentine-press-at-centre',
    removes: 'a press on the valentine button bursts at the centre, not at the press point',
    edits: [
      {
        file: 'src/pages/ValentinePage.tsx',
        find: 'hasPoint: event.detail > 0',
        replace: 'hasPoint: false',
      },
    ],
    grep: 'pressing the button bursts hearts at the press point|silent from its scene code',
    project: 'both',
  },
  {
    name: 'floating-hearts-one-column',
    removes: 'every floating heart rises from the same column',
    edits: [
      {
        file: 'src/particles/heartPool.ts',
        find: '  pool.leftVw[slot] = randomBetween(rng, HEART_LEFT_MIN_VW, HEART_LEFT_MAX_VW)\n',
        replace:
          '  pool.leftVw[slot] = randomBetween(() => 0.5, HEART_LEFT_MIN_VW, HEART_LEFT_MAX_VW)\n',
      },
    ],
    grep: 'rise across the width',
    project: 'both',
  },
  {
    name: 'floating-hearts-still',
    removes: "the floating hearts' shader time never advances: they never rise",
    edits: [
      {
        file: 'src/scenes/FloatingHearts.tsx',
        find: '    material.uniforms.uTime.value = pool.timeS',
        replace: '    material.uniforms.uTime.value = 0',
      },
    ],
    grep: 'rise across the width',
    project: 'both',
  },
  {
    name: 'worker-startup-failure-to-2d',
    removes:
      "a worker that fails before its first frame sends the page to Canvas 2D, skipping the page's thread",
    edits: [
      {
        file: 'src/stage/sceneWorker.ts',
        find: 'isStartup: !isReady,',
        replace: 'isStartup: false,',
      },
    ],
    grep: 'cannot load three.js',
    project: 'phone',
  },
  {
    name: 'worker-fault-to-2d',
    removes: "any fault of the worker sends the page to Canvas 2D, skipping the page's thread",
    edits: [
      {
        file: 'src/stage/HeartStage.tsx',
        find: "  if (failed === 'worker' && canRetryOnMainThread) return 'main'\n",
        replace: '',
      },
    ],
    grep: 'faults of the scene worker',
    project: 'phone',
  },
  {
    name: 'burst-connected-before-ready',
    removes: "the page's taps go to a scene before it is ready, so a worker that fails loses them",
    edits: [
      {
        file: 'src/stage/StageCanvas.tsx',
        find: '          if (burstChannel) connectBurst(burstChannel, burst)\n',
        replace: '',
      },
      {
        file: 'src/stage/StageCanvas.tsx',
        find: '    linkRef.current = link\n',
        replace:
          '    linkRef.current = link\n    if (burstChannel) connectBurst(burstChannel, burst)\n',
      },
    ],
    grep: 'silent from its scene code|cannot load three.js',
    project: 'phone',
  },
  {
    name: 'worker-visibility-ignored',
    removes: 'the worker ignores the visibility message: a hidden page keeps drawing',
    edits: [
      {
        file: 'src/stage/sceneWorker.ts',
        find: "else if (message.type === 'visibility') scene?.setHidden(message.isHidden)",
        replace: "else if (message.type === 'visibility') void message",
      },
    ],
    grep: inWorker('a hidden page draws no frames'),
    project: 'phone',
  },
  {
    name: 'worker-calm-ignored',
    removes: 'the worker ignores the calm message: reduced motion switched on is not followed',
    edits: [
      {
        file: 'src/stage/sceneWorker.ts',
        find: "else if (message.type === 'calm') scene?.setCalm(message.isCalm)",
        replace: "else if (message.type === 'calm') void message",
      },
    ],
    grep: inWorker('reduced motion switched on'),
    project: 'phone',
  },
  {
    name: 'worker-resize-ignored',
    removes: 'the worker ignores resize messages: a rotated phone keeps the old canvas',
    edits: [
      {
        file: 'src/stage/sceneWorker.ts',
        find: "if (message.type === 'resize') scene?.resize(message.view)",
        replace: "if (message.type === 'resize') void message",
      },
    ],
    // devices.e2e.ts opens its pages on the default path, the worker.
    grep: `rotating the phone resizes|${inWorker('a DPR 3 phone')}`,
    project: 'phone',
  },
  {
    name: 'camera-stale-after-resize',
    removes: "PixelCamera's world-matrix update on resize: the camera keeps its first distance",
    edits: [
      {
        file: 'src/scenes/PixelCamera.tsx',
        find: '    camera.matrixWorldAutoUpdate = true\n',
        replace: '',
      },
    ],
    grep: 'after a resize the burst still lands under the press',
    project: 'phone',
  },
  {
    name: 'dpr-cap-dropped',
    removes: 'MAX_DPR: a DPR 3 phone renders at 3',
    edits: [
      {
        file: 'src/particles/constants.ts',
        find: 'export const MAX_DPR = 2\n',
        replace: 'export const MAX_DPR = Infinity\n',
      },
    ],
    grep: 'a DPR 3 phone',
    project: 'phone',
  },
  {
    name: 'main-thread-flag-ignored',
    removes: '`?scene=main`: a production build always runs the scene in its worker',
    edits: [
      {
        file: 'src/stage/HeartStage.tsx',
        find: "new URLSearchParams(location.search).get(MAIN_THREAD_FLAG) === 'main'",
        replace: 'false',
      },
    ],
    grep: 'scene=main',
    project: 'phone',
  },
]
