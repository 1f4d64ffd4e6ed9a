// The stage's mutants (Playwright): each breaks one promise the heart stage makes to what reads
// its public hooks, on a path the other lists do not reach (Canvas 2D).

/** @type {import('./list.mjs').Mutant[]} */
export const stageMutants = [
  {
    name: 'stage-no-ready-event',
    removes:
      'the stage marks data-ready but never fires heartburst:ready (every renderer: Canvas 2D too)',
    edits: [
      {
        file: 'src/stage/StageCanvas.tsx',
        find: "  host.dispatchEvent(new CustomEvent('heartburst:ready', { bubbles: true }))\n",
        replace: '',
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
        file: 'src/fallback2d/mountHearts2D.ts',
        find: '  resize(setup.view)\n  schedule()\n',
        replace: '  resize(setup.view)\n  setup.onReady()\n  schedule()\n',
      },
    ],
    grep: 'Canvas 2D stage fires heartburst:ready',
    project: 'phone',
  },
]
