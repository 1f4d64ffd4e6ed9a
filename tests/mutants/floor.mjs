// The browser floor's mutants (issue 31): each removes one gate that keeps the oldest engines the
// guide names drawing, and names the tests of tests/e2e/oldest-engines.e2e.ts that must notice.
// Run them alone with `npm run test:mutants -- floor-`.

const SUPPORT = 'src/stage/webglSupport.ts'
const STAGE = 'src/stage/StageCanvas.tsx'
const WORKER = 'src/stage/workerHost.ts'

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
    // The fastest of its routes: every one checks that no scene code is requested.
    grep: 'Firefox 78, emulated.*/valentine',
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
]
