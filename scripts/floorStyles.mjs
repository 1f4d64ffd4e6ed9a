// The floor check's stylesheets (scripts/floor-check.mjs): doiuse (Can I use) and the CSS
// properties in MDN's data (doiuse has no `aspect-ratio`, `inset`, ...), each use judged by the
// fallback beside it: an earlier declaration, an @supports block that tests that very feature, or
// the stand-in a GUARDED entry names (floorLists.mjs), for the use's own selectors.
import bcd from '@mdn/browser-compat-data' with { type: 'json' }
import DoIUse from 'doiuse/lib/DoIUse.js'
import postcss from 'postcss'
import { lackingEngines } from './floorEngineData.mjs'
import { FLOOR } from './floorLists.mjs'
import { outcomes, parseSupports } from './floorSupports.mjs'

/** The pseudo-classes and pseudo-elements of a selector: `:focus-visible`, `::marker`, `:has(`. */
const pseudos = (selector) => selector.match(/::?[\w-]+\(?/g) ?? []

/**
 * Whether `node` (a declaration, or a rule doiuse reports for its selector) is in an @supports
 * block that no engine lacking it passes: one whose condition cannot hold where each test of
 * that very property (with that value, for doiuse's value features) or selector fails.
 */
function isInSupportsOf(node, isValueFeature) {
  const isProof = (test) => {
    if (node.type === 'decl' && test.property === node.prop) {
      return !isValueFeature || test.value === node.value
    }
    if (node.type === 'rule' && test.selector !== undefined) {
      const needed = pseudos(test.selector)
      return needed.length > 0 && needed.every((pseudo) => node.selector.includes(pseudo))
    }
    return false
  }
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type !== 'atrule' || parent.name !== 'supports') continue
    const [canHold] = outcomes(parseSupports(parent.params), isProof)
    if (!canHold) return true
  }
  return false
}

/**
 * Whether the cascade keeps something else where `node` is dropped: an earlier declaration of the
 * property in the rule (`100vh` before `100dvh`, `-webkit-user-select` before `user-select`), or
 * an @supports block round it that tests it.
 */
export function hasFallback(node, isValueFeature = false) {
  if (node.type === 'decl') {
    const before = node.parent.nodes.slice(0, node.parent.index(node))
    const unprefixed = (prop) => prop.replace(/^-\w+-/, '')
    if (before.some((other) => other.type === 'decl' && unprefixed(other.prop) === node.prop)) {
      return true
    }
  }
  return isInSupportsOf(node, isValueFeature)
}

/** A selector with its spacing made plain: `.a>*+*` for `.a > * + *`. */
const plain = (selector) =>
  selector
    .replace(/\s*([>+~,])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()

/** The rule of the use: the declaration's, or the rule doiuse reported. */
const ruleOf = (node) => (node.type === 'decl' ? node.parent : node)

/**
 * Whether the stand-in a GUARDED `entry` names is there for `node`: an @supports block with the
 * entry's condition holding a rule for each of the use's selectors (that selector, then a
 * combinator, a pseudo or an attribute), or a rule before the use with its selectors less
 * `entry.ruleBefore`.
 */
function hasStandIn(node, entry) {
  const rule = ruleOf(node)
  if (rule.type !== 'rule') return false
  const root = rule.root()
  if (entry.supports) {
    const bare = (condition) => condition.replace(/\s+/g, '')
    const blocks = []
    root.walkAtRules('supports', (block) => {
      if (bare(block.params) === bare(entry.supports)) blocks.push(block)
    })
    // The use itself in such a block runs exactly where it is missing.
    for (let parent = rule.parent; parent; parent = parent.parent) {
      if (blocks.includes(parent)) return false
    }
    const standsIn = (selector) =>
      blocks.some((block) => {
        let isThere = false
        block.walkRules((candidate) => {
          isThere ||= candidate.selectors.some((other) => {
            const text = plain(other)
            return (
              text === selector ||
              (text.startsWith(selector) && /^[ >+~:[]/.test(text.slice(selector.length)))
            )
          })
        })
        return isThere
      })
    return rule.selectors.every((selector) => standsIn(plain(selector)))
  }
  if (entry.ruleBefore) {
    const earlier = []
    root.walkRules((candidate) => {
      if (candidate.source.start.offset < rule.source.start.offset) {
        earlier.push(...candidate.selectors.map(plain))
      }
    })
    return rule.selectors.every((selector) => {
      const kept = plain(selector.split(entry.ruleBefore).join(''))
      return kept !== plain(selector) && earlier.includes(kept)
    })
  }
  return false
}

function describe(node) {
  if (node.type === 'decl') return `${node.parent.selector} { ${node.prop}: ${node.value} }`
  if (node.type === 'rule') return node.selector
  return `@${node.name} ${node.params}`
}

/** The uses of a stylesheet the floor's `engines` lack: [{ file, where, use, tool, detail, guardedBy }]. */
export async function checkStyles(css, file, engines) {
  const findings = []
  const found = (node, finding) =>
    findings.push({
      file,
      where: `:${node.source.start.line}:${node.source.start.column}`,
      ...finding,
      guardedBy: (entry) => Boolean(entry.supports || entry.ruleBefore) && hasStandIn(node, entry),
    })
  const doiuse = new DoIUse({
    browsers: [FLOOR],
    onFeatureUsage: ({ feature, featureData, usage }) => {
      // Partial support is a note on some values or uses (`overflow: clip`, gradients' hints);
      // doiuse matches the property alone, so only a feature an engine lacks outright fails.
      if (!featureData.missing || hasFallback(usage, true)) return
      const detail = `${describe(usage)}: not in ${featureData.missing}`
      found(usage, { use: feature, tool: 'doiuse', detail })
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
      found(decl, { use: decl.prop, tool: 'MDN data', detail })
    },
  }
  await postcss([doiuse, properties]).process(css, { from: undefined })
  return findings
}
