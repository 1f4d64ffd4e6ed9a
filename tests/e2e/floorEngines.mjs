// The oldest engines the browserslist floor names (package.json: chrome >= 87, firefox >= 78,
// safari >= 14, ios_saf >= 14), emulated on today's Chromium: before any script of ours runs, in
// the page (an init script) and in the scene worker (its script served with the same prelude, as
// init scripts never reach workers), the JavaScript APIs each one lacks are taken away. Browser
// facts from MDN's compatibility data. CSS features cannot be taken away from a stylesheet at run
// time (the static floor check covers them), only from the CSSOM: a property a script sets. Plain
// JavaScript, so that tools/bench/boot.mjs can use it too (as it uses fixtures.mjs); tests take
// it through oldestEngines.ts.

/**
 * How a browser without module workers says so: `'at-load'`, the worker is made and its script
 * never runs, an `error` event (Firefox 111-113, whose loader refuses it; Firefox 105-110 instead
 * run it as a classic script, where its `import()` of the scene fails: not emulated);
 * `'at-construction'`, `new Worker(url, { type: 'module' })` throws a TypeError (Chrome 79 and
 * older).
 * @typedef {'at-load' | 'at-construction'} ModuleWorkerRefusal
 */

/**
 * What an engine lacks beyond what every floor engine lacks (see takeAway):
 * - weakRefs: WeakRef and FinalizationRegistry (Chrome 84, Firefox 79, Safari 14.1, iOS 14.5);
 * - promiseAny: Promise.any and AggregateError (Chrome 85, Firefox 79, Safari 14);
 * - webgl2: WebGL 2 (Chrome 56, Firefox 51, Safari 15);
 * - offscreenCanvas: OffscreenCanvas, transferControlToOffscreen (Chrome 69, Firefox 105,
 *   Safari 16.4; WebGL on it in Safari 17);
 * - moduleWorkers: module workers (Chrome 80, Firefox 114, Safari 15), or false when present;
 * - focusVisible: `:focus-visible` in matches, closest and querySelector (Chrome 86, Firefox 85,
 *   Safari 15.4);
 * - intlSegmenter: Intl.Segmenter (Chrome 87, Firefox 125, Safari 14.1);
 * - requestSubmit: HTMLFormElement's requestSubmit (Chrome 76, Firefox 75, Safari 16);
 * - cssInset: the `inset` property (Chrome 87, Firefox 66, Safari 14.1), in the CSSOM: a
 *   style's `inset` set from a script, or by `setProperty('inset', …)`, sets nothing, and
 *   CSS.supports says no.
 * @typedef {{
 *   weakRefs: boolean,
 *   promiseAny: boolean,
 *   webgl2: boolean,
 *   offscreenCanvas: boolean,
 *   moduleWorkers: ModuleWorkerRefusal | false,
 *   focusVisible: boolean,
 *   intlSegmenter: boolean,
 *   requestSubmit: boolean,
 *   cssInset: boolean,
 * }} Lacks
 */

/**
 * An engine family's oldest member, and where its stage ends up on a first visit (the stage's
 * data-renderer and data-thread), and whether that visit asks for the scene worker (`asksWorker`:
 * where one starts, or is tried and refused).
 * @typedef {{
 *   name: string,
 *   lacks: Lacks,
 *   place: { renderer: 'webgl' | '2d', thread: 'worker' | 'main', asksWorker: boolean },
 * }} FloorEngine
 */

