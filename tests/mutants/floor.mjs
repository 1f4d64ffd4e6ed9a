// The browser floor's mutants (issues 31 and 42): each removes one gate that keeps the oldest
// engines the guide names drawing (or the check that would see it go), and names the tests of
// tests/e2e/oldest-engines.e2e.ts that must notice.
// Run them alone with `npm run test:mutants -- floor-`.

const SUPPORT = 'src/stage/webglSupport.ts'
const STAGE = 'src/stage/StageCanvas.tsx'
const WORKER = 'src/stage/workerHost.ts'
const DRAW_2D = 'src/fallback2d/drawHearts2D.ts'

/** @type {import('./list.mjs').Mutant[]} */
export const floorMutants = [
  {
    name: 'floor-scene-bundle-without-weakref',
    removes:
      'the WeakRef gate: Firefox 78 (WebGL 2, no WeakRef) downloads three.js only to fail on it',
    edits: [
      {
        file: SUPPORT,
        find: "    hasWebGL2Api() && typeof WeakRef === 'function' && typeof FinalizationRegistry === 'function'\n",
        replace: '    hasWebGL2Api()\n',
      },
    ],
    // The route Firefox 78 runs on its own (its presses are Safari 14.0's): it checks, as every
    // route does, that no scene code is requested.
    grep: 'Firefox 78, emulated.*/: the home page',
    project: 'phone',
  },
  {
    name: 'floor-sync-start-throw-leaks-canvas',
    removes: 'a scene start that throws leaves its canvas in the stage under the next renderer',
    edits: [
      {
        file: STAGE,
        find: '      canvas.remove()\n      propsRef.current.onFailure(error, true)\n',
        replace: '      propsRef.current.onFailure(error, true)\n',
      },
    ],
    grep: 'a Worker constructor that throws',
    project: 'phone',
  },
  {
    name: 'floor-module-worker-refusal-forgotten',
    removes: 'a Worker constructor that refuses module workers is tried again on every visit',
    edits: [
      {
        file: WORKER,
        find: '  } catch (error) {\n    rememberNoModuleWorker()\n',
        replace: '  } catch (error) {\n',
      },
    ],
    grep: 'a Worker constructor that throws',
    project: 'phone',
  },
  {
    name: 'floor-module-worker-failure-forgotten',
    removes: 'a module worker that fails to load (Firefox 111-113) is tried again on every visit',
    edits: [
      {
        file: WORKER,
        find: '    if (!hasSpoken) void failedUnheard(workerUrl)\n',
        replace: '',
      },
    ],
    grep: 'Firefox 111-113',
    project: 'phone',
  },
  {
    name: 'floor-focus-visible-unguarded',
    removes:
      'Không asks `:focus-visible` unguarded: a SyntaxError on every press where it is unknown',
    edits: [
      {
        file: 'src/pages/question/useDodge.ts',
        find: "    canMatchFocusVisible\n      ? button.matches(':focus-visible')",
        replace: "    true\n      ? button.matches(':focus-visible')",
      },
    ],
    grep: '(Firefox 78|Safari 14.0), emulated.*/share/question/',
    project: 'phone',
  },
  {
    name: 'floor-request-submit-unguarded',
    removes:
      "requestSubmit's fallback: Return in /create's love line throws in Safari and iOS before 16",
    edits: [
      {
        file: 'src/pages/create/result/submitForm.ts',
        find: "  if (typeof form.requestSubmit === 'function') {\n",
        replace: '  {\n',
      },
    ],
    grep: 'Safari 14.0, emulated.*/create',
    project: 'phone',
  },
  {
    name: 'floor-hearts-solid-fill',
    removes: 'the Canvas 2D heart shape: each heart paints the whole canvas (the hearts ceiling)',
    edits: [
      {
        file: DRAW_2D,
        find: '  context.fill(heartPath)\n',
        replace:
          '  context.setTransform(1, 0, 0, 1, 0, 0)\n  context.fillRect(0, 0, context.canvas.width, context.canvas.height)\n',
      },
    ],
    grep: 'Safari 14.0, emulated.*/: the home page',
    project: 'phone',
  },
  {
    name: 'floor-worker-without-offscreen-canvas',
    removes:
      "the OffscreenCanvas gate, with the worker started before the handover: Safari 15.0-16.3 and Firefox 79-104 download and start a worker that never draws (the thread is still the page's)",
    edits: [
      {
        file: SUPPORT,
        find: "    typeof OffscreenCanvas === 'function' &&\n    typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function' &&\n",
        replace: '',
      },
      {
        file: WORKER,
        find: '  const offscreen = canvas.transferControlToOffscreen()\n  const workerUrl = new URL(workerPath, document.baseURI)\n  const worker = startModuleWorker(workerUrl)\n',
        replace:
          '  const workerUrl = new URL(workerPath, document.baseURI)\n  const worker = startModuleWorker(workerUrl)\n  const offscreen = canvas.transferControlToOffscreen()\n',
      },
    ],
    grep: 'Safari 15.0, emulated.*/love',
    project: 'phone',
  },
]
