// The mutants of `npm run test:mutants`: each removes one safeguard or behaviour with exact
// find -> replace edits, and names the browser tests that must notice (a Playwright --grep, run
// in one project; it matches "project file describe title"). A `find` must occur exactly once in
// its file, so when the source moves on, the run fails loudly here instead of testing an
// unchanged build.
//
// Tests that open the page with openFrozenScene run the scene on the page's thread (the page
// clock cannot reach a worker); their twins in scene-paths.e2e.ts run on both paths in real
// time, and the worker's own faults are there too.

import { questionMutants } from './question.mjs'

/**
 * @typedef {{ file: string, find: string, replace: string }} Edit
 * @typedef {{
 *   name: string,
 *   removes: string,
 *   edits: Edit[],
 *   grep: string,
 *   project: 'phone' | 'desktop' | 'both' | 'engines',
 *   runner?: 'playwright' | 'engines',
 * }} Mutant
 */

import { engineMutants } from './engines.mjs'
import { floorMutants } from './floor.mjs'
import { stageMutants } from './stage.mjs'
import { musicMutants } from './music.mjs'
import { musicCreateMutants } from './music-create.mjs'
import { occasionMutants } from './occasions.mjs'

/** The worker twin of a scene-paths.e2e.ts test, by its title's start. */
const inWorker = (title) => `scene in its worker › ${title}`.replaceAll(' › ', '.*')

