// The stage's mutants (Playwright): each breaks one promise the heart stage makes to what reads
// its public hooks, on a path the other lists do not reach (Canvas 2D).

/** @type {import('./list.mjs').Mutant[]} */
export const stageMutants = [
  {
    name: 'canvas2d-no-ready-event',
    removes: 'the Canvas 2D stage marks data-ready but never fires heartburst:ready',
    edits: [
      {
        file: 'src/fallback2d/Canvas2DHearts.tsx',
        find: 'if (!host.dataset.ready) markStageReady(host)',
        replace: "if (!host.dataset.ready) host.dataset.ready = 'true'",
      },
    ],
    grep: 'Canvas 2D stage fires heartburst:ready',
    project: 'phone',
  },
  {
    name: 'canvas2d-ready-before-drawn',
    removes: 'the Canvas 2D stage says it is ready before it has drawn a frame',
    edits: [
      {
        file: 'src/fallback2d/Canvas2DHearts.tsx',
        find: '    resize()\n    const stopWatching',
        replace: '    resize()\n    markStageReady(host)\n    const stopWatching',
      },
    ],
    grep: 'Canvas 2D stage fires heartburst:ready',
    project: 'phone',
  },
]
