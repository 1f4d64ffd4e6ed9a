// The mutants of what a made link lets third parties learn, and of the links /create offers
// (issue 52), listed in list.mjs: each removes one safeguard and names the browser tests that
// must notice. Run them alone with `npm run test:mutants -- privacy-`.

const TAG_MANAGER = 'src/settings/tagManager.ts'

/** @type {import('./list.mjs').Mutant[]} */
export const privacyMutants = [
  {
    name: 'privacy-referrer-sent',
    removes: "the pages' no-referrer policy: GIF and song hosts learn the site each request is for",
    edits: [
      {
        file: 'index.html',
        find: '    <meta name="referrer" content="no-referrer" />\n',
        replace: '',
      },
    ],
    grep: 'no Referer',
    project: 'phone',
  },
  {
    name: 'privacy-photo-referrer-sent',
    removes: "the photo print's own no-referrer and the page's: a photo host learns the page",
    edits: [
      {
        file: 'index.html',
        find: '    <meta name="referrer" content="no-referrer" />\n',
        replace: '',
      },
      {
        file: 'src/pages/photo/PhotoPrint.tsx',
        find: "hints={{ referrerPolicy: 'no-referrer', width, height }}",
        replace: 'hints={{ width, height }}',
      },
      {
        file: 'src/early/earlyLink.ts',
        find: "    image.referrerPolicy = 'no-referrer'\n",
        replace: '',
      },
    ],
    grep: 'told nothing of the page',
    project: 'phone',
  },
  {
    name: 'privacy-gtm-on-share-pages',
    removes: 'the tag manager is started on share pages, whose fragment is the whole made page',
    edits: [{ file: TAG_MANAGER, find: 'isSharedPath(builtFor) || ', replace: '' }],
    grep: 'a share page or an address with a fragment loads none',
    project: 'phone',
  },
  {
    name: 'privacy-gtm-with-fragment',
    removes: 'the tag manager loads on /love opened with a link made before the share pages',
    edits: [{ file: TAG_MANAGER, find: " || window.location.hash !== ''", replace: '' }],
    grep: 'a share page or an address with a fragment loads none',
    project: 'phone',
  },
  {
    name: 'privacy-gtm-allowed-on-share-pages',
    removes: "a share page's CSP lets the tag manager's hosts in",
    edits: [
      {
        file: 'site/csp.ts',
        find: "const hasGtm = settings.gtmId !== '' && !page.isShared",
        replace: "const hasGtm = settings.gtmId !== ''",
      },
    ],
    grep: 'a share page or an address with a fragment loads none',
    project: 'phone',
  },
  {
    name: 'privacy-blob-images-everywhere',
    removes: 'every page, not /create alone, allows blob: images',
    edits: [
      {
        file: 'site/csp.ts',
        find: "const blobImages = page.view === 'create' ? ['blob:'] : []",
        replace: "const blobImages = ['blob:']",
      },
    ],
    grep: 'every built HTML file carries the policy',
    project: 'phone',
  },
  {
    name: 'create-link-json-unmeasured',
    removes: "/create measures a link's characters only, not the JSON a page inflates it to",
    edits: [
      {
        file: 'src/pages/create/result/linkLength.ts',
        find: ': fragmentSizeOf(link.slice(hash)).passes',
        replace: ': undefined',
      },
    ],
    grep: 'six letters of 600 family emoji',
    project: 'phone',
  },
]