/** @type {Mutant[]} */
export const mutants = [
  // ---- What the page shows: hearts, bursts, the tap point ----
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
        find: '    requestBurst(channel, { x: event.clientX, y: event.clientY, hasPoint: true })\n',
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
        find: '  const request = driver.nextBurst\n  if (request) {',
        replace: '  const request = burst.count > 0 ? null : driver.nextBurst\n  if (request) {',
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
        find: '  pool.count = fired\n  pool.ageS = 0\n',
        replace: '  pool.count = fired\n',
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
        find: 'requestBurst(channel, { x: event.clientX, y: event.clientY, hasPoint: true })',
        replace: 'requestBurst(channel, { x: event.clientX, y: event.clientY, hasPoint: false })',
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
        file: 'src/stage/SceneStage.tsx',
        find: 'link.burst(toStageRequest(host, request))',
        replace: 'link.burst(request)',
      },
    ],
    // The shipped stage fills the page from its corner, where both are the same: the test moves
    // the stage down.
    grep: inWorker('a stage off'),
    project: 'phone',
  },

  // ---- Fallbacks: who draws when WebGL cannot ----
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
        file: 'src/fallback2d/Canvas2DHearts.tsx',
        find: '      drawFloatingHearts2D(context, view, driver.hearts, isCalmNow, fills)\n',
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
        file: 'src/fallback2d/Canvas2DHearts.tsx',
        find: '      drawBurst2D(context, view, driver.burst, isCalmNow, fills)\n',
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
        file: 'src/stage/startOnMainThread.ts',
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

  // ---- Faults of the WebGL scene ----
  {
    name: 'no-context-restore',
    removes: 'the frame loop stopped by a lost context never resumes when the context comes back',
    edits: [
      {
        file: 'src/scenes/FrameLoopGuard.tsx',
        find: "    canvas.addEventListener('webglcontextrestored', onRestored)\n",
        replace: '',
      },
    ],
    // The page thread's WEBGL_lose_context tests, and the GPU process crash on both paths.
    grep: 'context is lost and restored|lost and restored context|GPU process crash',
    project: 'phone',
  },
  {
    name: 'context-lost-for-good-ignored',
    removes: 'the hand-over to Canvas 2D when a lost context never comes back',
    edits: [
      {
        file: 'src/scenes/FrameLoopGuard.tsx',
        find: "() => onFailure(new Error('The WebGL context was lost and did not come back.')),",
        replace: '() => undefined,',
      },
    ],
    grep: 'lost for good',
    project: 'phone',
  },
  {
    name: 'scene-error-unbounded',
    removes: 'the error boundary inside the R3F root: a throw in the scene leaves an empty canvas',
    edits: [
      {
        file: 'src/scenes/sceneRoot.tsx',
        find: '<ErrorBoundary fallback={null} onError={fail}>',
        replace: '<>',
      },
      { file: 'src/scenes/sceneRoot.tsx', find: '</ErrorBoundary>,', replace: '</>,' },
    ],
    grep: 'error thrown inside the scene tree',
    project: 'phone',
  },
  {
    name: 'no-link-check',
    removes: 'the link-status check after the precompile: a broken shader draws nothing, silently',
    edits: [
      {
        file: 'src/scenes/PrecompileShaders.tsx',
        find: 'if (failed === null) return onCompiled?.()',
        replace: 'return onCompiled?.()',
      },
    ],
    grep: 'fails to link',
    project: 'phone',
  },
  {
    name: 'scene-chunk-failure-ignored',
    removes: "the page thread's fallback when the scene chunk fails to download",
    edits: [
      {
        file: 'src/stage/startOnMainThread.ts',
        find: '  const scene = deferScene(setup, mounting, fail)\n',
        replace: '  const scene = deferScene(setup, mounting, () => undefined)\n',
      },
    ],
    // In the worker's twin, the page's thread is the second to fail to load it.
    grep: 'scene chunk that fails to load|cannot load three.js',
    project: 'phone',
  },
  {
    name: 'early-tap-dropped',
    removes: 'the tap kept while a scene is not ready yet',
    edits: [
      {
        file: 'src/particles/burstChannel.ts',
        find: '    channel.pending = null\n    fire(pending)\n',
        replace: '    channel.pending = null\n',
      },
    ],
    grep: 'before three.js arrives|silent from its scene code|cannot load three.js',
    project: 'phone',
  },

  // ---- The scene in its worker (issue 10, 4-6) ----
  {
    name: 'worker-stall-never-noticed',
    removes: 'the stall watch: a worker that falls silent is waited on for ever',
    edits: [
      {
        file: 'src/stage/stallWatch.ts',
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
        file: 'src/stage/stallWatch.ts',
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
        file: 'src/stage/startInWorker.ts',
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
        file: 'src/stage/loadHeartScene.ts',
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
        file: 'src/pages/useEarlyPressBurst.ts',
        find: '    if (!press) return\n    requestBurst(channel, press)\n',
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
        file: 'src/pages/earlyPress.ts',
        find: '  keptPress = press\n',
        replace: '  keptPress ??= press\n',
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
        file: 'src/pages/earlyPress.ts',
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
        file: 'src/stage/SceneStage.tsx',
        find: '          if (burstChannel) connectBurst(burstChannel, fire)\n',
        replace: '',
      },
      {
        file: 'src/stage/SceneStage.tsx',
        find: '    linkRef.current = link\n',
        replace:
          '    linkRef.current = link\n    if (burstChannel) connectBurst(burstChannel, fire)\n',
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
    name: 'worker-motion-ignored',
    removes: 'the worker ignores the motion message: reduced motion switched on is not followed',
    edits: [
      {
        file: 'src/stage/sceneWorker.ts',
        find: "else if (message.type === 'motion') scene?.setCalm(message.isCalm)",
        replace: "else if (message.type === 'motion') void message",
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

  // ---- Motion, time and the scene's life on a page ----
  {
    name: 'reduced-motion-ignored',
    removes: 'the scenes never see prefers-reduced-motion',
    edits: [
      {
        file: 'src/stage/reducedMotion.ts',
        find: 'return useSyncExternalStore(subscribe, prefersReducedMotion, () => false)',
        replace: 'return useSyncExternalStore(subscribe, () => false, () => false)',
      },
    ],
    grep: 'calm burst|calms the next burst|blooms in place',
    project: 'phone',
  },
  {
    name: 'no-dt-clamp',
    removes: 'a frame delta is used whole, however long the tab slept',
    edits: [
      {
        file: 'src/particles/time.ts',
        find: 'return dt < MAX_DT_S ? dt : MAX_DT_S',
        replace: 'return dt',
      },
    ],
    grep: '60 s gap',
    project: 'phone',
  },
  {
    name: 'exit-age-frozen',
    removes:
      'the scene driver keeps the exit age of the size and mode a burst was fired in (both renderers)',
    edits: [
      {
        file: 'src/particles/sceneDriver.ts',
        find: 'if (driver.lifeHeight !== view.height || driver.lifeCalm !== isCalm) {',
        replace: 'if (false) {',
      },
    ],
    grep: 'burst in flight \\((webgl|2d)\\)',
    project: 'phone',
  },
  {
    name: 'dpr-2d-ignored',
    removes: 'the Canvas 2D layer keeps its first DPR',
    edits: [
      {
        file: 'src/fallback2d/Canvas2DHearts.tsx',
        find: 'if (Math.min(MAX_DPR, window.devicePixelRatio || 1) !== view.dpr) resize()',
        replace: '',
      },
    ],
    grep: 'follows a DPR change',
    project: 'desktop',
  },
  {
    name: 'ready-before-drawn',
    removes:
      "readiness from the scene's own first frame: the signal comes before anything is drawn",
    edits: [
      {
        file: 'src/scenes/FirstFrameSignal.tsx',
        find: '    invalidate()\n    return () => {',
        replace: '    onReady()\n    return () => {',
      },
    ],
    grep: '40 navigations leave one live WebGL context',
    project: 'desktop',
  },

  // ---- The page around the scene ----
  {
    name: 'gif-onerror-dropped',
    // Only a GIF that fails after hydration needs onError: one that failed before is read from
    // the prerendered <img> (the next mutant). 'fails after the page is live' is the test that
    // covers it, proposed for gif-faults.e2e.ts; until it lands this mutant survives.
    removes: "the GIF's onError: a GIF that fails after hydration stays a broken image",
    edits: [
      {
        file: 'src/pages/LoveGif.tsx',
        find: ' onLoad={onLoad} onError={onError} />',
        replace: ' onLoad={onLoad} />',
      },
    ],
    grep: 'GIF that fails to load|aborted GIF|fails after the page is live',
    project: 'phone',
  },
  {
    name: 'gif-status-at-hydration-ignored',
    removes: 'the read of a prerendered GIF that finished (loaded or failed) before React hydrated',
    edits: [
      {
        file: 'src/pages/imageStatus.ts',
        find: '    if (ref.current) setStatus(statusOfImage(ref.current))\n',
        replace: '    void statusOfImage\n',
      },
    ],
    grep: 'GIF that fails to load|aborted GIF|finished before hydration',
    project: 'phone',
  },
  {
    name: 'root-error-view-nothing',
    removes: 'the root error boundary shows nothing instead of the error page',
    edits: [
      {
        file: 'src/app/App.tsx',
        find: '<ErrorBoundary fallback={<ErrorPage />}>',
        replace: '<ErrorBoundary fallback={null}>',
      },
    ],
    grep: 'a bug anywhere',
    project: 'phone',
  },
  {
    name: 'touch-buzz-on-pointerdown',
    removes: 'the buzz waits for the touch event that carries user activation',
    edits: [
      {
        file: 'src/pages/LovePage.tsx',
        find: "    if (event.pointerType !== 'mouse') return\n    buzzOnTap()\n",
        replace: "    buzzOnTap()\n    if (event.pointerType !== 'mouse') return\n",
      },
    ],
    grep: 'buzzes on the very first tap',
    project: 'phone',
  },
  // ---- The first burst's GPU warm-up (issue 24) ----
  {
    name: 'warm-burst-visible',
    removes: 'the boot warm-up draws a heart a visitor can see (a real size, not a point)',
    edits: [
      {
        file: 'src/scenes/WarmBurst.tsx',
        find: 'const WARM_SIZE_PX = 0\n',
        replace: 'const WARM_SIZE_PX = 24\n',
      },
    ],
    grep: 'warm burst',
    project: 'phone',
  },
  {
    name: 'warm-burst-never-idle',
    removes:
      'the boot warm-up never returns to idle: it draws and asks for a frame, again and again',
    edits: [
      {
        file: 'src/scenes/WarmBurst.tsx',
        find: '    phaseRef.current = DONE\n  })\n',
        replace: '    state.invalidate()\n  })\n',
      },
    ],
    grep: 'warm burst',
    project: 'phone',
  },
  {
    name: 'warm-burst-off',
    removes: 'no warm-up: the first burst builds the GPU pipeline at the press',
    edits: [
      {
        file: 'src/scenes/HeartScene.tsx',
        find: '      {burstChannel && <WarmBurst meshName="ClickBurst" />}\n',
        replace: '',
      },
    ],
    grep: 'warm burst',
    project: 'phone',
  },
  {
    name: 'warm-burst-not-rearmed',
    removes: 'a restored context is not warmed again: the first burst after it builds the pipeline',
    edits: [
      {
        file: 'src/scenes/WarmBurst.tsx',
        find: '      phaseRef.current = WAITING\n    }\n',
        replace: '    }\n',
      },
    ],
    grep: 'restored context is warmed',
    project: 'phone',
  },
  // ---- The first paint (issue 22): the HTML alone paints it, nothing delays or moves it ----
  {
    name: 'fallback-font-unmatched',
    removes: 'the metric-matched fallback: the system font shows until Be Vietnam Pro arrives',
    edits: [
      {
        file: 'src/app/styles.css',
        find: "    'Be Vietnam Pro',\n    'Be Vietnam Pro Fallback',\n",
        replace: "    'Be Vietnam Pro',\n",
      },
    ],
    grep: 'the swap moves nothing',
    project: 'phone',
  },
  {
    name: 'love-line-width-in-ch',
    removes: "the love line's width in em: in ch it follows the font in use",
    edits: [
      { file: 'src/app/styles.css', find: '  max-width: 14.2em;', replace: '  max-width: 20ch;' },
    ],
    grep: 'the swap moves nothing',
    project: 'phone',
  },
  {
    name: 'app-before-first-paint',
    removes: "the wait for the first paint: the app's script is fetched with the HTML",
    edits: [{ file: 'src/app/boot.ts', find: 'afterFirstPaint(startApp)', replace: 'startApp()' }],
    grep: 'fetched only after the first paint',
    project: 'phone',
  },
  {
    name: 'inline-style-unhashed',
    removes: "the inline stylesheet's hash in the CSP, and the build's check of it",
    edits: [
      {
        file: 'site/head.ts',
        find: '  const policy = contentSecurityPolicy(settings, styles.map(inlineHashSource), scriptHashes)',
        replace:
          '  const policy = contentSecurityPolicy(settings, styles.map(inlineHashSource).slice(1), scriptHashes)',
      },
      {
        file: 'site/vitePlugins.ts',
        find: '          const inline = findInlineCode(html, inlineHashSource)',
        replace: '          const inline = findInlineCode(html, inlineHashSource).slice(1)',
      },
    ],
    grep: 'security: Content-Security-Policy',
    project: 'phone',
  },
  {
    name: 'home-early-click-lost',
    removes: 'the home button keeps no click made before the app is live',
    edits: [
      { file: 'src/pages/HomePage.tsx', find: '          data-early-press="click"\n', replace: '' },
    ],
    grep: 'Click pushes sign_up|Click keeps an existing data layer',
    project: 'phone',
  },
  // ---- Checks that must fail a broken page: a partial or stray burst, slow or narrow hearts ----
  {
    name: 'burst-partial-draw',
    removes: 'the WebGL burst reports 300 hearts and draws 30 of them',
    edits: [
      {
        file: 'src/scenes/ClickBurst.tsx',
        find: '    mesh.count = pool.count\n    material.uniforms.uAge.value = pool.ageS',
        replace:
          '    mesh.count = Math.min(pool.count, 30)\n    material.uniforms.uAge.value = pool.ageS',
      },
    ],
    grep: `pressing the button bursts hearts|${inWorker('a key press bursts')}`,
    project: 'phone',
  },
  {
    name: 'burst-third-drawn',
    removes: 'the WebGL burst reports 300 hearts and draws 100 of them (more than twenty big ones)',
    edits: [
      {
        file: 'src/scenes/ClickBurst.tsx',
        find: '    mesh.count = pool.count\n    material.uniforms.uAge.value = pool.ageS',
        replace:
          '    mesh.count = Math.min(pool.count, 100)\n    material.uniforms.uAge.value = pool.ageS',
      },
    ],
    grep: `pressing the button bursts hearts|${inWorker('a key press bursts')}`,
    project: 'phone',
  },
  {
    name: 'stray-second-burst',
    removes: 'every tap also bursts 60 hearts 350 px away, toward the middle of the screen',
    edits: [
      {
        file: 'src/shaders/burst.vert.glsl',
        find: '  float c = cos(rotation);\n',
        replace:
          '  if (gl_InstanceID < 60) center.y += uOrigin.y > 0.0 ? -350.0 : 350.0;\n' +
          '  float c = cos(rotation);\n',
      },
    ],
    grep: `Enter on the focused button bursts|a tap anywhere bursts|${inWorker('a key press bursts')}`,
    project: 'phone',
  },
  {
    name: 'hearts-rise-slow',
    removes: 'floating hearts rise at a tenth of their speed, low on the screen',
    edits: [
      {
        file: 'src/shaders/heart.vert.glsl',
        find: '    mix(startY, endY, progress),\n',
        replace: '    mix(startY, endY, 0.15 + 0.1 * progress),\n',
      },
    ],
    grep: inWorker('runs where it should'),
    project: 'phone',
  },
  {
    name: 'hearts-one-quarter',
    removes: 'floating hearts spawn only in the left quarter of the screen',
    edits: [
      {
        file: 'src/particles/heartPool.ts',
        find: '  pool.leftVw[slot] = randomBetween(rng, HEART_LEFT_MIN_VW, HEART_LEFT_MAX_VW)\n',
        replace:
          '  pool.leftVw[slot] = randomBetween(rng, HEART_LEFT_MIN_VW, HEART_LEFT_MAX_VW / 4)\n',
      },
    ],
    grep: inWorker('runs where it should'),
    project: 'phone',
  },
  ...questionMutants,
  ...engineMutants,
  ...floorMutants,
  ...stageMutants,
  ...musicMutants,
  ...occasionMutants,
  ...musicCreateMutants,
]