/** @type {FloorEngine[]} */
export const FLOOR_ENGINES = [
  {
    name: 'Chrome 87',
    lacks: {
      weakRefs: false,
      promiseAny: false,
      webgl2: false,
      offscreenCanvas: false,
      moduleWorkers: false,
      focusVisible: false,
      intlSegmenter: false,
      requestSubmit: false,
      cssInset: false,
    },
    place: { renderer: 'webgl', thread: 'worker', asksWorker: true },
  },
  {
    name: 'Firefox 78',
    lacks: {
      weakRefs: true,
      promiseAny: true,
      webgl2: false,
      offscreenCanvas: true,
      moduleWorkers: 'at-load',
      focusVisible: true,
      intlSegmenter: true,
      requestSubmit: false,
      cssInset: false,
    },
    // WebGL 2, but three.js cannot build its renderer without WeakRef.
    place: { renderer: '2d', thread: 'main', asksWorker: false },
  },
  {
    name: 'Firefox 79',
    lacks: {
      weakRefs: false,
      promiseAny: false,
      webgl2: false,
      offscreenCanvas: true,
      moduleWorkers: 'at-load',
      focusVisible: true,
      intlSegmenter: true,
      requestSubmit: false,
      cssInset: false,
    },
    // WeakRef now: three.js runs, on the page's thread until OffscreenCanvas (Firefox 105).
    place: { renderer: 'webgl', thread: 'main', asksWorker: false },
  },
  {
    name: 'Firefox 111',
    lacks: {
      weakRefs: false,
      promiseAny: false,
      webgl2: false,
      offscreenCanvas: false,
      moduleWorkers: 'at-load',
      focusVisible: false,
      intlSegmenter: true,
      requestSubmit: false,
      cssInset: false,
    },
    // The worker is tried and fails; the page's thread draws WebGL.
    place: { renderer: 'webgl', thread: 'main', asksWorker: true },
  },
  {
    name: 'Safari 14.0',
    lacks: {
      weakRefs: true,
      promiseAny: false,
      webgl2: true,
      offscreenCanvas: true,
      moduleWorkers: 'at-load',
      focusVisible: true,
      intlSegmenter: true,
      requestSubmit: true,
      cssInset: true,
    },
    place: { renderer: '2d', thread: 'main', asksWorker: false },
  },
  {
    name: 'Safari 15.0',
    lacks: {
      weakRefs: false,
      promiseAny: false,
      webgl2: false,
      offscreenCanvas: true,
      moduleWorkers: false,
      focusVisible: true,
      intlSegmenter: false,
      requestSubmit: true,
      cssInset: false,
    },
    // WebGL 2 and WeakRef: the page's thread draws until OffscreenCanvas (16.4; WebGL on it, 17).
    place: { renderer: 'webgl', thread: 'main', asksWorker: false },
  },
]

/**
 * Takes away, in the realm it runs in (a page or a worker), what `lacks` says and what no floor
 * engine has: `.at()` (Chrome 92, Firefox 90, Safari 15.4), structuredClone (98, 94, 15.4),
 * Object.hasOwn (93, 92, 15.4), findLast (97, 104, 15.4), crypto.randomUUID (92, 95, 15.4),
 * the ES2023+ array copies and Float16Array (135, 129, 18.2). A module worker that fails to load
 * is asked for with `refusedQuery`. Serialised into the page and the worker: it must not close
 * over anything.
 * @param {Lacks} lacks
 * @param {string} refusedQuery
 */
