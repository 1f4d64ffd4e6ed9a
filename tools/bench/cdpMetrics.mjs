// What every bench reads the same way: Chromium's own counters of the page's main thread, and
// the median it reports them by.

/** The median of the finite values, or null when there are none. */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** CDP `Performance.getMetrics` as one object, name to value (seconds for the durations). */
export async function readMetrics(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return Object.fromEntries(metrics.map(({ name, value }) => [name, value]))
}
