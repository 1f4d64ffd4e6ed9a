// The built site against the oldest browsers package.json's `browserslist` promises (the
// the guide's "Browsers", docs/GUIDE.md): `node scripts/floor-check.mjs [outDir]` (dist unless given) checks
// - every JavaScript chunk with es-check (syntax, and ES built-ins per browser from MDN's data),
//   eslint-plugin-compat (web APIs: structuredClone, OffscreenCanvas, ...), and a method check
//   of our own: a call of an array's or a string's method the floor lacks (`.at`, `.findLast`),
//   whatever the receiver, since neither tool can tell a minified `e.at(-1)` is an array's;
// - every stylesheet (inline in the prerendered pages) with doiuse (Can I use) and the CSS
//   properties in MDN's data (doiuse has no `aspect-ratio`, `inset`, ...).
// A use the floor lacks fails unless it sits behind a check: a CSS fallback the cascade keeps (an
// earlier declaration of the property, or an @supports block round it), or an entry of GUARDED
// naming the runtime check; or unless ENHANCEMENTS says what an engine without it shows instead.
// An entry that matches nothing fails too, so neither list can go stale.
import bcd from '@mdn/browser-compat-data' with { type: 'json' }
import browserslist from 'browserslist'
import DoIUse from 'doiuse/lib/DoIUse.js'
import { runChecks } from 'es-check'
import { Linter } from 'eslint'
import compat from 'eslint-plugin-compat'
import { readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import postcss from 'postcss'

const PACKAGE = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))

/** The oldest engines we promise: what the first load (HTML, CSS, entry, pages, Canvas 2D) meets. */
const FLOOR = PACKAGE.browserslist.join(', ')

/**
 * The WebGL scene (three.js, R3F) and its worker load only where canRunScene() in
 * src/stage/webglSupport.ts finds WebGL 2, WeakRef and FinalizationRegistry (three.js r18x builds
 * its renderer with the two): the floor's engines with WebGL 2, less Firefox 78 (WeakRef from 79).
 * Elsewhere the page draws with Canvas 2D and never fetches these chunks.
 */
const SCENE_FLOOR = `${FLOOR} and supports webgl2, not firefox < 79`
const SCENE_CHUNKS = /^(sceneBundle|sceneWorker)-/

/**
 * Uses the floor lacks that run only behind a runtime check. `file` starts the built file's name
 * (a chunk's name before its hash, or `styles` for the stylesheet); `uses` are the names the
 * checks print; `check` names the check, file and function; `seen` is that check as the built
 * file spells it, so an entry whose check is gone fails (`near`, where given, narrows the uses to
 * those whose description holds it).
 */
