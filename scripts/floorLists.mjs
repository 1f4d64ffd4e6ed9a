// What the floor check (scripts/floor-check.mjs) holds the built site to: the oldest engines
// package.json's `browserslist` promises, the scene's narrower floor, and the two lists of uses
// the floor lacks that are allowed all the same, each with why.
import { readFileSync } from 'node:fs'

const PACKAGE = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))

/** The oldest engines we promise: what the first load (HTML, CSS, entry, pages, Canvas 2D) meets. */
export const FLOOR = PACKAGE.browserslist.join(', ')

/**
 * The WebGL scene (three.js, R3F) and its worker load only where canRunScene() in
 * src/stage/webglSupport.ts finds WebGL 2, WeakRef and FinalizationRegistry (three.js r18x builds
 * its renderer with the two): the floor's engines with WebGL 2, less Firefox 78 (WeakRef from 79).
 * Elsewhere the page draws with Canvas 2D and never fetches these chunks.
 */
export const SCENE_FLOOR = `${FLOOR} and supports webgl2, not firefox < 79`
export const SCENE_CHUNKS = /^(sceneBundle|sceneWorker)-/

/**
 * Uses the floor lacks that run only behind a check, matched use by use. `file` starts the built
 * file's name (a chunk's name before its hash, `inline` for a page's inline script, `styles` for a
 * stylesheet); `uses` are the names the checks print; `check` says where the check is. Each entry
 * says what the check is, and each use must sit behind it (`near`, where given, narrows the uses
 * to those whose description holds it):
 * - `typeof`: a script's use runs only where `typeof <name>` was found defined: inside the branch
 *   of a test of it (directly, or through a variable only ever set from such a test, as minifiers
 *   write), or after an early exit when it is undefined;
 * - `supports`: a stylesheet's use has its stand-in in an `@supports <supports>` block, a rule
 *   there for each of the use's selectors (`.overlay` by `.overlay > * + *`);
 * - `ruleBefore`: a rule the engines without the use drop whole (an unknown selector) has a rule
 *   before it in the sheet with the same selectors less `ruleBefore`, which those engines keep.
 */
export const GUARDED = [
  {
    file: 'main-',
    uses: ['Intl.Segmenter'],
    check: "src/share/text.ts segmenter(): typeof Intl.Segmenter === 'function', else a RegExp",
    typeof: 'Intl.Segmenter',
  },
  {
    // The early-link script (site/pageHtml.ts) bundles the same text.ts.
    file: 'inline',
    uses: ['Intl.Segmenter'],
    check: "src/share/text.ts segmenter(): typeof Intl.Segmenter === 'function', else a RegExp",
    typeof: 'Intl.Segmenter',
  },
  {
    file: 'sceneBundle-',
    uses: ['OffscreenCanvas', 'OffscreenCanvas.getContext'],
    check:
      "three/src/renderers/webgl/WebGLTextures.js WebGLTextures(): typeof OffscreenCanvas !== 'undefined', in a try",
    typeof: 'OffscreenCanvas',
  },
  {
    file: 'sceneBundle-',
    uses: ['Float16Array'],
    check:
      "three/src/renderers/webgl/WebGLAttributes.js createBuffer(): typeof Float16Array !== 'undefined'",
    typeof: 'Float16Array',
  },
  {
    file: 'sceneBundle-',
    uses: ['XRWebGLBinding'],
    check:
      "three/src/renderers/webxr/WebXRManager.js WebXRManager(): typeof XRWebGLBinding !== 'undefined' (and only in a WebXR session, which the page never starts)",
    typeof: 'XRWebGLBinding',
  },
  {
    // A story's letter, as text.ts does.
    file: 'sharePages-',
    uses: ['Intl.Segmenter'],
    check:
      "src/pages/story/LetterStep.tsx graphemesOf(): typeof Intl.Segmenter === 'function', else Array.from",
    typeof: 'Intl.Segmenter',
  },
  {
    file: 'styles',
    uses: ['flexbox-gap'],
    check: 'src/app/styles.css @supports not (inset: 0): margins where flex gap is missing',
    supports: 'not (inset: 0)',
  },
  {
    file: 'sharePages-',
    uses: ['flexbox-gap'],
    check: 'src/pages/story/story.css @supports not (inset: 0): margins where flex gap is missing',
    supports: 'not (inset: 0)',
  },
  {
    file: 'CreatePage-',
    uses: ['flexbox-gap'],
    check:
      'src/pages/create/createPage.css, steps/storySteps.css, photo/photoField.css and opening/openingFields.css @supports not (inset: 0): margins where flex gap is missing',
    supports: 'not (inset: 0)',
  },
  {
    file: 'sharePages-',
    uses: ['aspect-ratio'],
    check: "src/pages/story/story.css @supports not (aspect-ratio: 1): the envelope's own height",
    supports: 'not (aspect-ratio: 1)',
  },
  {
    file: 'styles',
    uses: ['aspect-ratio'],
    check: 'src/app/styles.css @supports not (aspect-ratio: 1): a square item in the cell',
    supports: 'not (aspect-ratio: 1)',
  },
  {
    file: 'CreatePage-',
    uses: ['aspect-ratio'],
    check:
      'src/pages/create/createPage.css @supports not (aspect-ratio: 1): a square item in the cell',
    supports: 'not (aspect-ratio: 1)',
  },
  {
    file: 'CreatePage-',
    uses: ['css-focus-visible'],
    near: /:focus:not\(:focus-visible\)/,
    check:
      'src/pages/create/createPage.css .gif-option__radio:focus + .gif-thumb (and the occasion cards), the rule before it',
    ruleBefore: ':not(:focus-visible)',
  },
]
/**
 * Uses an engine without them skips, leaving the page as it is without them: each says what a
 * visitor there gets instead. Nothing here may change what a page shows or does.
 */
