// The gates of `npm run audit`, as Lighthouse CI assertions. scripts/audit.mjs runs the pinned
// Lighthouse itself (LHCI's collect would bring its own, older one), stores each run in
// test-results/audit/.lighthouseci/ with its `finalUrl` set to "<form factor> <route label>"
// (LHCI groups runs by `finalUrl`, and Lighthouse's drops the fragment where a made link's words
// live), then runs `lhci assert --config=<this file>` there. To assert the last runs again:
//   cd test-results/audit && npx lhci assert --config=../../scripts/lighthouserc.cjs
//
// Aggregation: LHCI's default is the best run, which would hide a flaky miss. The metrics use
// 'median-run' (the run nearest the median FCP and TTI). The performance score uses 'median':
// LHCI 0.14 scores a category assertion over every run whatever the method, so 'median-run'
// there means the best run (GoogleChrome/lighthouse-ci#1064). The audits outside performance
// use 'pessimistic': every run must pass each one.
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
          aggregationMethod: 'median',
          assertions: { 'categories:performance': ['error', { minScore: 1 }] },
        },
        {
          // A phone's limits, ms: the largest paint and the time the page blocks taps.
          matchingUrlPattern: '^mobile ',
          aggregationMethod: 'median-run',
          assertions: {
            'largest-contentful-paint': ['error', { maxNumericValue: 1300 }],
            'total-blocking-time': ['error', { maxNumericValue: 100 }],
          },
        },
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