const GUARDED = [
  {
    file: 'main-',
    uses: ['Intl.Segmenter'],
    check: "src/share/text.ts segmenter(): typeof Intl.Segmenter === 'function', else a RegExp",
    seen: /typeof Intl\.Segmenter/,
  },
  {
    file: 'sceneBundle-',
    uses: ['OffscreenCanvas', 'OffscreenCanvas.getContext'],
    check:
      "three/src/renderers/webgl/WebGLTextures.js WebGLTextures(): typeof OffscreenCanvas !== 'undefined', in a try",
    seen: /typeof OffscreenCanvas/,
  },
  {
    file: 'sceneBundle-',
    uses: ['Float16Array'],
    check:
      "three/src/renderers/webgl/WebGLAttributes.js createBuffer(): typeof Float16Array !== 'undefined'",
    seen: /typeof Float16Array/,
  },
  {
    file: 'sceneBundle-',
    uses: ['XRWebGLBinding'],
    check:
      "three/src/renderers/webxr/WebXRManager.js WebXRManager(): typeof XRWebGLBinding !== 'undefined' (and only in a WebXR session, which the page never starts)",
    seen: /typeof XRWebGLBinding/,
  },
  {
    file: 'styles',
    uses: ['flexbox-gap'],
    check: 'src/app/styles.css @supports not (inset: 0): margins where flex gap is missing',
    seen: /@supports not \(inset: ?0\)/,
  },
  {
    file: 'styles',
    uses: ['aspect-ratio'],
    check: 'src/app/styles.css @supports not (aspect-ratio: 1): a square item in the cell',
    seen: /@supports not \(aspect-ratio: ?1\)/,
  },
  {
    file: 'styles',
    uses: ['css-focus-visible'],
    near: /\.(gif|occasion)-option__radio:focus:not\(:focus-visible\)/,
    check:
      'src/app/styles.css .gif-option__radio:focus + .gif-thumb (and the occasion cards), the rule before it',
    seen: /\.gif-option__radio:focus ?\+ ?\.gif-thumb ?[,{]/,
  },
]

/**
 * Uses an engine without them skips, leaving the page as it is without them: each says what a
 * visitor there gets instead. Nothing here may change what a page shows or does.
 */
const ENHANCEMENTS = [
  {
    file: 'styles',
    uses: ['css-focus-visible'],
    near: /:focus-visible: not in/,
    instead: "Safari before 15.4: the engine's own focus ring instead of ours",
  },
  {
    file: 'styles',
    uses: ['accent-color'],
    instead: "Safari before 15.4: the music field's radio buttons in the engine's own colour",
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
    file: 'styles',
    uses: ['css-resize', 'resize'],
    instead: 'iOS Safari: no resize handle on the message field, which grows by scrolling',
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

/** browserslist's names for the engines, as MDN's compat data spells them. */
const MDN_BROWSER = {
  chrome: 'chrome',
  and_chr: 'chrome_android',
  edge: 'edge',
  firefox: 'firefox',
  and_ff: 'firefox_android',
  safari: 'safari',
  ios_saf: 'safari_ios',
  samsung: 'samsunginternet_android',
  opera: 'opera',
  op_mob: 'opera_android',
}

/** The oldest version of each engine `query` names: [{ name (MDN's), label, version }]. */
function oldestEngines(query) {
  const oldest = new Map()
  for (const entry of browserslist(query)) {
    const [name, range] = entry.split(' ')
    const version = range.split('-')[0]
    if (!MDN_BROWSER[name]) throw new Error(`floor-check: no MDN name for "${name}" (${query})`)
    const known = oldest.get(name)
    if (!known || compareVersions(version, known.version) < 0) {
      oldest.set(name, { name: MDN_BROWSER[name], label: `${name} ${version}`, version })
    }
  }
  return [...oldest.values()]
}

function compareVersions(a, b) {
  const left = a.split('.').map(Number)
  const right = b.split('.').map(Number)
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0)
    if (difference !== 0) return difference
  }
  return 0
}

/**
 * The engines of `engines` that lack a feature, by its MDN support data: unflagged, unprefixed
 * support from a version no newer than theirs, complete unless `isPartialEnough` (a CSS property
 * whose partial support is about some of its values: doiuse weighs those). An engine MDN has no
 * data for is not counted (unknown is not a no).
 */
function lackingEngines(support, engines, isPartialEnough = false) {
  return engines.filter(({ name, version }) => {
    const statements = [support[name] ?? []].flat()
    if (statements.length === 0) return false
    const known = statements.some((s) => s.version_added !== null)
    if (!known) return false
    return !statements.some(
      (s) =>
        !s.flags &&
        !s.prefix &&
        !s.alternative_name &&
        (isPartialEnough || !s.partial_implementation) &&
        (!s.version_removed || compareVersions(version, String(s.version_removed)) < 0) &&
        (s.version_added === true ||
          (typeof s.version_added === 'string' &&
            /^≤?[\d.]+$/.test(s.version_added) &&
            compareVersions(s.version_added.replace('≤', ''), version) <= 0)),
    )
  })
}

/**
 * The built-ins whose methods minified code calls on a receiver with no telling name (`e.at(-1)`):
 * es-check names `.at()` only on an array literal or a variable called like an array, and
 * eslint-plugin-compat only on a literal. Other built-ins' methods share their names with
 * three.js's and the DOM's (`union`, `dispose`, `resize`), so a name alone would say nothing.
 */
const RECEIVER_BLIND = ['Array', 'String', 'TypedArray']

/** Node's own constructor of a RECEIVER_BLIND built-in (TypedArray is no global). */
function builtIn(owner) {
  return owner === 'TypedArray' ? Object.getPrototypeOf(Uint8Array) : globalThis[owner]
}

/**
 * The methods of RECEIVER_BLIND no engine of `engines` has under any of them, each with the
 * engines that lack it: `at`, `findLast`, `toSorted`, `with`, ...
 */
function methodsNewerThan(engines) {
  const byName = new Map()
  for (const owner of RECEIVER_BLIND) {
    for (const [name, entry] of Object.entries(bcd.javascript.builtins[owner])) {
      if (!/prototype/.test(entry.__compat?.spec_url ?? '')) continue
      const lacking = lackingEngines(entry.__compat.support, engines)
      const known = byName.get(name) ?? { isOld: false, lacking: new Set() }
      if (lacking.length === 0) known.isOld = true
      for (const engine of lacking) known.lacking.add(engine.label)
      byName.set(name, known)
    }
  }
  const newer = new Map()
  for (const [name, { isOld, lacking }] of byName) {
    if (!isOld) newer.set(name, `not in ${[...lacking].join(', ')}`)
  }
  return newer
}

/** An ESLint rule: reports `x.name(...)` and `x['name'](...)` for each name of `newer`. */
function newMethodRule(newer) {
  return {
    create(context) {
      return {
        'CallExpression > MemberExpression.callee'(node) {
          const { property } = node
          const name = node.computed ? property.value : property.name
          if (typeof name !== 'string' || !newer.has(name)) return
          // More arguments than the built-in declares: another object's method (three's
          // `ray.at(t, target)`).
          const lengths = RECEIVER_BLIND.map((owner) => builtIn(owner).prototype[name]?.length)
          const known = lengths.filter((length) => length !== undefined)
          const declared = known.length > 0 ? Math.max(...known) : Infinity
          if (node.parent.arguments.length <= declared) {
            context.report({ node: property, message: `.${name} | ${newer.get(name)}` })
          }
        },
      }
    },
  }
}

function listFiles(dir) {
  return readdirSync(dir, { recursive: true }).map((name) => join(dir, name))
}

/** The uses of `file` that `query` lacks: [{ file, text (the file's), where, use, tool, detail }]. */
function checkScript(file, query, linter, rule) {
  const findings = []
  const source = readFileSync(file, 'utf8')
  // es-check parses at the ES version the query maps to (syntax), then checks each ES feature
  // it finds against every engine of the query.
  const result = runChecks([
    {
      files: [file],
      module: true,
      checkBrowser: true,
      checkFeatures: true,
      browserslistQuery: query,
    },
  ])
  for (const { err } of result.errors) {
    const uses = err.features ?? [`syntax: ${err.message}`]
    for (const use of uses) {
      const lacking = err.browserDetails?.[use]?.map((b) => `${b.name} ${b.version}`).join(', ')
      findings.push({
        file,
        text: source,
        where: '',
        use,
        tool: 'es-check',
        detail: lacking ?? err.message,
      })
    }
  }
  const messages = linter.verify(
    source,
    {
      plugins: { compat, floor: { rules: { methods: rule } } },
      languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
      // Compat's ES API check is off by default: on, it names `[].at()` and the like too.
      settings: { browsers: [query], lintAllEsApis: true },
      rules: { 'compat/compat': 'error', 'floor/methods': 'error' },
      // Compat adds the targets of the browserslist config it finds from the file's folder to
      // `browsers`: a name outside the project keeps the scene's query narrower than the floor.
    },
    join(tmpdir(), 'floor-check.js'),
  )
  for (const { ruleId, message, line, column } of messages) {
    const where = `:${line}:${column}`
    if (ruleId === 'floor/methods') {
      const [use, detail] = message.split(' | ')
      findings.push({ file, text: source, where, use, tool: 'method check', detail })
    } else if (ruleId === 'compat/compat') {
      // "Intl.Segmenter() is not supported in Safari 14, ..."
      const [, use, detail] = /^(\S+?)(?:\(\))? (is not supported in .*)$/.exec(message) ?? []
      findings.push({
        file,
        text: source,
        where,
        use: use ?? message,
        tool: 'eslint-plugin-compat',
        detail: detail ?? '',
      })
    } else {
      findings.push({ file, text: source, where, use: 'parse', tool: 'eslint', detail: message })
    }
  }
  return findings
}

/** The stylesheets of the built pages: each <style> block, once, and any .css file. */
function styleSheets(dist) {
  const sheets = new Map()
  for (const file of listFiles(dist)) {
    if (file.endsWith('.css')) sheets.set(readFileSync(file, 'utf8'), file)
    if (!file.endsWith('.html')) continue
    for (const [, css] of readFileSync(file, 'utf8').matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) {
      if (!sheets.has(css)) sheets.set(css, `${file} <style>`)
    }
  }
  return sheets
}

/**
 * Whether the cascade keeps something else where `node` is dropped: an earlier declaration of
 * the property in the rule (`100vh` before `100dvh`, `-webkit-user-select` before `user-select`),
 * or an @supports block round it, which is the stylesheet's runtime check.
 */
function hasFallback(node) {
  if (node.type === 'decl') {
    const before = node.parent.nodes.slice(0, node.parent.index(node))
    const unprefixed = (prop) => prop.replace(/^-\w+-/, '')
    if (before.some((other) => other.type === 'decl' && unprefixed(other.prop) === node.prop)) {
      return true
    }
  }
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && parent.name === 'supports') return true
  }
  return false
}

