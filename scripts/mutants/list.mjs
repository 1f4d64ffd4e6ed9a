// The mutants of `npm run test:mutants`: each removes one safeguard or behaviour with exact
// find -> replace edits, and names the browser tests that must notice (a Playwright --grep, run
// in one project). A `find` must occur exactly once in its file, so when the source moves on, the
// run fails loudly here instead of testing an unchanged build.

/**
 * @typedef {{ file: string, find: string, replace: string }} Edit
 * @typedef {{ name: string, removes: string, edits: Edit[], grep: string, project: string }} Mutant
 */

/** @type {Mutant[]} */
export const mutants = [
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
    // Home's test, and /love's, which the animated GIF alone used to pass.
    grep: 'hearts float up',
    project: 'phone',
  },
  {
    name: 'taps-ignored',
    removes: 'a tap on /love fires no burst',
    edits: [
      {
        file: 'src/pages/LovePage.tsx',
        find: '    requestBurst(channel, event.clientX, event.clientY, true)\n',
        replace: '',
      },
    ],
    grep: 'a tap anywhere bursts|touch tap bursts',
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
    grep: 'a tap anywhere bursts',
    project: 'phone',
  },
  {
    name: 'new-burst-not-clearing-old',
    removes: 'a tap while a burst flies leaves the old burst in place (no new one replaces it)',
    edits: [
      {
        file: 'src/scenes/ClickBurst.tsx',
        find: '        if (!pool) return\n        const { gl, size, camera, invalidate } = get()',
        replace:
          '        if (!pool || pool.count > 0) return\n        const { gl, size, camera, invalidate } = get()',
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
        find: 'const ndcY = 1 - ((clientY - top) / height) * 2',
        replace: 'const ndcY = ((clientY - top) / height) * 2 - 1',
      },
    ],
    grep: 'a tap anywhere bursts|touch tap bursts|clears the previous burst',
    project: 'phone',
  },
  {
    name: 'burst-at-centre',
    removes: 'a tap on /love bursts at the screen centre instead of the tap point',
    edits: [
      {
        file: 'src/pages/LovePage.tsx',
        find: 'requestBurst(channel, event.clientX, event.clientY, true)',
        replace: 'requestBurst(channel, event.clientX, event.clientY, false)',
      },
    ],
    grep: 'a tap anywhere bursts|touch tap bursts|clears the previous burst',
    project: 'phone',
  },
  {
    // Defined against the lead's rewrite in progress (HeartStage with MainThreadStage): re-point it
    // if the fallback moves.
    name: 'no-canvas2d-fallback',
    removes: 'when WebGL fails, the page gives up on hearts instead of drawing them with Canvas 2D',
    edits: [
      {
        file: 'src/stage/HeartStage.tsx',
        find: "    setRenderer('2d')\n",
        replace: "    setRenderer('none')\n",
      },
    ],
    grep: 'without WebGL',
    project: 'phone',
  },
  {
    name: 'canvas2d-hearts-not-drawn',
    removes: 'the Canvas 2D fallback draws no floating hearts',
    edits: [
      {
        file: 'src/fallback2d/Canvas2DHearts.tsx',
        find: '      drawFloatingHearts2D(context, view, hearts, isCalmRef.current)\n',
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
        find: '      drawBurst2D(context, view, burst, isCalmRef.current)\n',
        replace: '',
      },
    ],
    grep: 'without WebGL',
    project: 'phone',
  },
  {
    // Defined against the lead's ContextLossGuard (the loop pauses on webglcontextlost and
    // resumes on webglcontextrestored): re-point it if the restore moves.
    name: 'no-context-restore',
    removes: 'the frame loop stopped by a lost context never resumes when the context comes back',
    edits: [
      {
        file: 'src/scenes/ContextLossGuard.tsx',
        find: "    canvas.addEventListener('webglcontextrestored', resume)\n",
        replace: '',
      },
    ],
    grep: 'context is lost and restored',
    project: 'phone',
  },
  {
    name: 'reduced-motion-ignored',
    removes: 'the scenes never see prefers-reduced-motion',
    edits: [
      {
        file: 'src/stage/reducedMotion.ts',
        find: 'return useSyncExternalStore(subscribe, isReduced, () => false)',
        replace: 'return useSyncExternalStore(subscribe, () => false, () => false)',
      },
    ],
    grep: 'calm burst|calms the next burst',
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
    name: 'gif-onerror-dropped',
    removes: "the GIF's onError: a GIF that cannot load stays a broken image",
    edits: [
      {
        file: 'src/pages/LoveGif.tsx',
        find: "          onError={() => setStatus('failed')}\n",
        replace: '',
      },
    ],
    grep: 'GIF that fails to load|aborted GIF',
    project: 'phone',
  },
  {
    name: 'root-error-view-nothing',
    removes: 'the root error boundary shows nothing instead of the error page',
    edits: [
      {
        file: 'src/app/main.tsx',
        find: '<ErrorBoundary fallback={<ErrorPage />}>',
        replace: '<ErrorBoundary fallback={null}>',
      },
    ],
    grep: 'a bug anywhere',
    project: 'phone',
  },
  // Failure paths that must reach the fallback, and the scene's life on a page (issue 9, 3-4).
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
        find: 'if (failed === null || !isMounted) return',
        replace: 'return',
      },
    ],
    grep: 'fails to link',
    project: 'phone',
  },
  {
    name: 'scene-chunk-failure-ignored',
    removes: 'the fallback when the scene chunk fails to download',
    edits: [
      {
        file: 'src/stage/MainThreadStage.tsx',
        find: '    }, fail)',
        replace: '    }, () => undefined)',
      },
    ],
    grep: 'scene chunk that fails to load',
    project: 'phone',
  },
  {
    name: 'context-lost-for-good-ignored',
    removes: 'the hand-over to Canvas 2D when a lost context never comes back',
    edits: [
      {
        file: 'src/scenes/ContextLossGuard.tsx',
        find: "() => onFailure(new Error('The WebGL context was lost and did not come back.')),",
        replace: '() => undefined,',
      },
    ],
    grep: 'lost for good',
    project: 'phone',
  },
  {
    name: 'early-tap-dropped',
    removes: 'the tap kept while three.js is still loading',
    edits: [
      {
        file: 'src/stage/burstChannel.ts',
        find: '    fire(channel.pendingX, channel.pendingY, channel.pendingHasPoint)\n',
        replace: '',
      },
    ],
    grep: 'before three.js arrives',
    project: 'phone',
  },
  {
    name: 'scene-downloaded-without-webgl',
    removes: 'the WebGL check before the download: every device fetches three.js',
    edits: [
      {
        file: 'src/stage/HeartStage.tsx',
        find: "  if (renderer === 'none') return null",
        replace:
          "  if (renderer !== 'webgl') void import('./mountHeartScene')\n  if (renderer === 'none') return null",
      },
    ],
    grep: 'never downloaded',
    project: 'phone',
  },
  {
    name: 'exit-age-frozen-webgl',
    removes: 'the WebGL burst keeps the exit age of the size and mode it was fired in',
    edits: [
      {
        file: 'src/scenes/ClickBurst.tsx',
        find: 'if (exitHeightRef.current !== state.size.height || exitCalmRef.current !== isCalm) {',
        replace: 'if (false) {',
      },
    ],
    grep: 'burst in flight \\(webgl\\)',
    project: 'phone',
  },
  {
    name: 'exit-age-frozen-2d',
    removes: 'the Canvas 2D burst keeps the exit age of the size and mode it was fired in',
    edits: [
      {
        file: 'src/fallback2d/Canvas2DHearts.tsx',
        find: '      canvas.height = Math.round(view.height * view.dpr)\n      updateExitAge()\n',
        replace: '      canvas.height = Math.round(view.height * view.dpr)\n',
      },
      {
        file: 'src/fallback2d/Canvas2DHearts.tsx',
        find: '    onCalmChangeRef.current = redraw\n',
        replace: '',
      },
    ],
    grep: 'burst in flight \\(2d\\)',
    project: 'phone',
  },
  {
    name: 'dpr-2d-ignored',
    removes: 'the Canvas 2D layer keeps its first DPR',
    edits: [
      {
        file: 'src/fallback2d/Canvas2DHearts.tsx',
        find: 'if (Math.min(2, window.devicePixelRatio || 1) !== view.dpr) resize()',
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
    grep: '40 navigations',
    project: 'desktop',
  },
  {
    name: 'touch-buzz-on-pointerdown',
    removes: 'the buzz waits for the touch event that carries user activation',
    edits: [
      {
        file: 'src/pages/LovePage.tsx',
        find: "    if (event.pointerType === 'mouse') buzzOnTap()",
        replace: '    buzzOnTap()',
      },
    ],
    grep: 'buzzes on the very first tap',
    project: 'phone',
  },
]
