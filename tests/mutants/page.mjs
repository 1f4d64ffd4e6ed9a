// The page around the scene: the GIF's faults, the root error view, the touch buzz.
// Listed in list.mjs, which says what a mutant is.

/** @type {import('./list.mjs').Mutant[]} */
export const pageMutants = [
  {
    name: 'gif-onerror-dropped',
    // Only a GIF that fails after hydration needs onError: one that failed before is read from
    // the prerendered <img> (the next mutant). gif-faults.e2e.ts's 'fails after the page is
    // live' kills it.
    removes: "the GIF's onError: a GIF that fails after hydration stays a broken image",
    edits: [
      {
        file: 'src/pages/gif/StatusImage.tsx',
        find: '          onError={onError}\n',
        replace: '',
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
        file: 'src/pages/gif/StatusImage.tsx',
        find: '    if (ref.current) setStatus(statusOfImage(ref.current, isRight))\n',
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
        find: "    if (event.pointerType !== 'mouse') return\n    buzzOnPress()\n",
        replace: "    buzzOnPress()\n    if (event.pointerType !== 'mouse') return\n",
      },
    ],
    grep: 'buzzes on the very first tap',
    project: 'phone',
  },
  {
    name: 'create-early-submit-to-browser',
    removes:
      "/create's form sent before the page is live goes to the browser: the page loads again, empty",
    edits: [
      {
        file: 'src/early/earlyPress.ts',
        find: "  document.addEventListener('submit', keepSubmit, { capture: true })\n",
        replace: '',
      },
    ],
    grep: 'Tạo liên kết: nothing is lost|Return in the name: nothing is lost',
    project: 'phone',
  },
  {
    name: 'create-early-return-a-new-line',
    removes:
      "Return in /create's love line before the page is live writes a new line and sends nothing",
    edits: [
      {
        file: 'src/early/earlyPress.ts',
        find: "  document.addEventListener('keydown', keepReturn, { capture: true })\n",
        replace: '',
      },
    ],
    grep: 'Return in the love line: nothing is lost',
    project: 'phone',
  },
  {
    name: 'create-early-submit-never-answered',
    removes: 'the live /create never sends the form kept before it was live',
    edits: [
      {
        file: 'src/pages/CreatePage.tsx',
        find: '    if (!takeEarlySubmit()) return\n',
        replace: '    return\n',
      },
    ],
    grep: 'sent before the page is live',
    project: 'phone',
  },
]
