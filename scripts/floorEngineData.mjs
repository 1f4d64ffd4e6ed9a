// The engines of a browserslist query as MDN's compatibility data names them, which of them lack
// a feature, and the method check's ESLint rule (calls of array and string methods the floor
// lacks, whatever the receiver). Used by scripts/floor-check.mjs.
import bcd from '@mdn/browser-compat-data' with { type: 'json' }
import browserslist from 'browserslist'

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
export function oldestEngines(query) {
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
export function lackingEngines(support, engines, isPartialEnough = false) {
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
export function methodsNewerThan(engines) {
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
export function newMethodRule(newer) {
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
