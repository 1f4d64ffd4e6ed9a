// The first paint (issue 22): the HTML alone paints it, nothing delays or moves it.
// Listed in list.mjs, which says what a mutant is.

/** @type {import('./list.mjs').Mutant[]} */
export const firstPaintMutants = [
  {
    name: 'fallback-font-unmatched',
    removes: 'the metric-matched fallback: the system font shows until Be Vietnam Pro arrives',
    edits: [
      {
        file: 'src/app/styles.css',
        find: "    'Be Vietnam Pro',\n    'Be Vietnam Pro Fallback',\n",
        replace: "    'Be Vietnam Pro',\n",
      },
    ],
    grep: 'the swap moves nothing',
    project: 'phone',
  },
  {
    name: 'love-line-width-in-ch',
    removes: "the love line's width in em: in ch it follows the font in use",
    edits: [
      { file: 'src/app/styles.css', find: '  max-width: 14.2em;', replace: '  max-width: 20ch;' },
    ],
    grep: 'the swap moves nothing',
    project: 'phone',
  },
  {
    name: 'app-before-first-paint',
    removes: "the wait for the first paint: the app's script is fetched with the HTML",
    edits: [{ file: 'src/app/boot.ts', find: 'afterFirstPaint(startApp)', replace: 'startApp()' }],
    grep: 'fetched only after the first paint',
    project: 'phone',
  },
  {
    name: 'inline-style-unhashed',
    removes: "the inline stylesheet's hash in the CSP, and the build's check of it",
    edits: [
      {
        file: 'site/pageHtml.ts',
        find: '  const policy = contentSecurityPolicy(settings, page, styles.map(inlineHashSource), scriptHashes)',
        replace:
          '  const policy = contentSecurityPolicy(settings, page, styles.map(inlineHashSource).slice(1), scriptHashes)',
      },
      {
        file: 'site/vitePlugins.ts',
        find: '          const inline = findInlineCode(html, inlineHashSource)',
        replace: '          const inline = findInlineCode(html, inlineHashSource).slice(1)',
      },
    ],
    grep: 'security: Content-Security-Policy',
    project: 'phone',
  },
  {
    name: 'home-early-click-lost',
    removes: 'the home button keeps no click made before the app is live',
    edits: [
      { file: 'src/pages/HomePage.tsx', find: '          data-early-press="click"\n', replace: '' },
    ],
    grep: 'Click pushes sign_up|Click keeps an existing data layer',
    project: 'phone',
  },
]
