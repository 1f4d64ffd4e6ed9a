// Motion, time and the scene's life on a page: reduced motion, the step's clamp, ages, pixel
// ratio, readiness.
// Listed in list.mjs, which says what a mutant is.

/** @type {import('./list.mjs').Mutant[]} */
export const motionMutants = [
  {
    name: 'reduced-motion-ignored',
    removes: 'the scenes never see prefers-reduced-motion',
    edits: [
      {
        file: 'src/ui/useIsCalm.ts',
        find: 'return useSyncExternalStore(subscribe, isCalmNow, () => false)',
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
        file: 'src/fallback2d/mountHearts2D.ts',
        find: '    if (dpr !== view.dpr) resize({ width: view.width, height: view.height, dpr })\n',
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
    project: 'phone',
  },
]
