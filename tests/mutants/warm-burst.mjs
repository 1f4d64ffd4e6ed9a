// The first burst's GPU warm-up (issue 24).
// Listed in list.mjs, which says what a mutant is.

/** @type {import('./list.mjs').Mutant[]} */
export const warmBurstMutants = [
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
        find: '      {hasBurst && <WarmBurst meshName={BURST_MESH_NAME} />}\n',
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
]
