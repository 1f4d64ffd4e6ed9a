// Faults of the WebGL scene: a lost context, a scene error, a shader that fails to link, a
// scene chunk that fails to load, a tap made before the scene arrives.
// Listed in list.mjs, which says what a mutant is.

/** @type {import('./list.mjs').Mutant[]} */
export const sceneFaultMutants = [
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
        file: 'src/stage/mainThreadHost.ts',
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
        file: 'src/stage/burstChannel.ts',
        find: '  if (press) start(press)\n',
        replace: '',
      },
    ],
    grep: 'before three.js arrives|silent from its scene code|cannot load three.js',
    project: 'phone',
  },
]
