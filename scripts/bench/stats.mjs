// Small statistics for the bench: medians and ranges over rounds, and number formatting.

/** The median of the finite numbers in `values`, or null when there are none. */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** [min, max] of the finite numbers in `values`, or null. */
export function range(values) {
  const finite = values.filter((v) => Number.isFinite(v))
  if (finite.length === 0) return null
  return [Math.min(...finite), Math.max(...finite)]
}

/** `value` with `digits` decimals, or an en dash for a missing value. */
export function fixed(value, digits = 2) {
  return Number.isFinite(value) ? value.toFixed(digits) : '–'
}

/** Bytes as kB (1000 B) with one decimal. */
export function kb(bytes, digits = 1) {
  return Number.isFinite(bytes) ? (bytes / 1000).toFixed(digits) : '–'
}