function describe(node) {
  if (node.type === 'decl') return `${node.parent.selector} { ${node.prop}: ${node.value} }`
  if (node.type === 'rule') return node.selector
  return `@${node.name} ${node.params}`
}

async function checkStyles(css, file, engines) {
  const findings = []
  const at = (node) => `:${node.source.start.line}:${node.source.start.column}`
  const doiuse = new DoIUse({
    browsers: [FLOOR],
    onFeatureUsage: ({ feature, featureData, usage }) => {
      // Partial support is a note on some values or uses (`overflow: clip`, gradients' hints);
      // doiuse matches the property alone, so only a feature an engine lacks outright fails.
      if (!featureData.missing || hasFallback(usage)) return
      const detail = `${describe(usage)}: not in ${featureData.missing}`
      findings.push({ file, text: css, where: at(usage), use: feature, tool: 'doiuse', detail })
    },
  })
  const properties = {
    postcssPlugin: 'floor-properties',
    Declaration(decl) {
      const data = bcd.css.properties[decl.prop]
      if (!data?.__compat || hasFallback(decl)) return
      const lacking = lackingEngines(data.__compat.support, engines, true)
      if (lacking.length === 0) return
      const detail = `${describe(decl)}: not in ${lacking.map((e) => e.label).join(', ')}`
      findings.push({ file, text: css, where: at(decl), use: decl.prop, tool: 'MDN data', detail })
    },
  }
  await postcss([doiuse, properties]).process(css, { from: undefined })
  return findings
}

