// The absolute gates of `npm run audit`, as Lighthouse CI assertions: accessibility, best
// practices and SEO, which are deterministic (the same page gives the same audits on any
// machine). Performance is gated relative to the page's floor and the last release
// (scripts/audit-gates.mjs), not here: its absolute numbers move with the machine.
// scripts/audit.mjs runs the pinned Lighthouse itself (LHCI's collect would bring its own, older
// one), stores each run of the page in test-results/audit/.lighthouseci/ with its `finalUrl` set
// to "<form factor> <route label>" (LHCI groups runs by `finalUrl`, and Lighthouse's drops the
// fragment where a made link's words live), then runs `lhci assert --config=<this file>` there.
// To assert the last runs again:
//   cd test-results/audit && npx lhci assert --config=../../scripts/lighthouserc.cjs
//
// Aggregation: 'pessimistic', every run must pass each audit (LHCI's default is the best run,
// which would hide a flaky miss).
//
// Its audit lists come from the pinned Lighthouse's own default config (a synchronous import of
// an ES module, which Node 20.19+ allows), so an audit Lighthouse adds is gated too.
const { default: lighthouseConfig } = require('lighthouse/core/config/default-config.js')

/**
 * What a made link may miss by design: its HTML says noindex (a made link is personal, and its
 * page without the fragment is a generic card), which the SEO check of crawlability counts
 * against it. Every other SEO audit must pass there too.
 */
const MADE_LINK_MISSES = ['is-crawlable']

/** Every scored audit of a category, to pass in every run. */
function everyAudit(category, except = []) {
  const ids = lighthouseConfig.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && !except.includes(ref.id))
    .map((ref) => ref.id)
  return Object.fromEntries(ids.map((id) => [id, ['error', { minScore: 1 }]]))
}

module.exports = {
  ci: {
    assert: {
      assertMatrix: [
        {
          aggregationMethod: 'pessimistic',
          assertions: { ...everyAudit('accessibility'), ...everyAudit('best-practices') },
        },
        {
          // A route label without a fragment: not a made link.
          matchingUrlPattern: '^[^#]*$',
          aggregationMethod: 'pessimistic',
          assertions: everyAudit('seo'),
        },
        {
          matchingUrlPattern: '#',
          aggregationMethod: 'pessimistic',
          assertions: everyAudit('seo', MADE_LINK_MISSES),
        },
      ],
    },
  },
}