export const ENHANCEMENTS = [
  {
    file: 'styles',
    uses: ['css-focus-visible'],
    near: /:focus-visible: not in/,
    instead: "Safari before 15.4: the engine's own focus ring instead of ours",
  },

  {
    file: 'styles',
    uses: ['background-attachment'],
    instead: 'Safari before 15.4: the backdrop scrolls with the page instead of staying put',
  },
  {
    file: 'styles',
    uses: ['css-touch-action'],
    instead: 'Safari on a desktop (no touch): nothing; iOS Safari has it',
  },
  {
    file: 'CreatePage-',
    uses: ['css-resize', 'resize'],
    instead: 'iOS Safari: no resize handle on the message field, which grows by scrolling',
  },
  {
    file: 'sharePages-',
    uses: ['css-focus-visible'],
    near: /:focus-visible: not in/,
    instead: "Safari before 15.4: the engine's own focus ring on a story's buttons",
  },
  {
    file: 'CreatePage-',
    uses: ['css-focus-visible'],
    near: /:focus-visible: not in/,
    instead: "Safari before 15.4: the engine's own focus ring on the link's length meter",
  },
  {
    file: 'sharePages-',
    uses: ['css-resize', 'resize'],
    instead: 'iOS Safari: no resize handle to hide on the reply field, which never has one there',
  },
  {
    file: 'sharePages-',
    uses: ['text-wrap'],
    instead:
      "before Chrome 114, Firefox 121, Safari 17.5: a story's headings and the reply's copy-by-hand line wrap unbalanced",
  },
  {
    file: 'CreatePage-',
    uses: ['css3-cursors'],
    instead: "iOS Safari and Samsung Internet: no pointer, so no cursor over a step's idle button",
  },
  {
    file: 'CreatePage-',
    uses: ['css3-cursors-grab'],
    instead: "iOS Safari and Samsung Internet: no pointer, so no hand over the photo's frame",
  },
  {
    file: 'CreatePage-',
    uses: ['css-touch-action'],
    instead:
      "Safari before 13 on iOS and on a desktop: the photo's frame stops a finger's scroll itself (PhotoCropper.tsx, a touchmove listener)",
  },
  {
    file: 'CreatePage-',
    uses: ['accent-color'],
    instead:
      "before Chrome 93, Firefox 92, Safari 15.4: the music field's and the photo's choices in the engine's own colour",
  },
  {
    file: 'styles',
    uses: ['css3-cursors'],
    instead: 'iOS Safari and Samsung Internet: no pointer, so no cursor to change',
  },
  {
    file: 'styles',
    uses: ['text-wrap'],
    instead: 'before Chrome 114, Firefox 121, Safari 17.5: the love line wraps unbalanced',
  },
  {
    file: 'styles',
    uses: ['color-scheme'],
    instead: "Firefox before 96: form controls keep the system's scheme (the page is light only)",
  },
  {
    file: 'styles',
    uses: ['-webkit-tap-highlight-color'],
    instead: 'Firefox and desktop Safari draw no tap highlight to hide',
  },
]

/**
 * Uses the floor lacks with no check yet: known bugs, each with its issue. Printed on every run
 * rather than failed, so the rest of the site stays checked meanwhile; an entry that matches
 * nothing fails, so it leaves with the fix.
 */
export const UNFIXED = []