/** The entry of `list` that covers `finding`, noted in `used`. */
function entryFor(list, finding, used) {
  const name = finding.file.endsWith('<style>') ? 'styles' : finding.file.split('/').pop()
  const entry = list.find(
    (e) =>
      name.startsWith(e.file) &&
      e.uses.includes(finding.use) &&
      (!e.near ||
        (e.near instanceof RegExp
          ? e.near.test(finding.detail)
          : finding.detail.includes(e.near))) &&
      (!e.seen || e.seen.test(finding.text)),
  )
  if (entry) used.add(entry)
  return entry
}

async function main() {
  const dist = process.argv[2] ?? 'dist'
  const linter = new Linter({ configType: 'flat', cwd: tmpdir() })
  const floorRule = newMethodRule(methodsNewerThan(oldestEngines(FLOOR)))
  const sceneRule = newMethodRule(methodsNewerThan(oldestEngines(SCENE_FLOOR)))
  const findings = []
  const scripts = listFiles(join(dist, 'assets')).filter((file) => file.endsWith('.js'))
  for (const file of scripts) {
    const isScene = SCENE_CHUNKS.test(file.split('/').pop())
    const [query, rule] = isScene ? [SCENE_FLOOR, sceneRule] : [FLOOR, floorRule]
    findings.push(...checkScript(file, query, linter, rule))
  }
  for (const [css, source] of styleSheets(dist)) {
    findings.push(...(await checkStyles(css, source, oldestEngines(FLOOR))))
  }

  const used = new Set()
  const failures = findings.filter(
    (finding) => !entryFor(GUARDED, finding, used) && !entryFor(ENHANCEMENTS, finding, used),
  )
  const stale = [...GUARDED, ...ENHANCEMENTS].filter((entry) => !used.has(entry))
  for (const { file, where, use, tool, detail } of failures) {
    console.error(`${relative('.', file)}${where} ${use} (${tool}): ${detail}`)
  }
  for (const entry of stale) {
    console.error(
      `floor-check lists ${entry.uses.join(', ')} in ${entry.file}*: no use matches (or its check is gone)`,
    )
  }
  const summary =
    `floor-check: ${scripts.length} scripts (scene chunks against "${SCENE_FLOOR}", the rest` +
    ` against "${FLOOR}"), ${findings.length - failures.length} uses behind a check or left out on purpose`
  if (failures.length > 0 || stale.length > 0) {
    console.error(
      `${summary}; ${failures.length} uses the floor lacks, ${stale.length} stale entries`,
    )
    process.exitCode = 1
  } else {
    console.log(`${summary}: every other use is in the floor`)
  }
}

await main()