function takeAway(lacks, refusedQuery) {
  const scope = globalThis
  const drop = (owner, key) => {
    if (owner) Reflect.deleteProperty(owner, key)
  }
  const typedArray = Object.getPrototypeOf(Int8Array.prototype)
  for (const owner of [Array.prototype, String.prototype, typedArray]) drop(owner, 'at')
  for (const owner of [Array.prototype, typedArray]) {
    for (const key of ['findLast', 'findLastIndex', 'toSorted', 'toReversed', 'with']) {
      drop(owner, key)
    }
  }
  drop(Array.prototype, 'toSpliced')
  drop(Object, 'hasOwn')
  drop(Object, 'groupBy')
  drop(scope, 'structuredClone')
  drop(scope, 'Float16Array')
  if (typeof Crypto === 'function') drop(Crypto.prototype, 'randomUUID')

  if (lacks.weakRefs) {
    drop(scope, 'WeakRef')
    drop(scope, 'FinalizationRegistry')
  }
  if (lacks.intlSegmenter) drop(Intl, 'Segmenter')
  if (lacks.requestSubmit && typeof HTMLFormElement === 'function') {
    drop(HTMLFormElement.prototype, 'requestSubmit')
  }
  if (lacks.cssInset && typeof CSSStyleDeclaration === 'function') {
    // Chromium answers each property from the declaration itself: an accessor on its prototype
    // comes first, and takes the value nowhere.
    const style = CSSStyleDeclaration.prototype
    Object.defineProperty(style, 'inset', { configurable: true, get: () => undefined, set() {} })
    const setProperty = style.setProperty
    style.setProperty = function (name, ...rest) {
      if (name !== 'inset') Reflect.apply(setProperty, this, [name, ...rest])
    }
    const supports = CSS.supports.bind(CSS)
    CSS.supports = (...args) =>
      /^\(?\s*inset\s*(:|$)/.test(String(args[0])) ? false : supports(...args)
  }
  if (lacks.promiseAny) {
    drop(Promise, 'any')
    drop(scope, 'AggregateError')
  }
  if (lacks.webgl2) {
    drop(scope, 'WebGL2RenderingContext')
    for (const Canvas of [scope.HTMLCanvasElement, scope.OffscreenCanvas]) {
      if (typeof Canvas !== 'function') continue
      const getContext = Canvas.prototype.getContext
      Canvas.prototype.getContext = function (...args) {
        return args[0] === 'webgl2' ? null : Reflect.apply(getContext, this, args)
      }
    }
  }
  if (lacks.offscreenCanvas) {
    drop(scope, 'OffscreenCanvas')
    drop(scope, 'OffscreenCanvasRenderingContext2D')
    if (typeof HTMLCanvasElement === 'function') {
      drop(HTMLCanvasElement.prototype, 'transferControlToOffscreen')
    }
  }
  if (lacks.moduleWorkers && typeof Worker === 'function') {
    const NativeWorker = Worker
    const refusal = lacks.moduleWorkers
    // Counted, so a test can tell that a visit never asked for a worker.
    const counter = { asked: 0 }
    scope.__workersAsked = counter
    const OldWorker = function (url, options) {
      counter.asked++
      if (options?.type !== 'module') return new NativeWorker(url, options)
      if (refusal === 'at-construction') {
        throw new TypeError('Module scripts are not supported on DedicatedWorker yet.')
      }
      // A worker that errs before its script runs, as Firefox's loader refuses a module one: the
      // server answers this address with a script that throws (see emulateFloorEngine).
      return new NativeWorker(`${String(url)}?${refusedQuery}`, { name: options.name })
    }
    OldWorker.prototype = NativeWorker.prototype
    scope.Worker = OldWorker
  }
  if (lacks.focusVisible && typeof Element === 'function') {
    const refuse = (selectors) => {
      if (String(selectors).includes(':focus-visible')) {
        throw new DOMException(`'${String(selectors)}' is not a valid selector.`, 'SyntaxError')
      }
    }
    const owners = [
      [Element.prototype, ['matches', 'closest', 'querySelector', 'querySelectorAll']],
      [Document.prototype, ['querySelector', 'querySelectorAll']],
      [DocumentFragment.prototype, ['querySelector', 'querySelectorAll']],
    ]
    for (const [owner, keys] of owners) {
      for (const key of keys) {
        const native = owner[key]
        owner[key] = function (...args) {
          refuse(args[0])
          return Reflect.apply(native, this, args)
        }
      }
    }
    // These engines parse `selector()` in CSS.supports (Firefox 69, Safari 14.1) or not at all
    // (Safari 14.0): either way, the answer for :focus-visible is no.
    const supports = CSS.supports.bind(CSS)
    CSS.supports = (...args) =>
      args.join(' ').includes(':focus-visible') ? false : supports(...args)
  }
}

/** The scene worker's script, as the build names it (sceneWorker.ts's SCENE_WORKER). */
const SCENE_WORKER = /\/assets\/sceneWorker-[\w-]+\.js$/
/** The query of a module worker's address that the server answers with a failing script. */
const REFUSED_QUERY = 'refused-module-worker'
/** The scene worker's address, as a refused module worker asks for it. */
const REFUSED_WORKER = new RegExp(`/assets/sceneWorker-[\\w-]+\\.js\\?${REFUSED_QUERY}$`)

/**
 * Makes `target` (a page, or every page of a context) the oldest `engine` of its family before
 * any script of ours runs, in the page and in the scene worker, where `workerPrelude` runs too.
 * The worker's script is rewritten as it is served, which turns the HTTP cache off.
 * @param {import('@playwright/test').Page | import('@playwright/test').BrowserContext} target
 * @param {FloorEngine} engine
 * @param {string} [workerPrelude]
 */
export async function emulateFloorEngine(target, engine, workerPrelude = '') {
  const lacks = `(${takeAway.toString()})(${JSON.stringify(engine.lacks)}, "${REFUSED_QUERY}");`
  await target.addInitScript(lacks)
  await target.route(SCENE_WORKER, async (route) => {
    const response = await route.fetch()
    const body = `${lacks}\n${workerPrelude}\n${await response.text()}`
    await route.fulfill({ response, body })
  })
  await target.route(REFUSED_WORKER, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'throw new SyntaxError("import declarations may only appear in a module")',
    }),
  )
}
