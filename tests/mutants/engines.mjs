// The engine tests' mutants (tests/engines: Gecko and WebKit, `runner: 'engines'`): each removes
// what one engine test checks, and names that test by vitest's -t pattern over
// "<Engine> <window> window <test title>". `project` is only a label here.

const engineRun = { runner: 'engines', project: 'engines' }

/** @type {import('./list.mjs').Mutant[]} */
export const engineMutants = [
  {
    name: 'engines-hearts-not-drawn',
    removes: 'the WebGL floating hearts are simulated but never drawn',
    edits: [
      {
        file: 'src/scenes/FloatingHearts.tsx',
        find: '    mesh.count = pool.count\n    material.uniforms.uTime.value = pool.timeS',
        replace: '    mesh.count = 0\n    material.uniforms.uTime.value = pool.timeS',
      },
    ],
    grep: 'hearts are drawn and rise',
    ...engineRun,
  },
  {
    name: 'engines-hearts-not-rising',
    removes: 'floating hearts are drawn half-way up and stay there',
    edits: [
      {
        file: 'src/shaders/heart.vert.glsl',
        find: 'mix(startY, endY, progress)',
        replace: 'mix(startY, endY, 0.5)',
      },
    ],
    grep: 'hearts are drawn and rise',
    ...engineRun,
  },
  {
    name: 'engines-taps-ignored',
    removes: 'a tap on /love fires no burst',
    edits: [
      {
        file: 'src/pages/LovePage.tsx',
        find: '    burst({ x: event.clientX, y: event.clientY, hasPoint: true })\n',
        replace: '',
      },
    ],
    grep: 'bursts at the tap',
    ...engineRun,
  },
  {
    name: 'engines-tap-bursts-at-centre',
    removes: 'a tap bursts at the centre of the screen, not at the tap',
    edits: [
      {
        file: 'src/pages/LovePage.tsx',
        find: 'burst({ x: event.clientX, y: event.clientY, hasPoint: true })',
        replace: 'burst({ x: event.clientX, y: event.clientY, hasPoint: false })',
      },
    ],
    grep: 'bursts at the tap',
    ...engineRun,
  },
  {
    name: 'engines-burst-not-drawn',
    removes: 'the WebGL burst is fired (the count says 300) but never drawn',
    edits: [
      {
        file: 'src/scenes/ClickBurst.tsx',
        find: '    mesh.count = pool.count\n    material.uniforms.uAge.value = pool.ageS',
        replace: '    mesh.count = 0\n    material.uniforms.uAge.value = pool.ageS',
      },
    ],
    grep: 'bursts at the',
    ...engineRun,
  },
  {
    name: 'engine-burst-some-frames',
    removes: 'the WebGL burst is drawn in every other frame only',
    edits: [
      {
        file: 'src/scenes/ClickBurst.tsx',
        find: '    mesh.count = pool.count\n    material.uniforms.uAge.value = pool.ageS',
        replace:
          '    mesh.userData.isSkipped = !mesh.userData.isSkipped\n' +
          '    mesh.count = mesh.userData.isSkipped ? 0 : pool.count\n' +
          '    material.uniforms.uAge.value = pool.ageS',
      },
    ],
    grep: 'bursts at the',
    ...engineRun,
  },
  {
    name: 'engine-burst-offset',
    removes: 'the WebGL burst is drawn 100 px below the press',
    edits: [
      {
        file: 'src/scenes/ClickBurst.tsx',
        find: 'material.uniforms.uOrigin.value.set(pool.originX, pool.originY)',
        replace: 'material.uniforms.uOrigin.value.set(pool.originX, pool.originY - 100)',
      },
    ],
    grep: 'bursts at the',
    ...engineRun,
  },
  {
    name: 'engines-key-bursts-at-corner',
    removes: 'Enter and Space burst at the (0, 0) the keyboard click carries, not the centre',
    edits: [
      {
        file: 'src/pages/ValentinePage.tsx',
        find: 'hasPoint: event.detail > 0',
        replace: 'hasPoint: true',
      },
    ],
    grep: 'bursts at the centre',
    ...engineRun,
  },
  {
    name: 'engines-page-error',
    removes: 'the valentine button throws after firing its burst',
    edits: [
      {
        file: 'src/pages/ValentinePage.tsx',
        find: '    buzzOnPress()\n',
        replace: "    buzzOnPress()\n    throw new Error('mutant: the button handler throws')\n",
      },
    ],
    grep: 'bursts at the centre',
    ...engineRun,
  },
  {
    name: 'engines-worker-never-tried',
    removes: 'the scene never starts in its worker (Gecko must run it there)',
    edits: [
      {
        file: 'src/stage/HeartStage.tsx',
        find: "  return !isMainForced && canDrawInWorker() ? 'worker' : 'main'",
        replace: "  return !isMainForced && canDrawInWorker() && false ? 'worker' : 'main'",
      },
    ],
    grep: 'Gecko.*expected path',
    ...engineRun,
  },
  {
    name: 'engines-webgl-never-tried',
    removes: 'the stage draws with Canvas 2D even where WebGL 2 works',
    edits: [
      {
        file: 'src/stage/HeartStage.tsx',
        find: "  if (!canRunScene()) return '2d'",
        replace: "  if (canRunScene()) return '2d'",
      },
    ],
    grep: 'expected path',
    ...engineRun,
  },
  {
    name: 'webkit-app-never-boots',
    removes: "the page's entry throws at start: only the prerendered page is left",
    edits: [
      {
        file: 'src/app/boot.ts',
        find: 'afterFirstPaint(startApp)',
        // Behind a test the build cannot fold: it keeps the app's chunks.
        replace:
          "if (document.body) throw new Error('mutant: the entry throws at start')\n" +
          'afterFirstPaint(startApp)',
      },
    ],
    // WebKit's: its errors come from a trap in the page, where Gecko's come over BiDi.
    grep: 'WebKit.*from the live app',
    ...engineRun,
  },
  {
    name: 'engines-app-never-starts',
    removes: 'the app is never started, silently: only the prerendered page is left',
    edits: [
      {
        file: 'src/app/boot.ts',
        find: 'afterFirstPaint(startApp)',
        replace: 'if (!document.body) afterFirstPaint(startApp)',
      },
    ],
    grep: 'phone window.*from the live app',
    ...engineRun,
  },
  {
    name: 'engines-bad-link-silent',
    removes: 'a bad link shows no notice',
    edits: [
      {
        file: 'src/pages/link/LinkNotice.tsx',
        find: '  if (!isShown) return null',
        replace: '  return null',
      },
    ],
    grep: 'a bad link',
    ...engineRun,
  },
  {
    name: 'engines-404-view-renders',
    removes: 'the 404 view renders a heading instead of nothing',
    edits: [
      {
        file: 'src/pages/NotFoundPage.tsx',
        find: '  return null',
        replace: '  return <h1>404</h1>',
      },
    ],
    grep: '404 view',
    ...engineRun,
  },
  {
    name: 'engines-key-ignored',
    removes: 'Enter and Space on the valentine button fire no burst',
    edits: [
      {
        file: 'src/pages/ValentinePage.tsx',
        find: '  const burstAtButton = (event: MouseEvent<HTMLButtonElement>) => {\n',
        replace:
          '  const burstAtButton = (event: MouseEvent<HTMLButtonElement>) => {\n    if (event.detail === 0) return\n',
      },
    ],
    grep: 'bursts at the centre',
    ...engineRun,
  },
  {
    name: 'engines-small-field-text',
    removes: "/create's fields go back to 0.9rem text (iOS zooms into them)",
    edits: [
      {
        file: 'src/early/textInput.css',
        find: '  font: inherit;\n  font-size: 1rem;\n',
        replace: '  font: inherit;\n  font-size: 0.9rem;\n',
      },
    ],
    grep: '/create: its title',
    ...engineRun,
  },
]
