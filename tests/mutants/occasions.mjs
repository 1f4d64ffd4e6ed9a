// The mutants of issues 32 and 34, listed in list.mjs: each removes one behaviour of a page in
// its language and for its occasion, or of a made link's first paint, and names the browser
// tests that must notice. Run them alone with `npm run test:mutants -- occasion-`.

/** @type {import('./list.mjs').Mutant[]} */
export const occasionMutants = [
  {
    name: 'occasion-palette-not-in-the-html',
    removes: "the build writes no occasion's palette into its pages: today's pink until ever",
    edits: [
      {
        file: 'site/pageHtml.ts',
        find: "  if (page.occasion === 'none') return undefined\n",
        replace: '  return undefined\n',
      },
    ],
    grep: 'no flash of today',
    project: 'phone',
  },
  {
    name: 'occasion-hearts-in-todays-colours',
    removes: "the scene ignores the page's heart colours and draws today's",
    edits: [
      {
        file: 'src/ui/heartColours.ts',
        find: '    return HEX_COLOUR.test(value) ? value : HEART_PALETTE[k]',
        replace: '    return HEX_COLOUR.test(value) ? HEART_PALETTE[k] : HEART_PALETTE[k]',
      },
    ],
    grep: 'its hearts wear its palette',
    project: 'phone',
  },
  {
    name: 'occasion-html-lang-always-vietnamese',
    removes: '<html lang> says vi on every page, English ones included',
    edits: [
      {
        file: 'site/pageHtml.ts',
        find: '    .replace(/<html lang="[^"]*"/i, () => `<html lang="${page.language}"`)\n',
        replace: '',
      },
      {
        file: 'site/pageHtml.ts',
        find: '  const hasLanguage = html.includes(`<html lang="${page.language}"`)',
        replace: '  const hasLanguage = true',
      },
    ],
    grep: 'og:locale and title',
    project: 'phone',
  },
  {
    name: 'occasion-early-link-script-left-out',
    removes: "share pages carry no early script: a made link's words wait for the app",
    edits: [
      {
        file: 'site/pageHtml.ts',
        find: "  const hasLinkScript = page.isShared && linkScript !== ''",
        replace: '  const hasLinkScript = false',
      },
    ],
    grep: 'painted from the HTML',
    project: 'phone',
  },
  {
    name: 'occasion-early-link-hydrated-as-empty',
    removes: 'the app hydrates a share page as prerendered, ignoring what its early script wrote',
    edits: [
      {
        file: 'src/pages/link/useLoveContent.ts',
        find: '  return hasEarlyContent ? earlyContentOf(hash, content) : UNREAD_LINK',
        replace: '  return UNREAD_LINK',
      },
    ],
    grep: 'painted from the HTML',
    project: 'phone',
  },
]
