// @supports conditions for the floor check's stylesheets (floorStyles.mjs): read as a tree, and
// asked whether one can hold in an engine that fails some of its tests.

/**
 * An @supports condition as a tree: { not }, { and: [...] }, { or: [...] }, { property, value },
 * { selector }, or { other } (a function or form this check does not read, such as font-tech()).
 */
export function parseSupports(text) {
  let at = 0
  const space = () => {
    while (/\s/.test(text[at] ?? '')) at++
  }
  const word = () => /^(not|and|or)(?=[\s(])/i.exec(text.slice(at))?.[1].toLowerCase()
  // The text up to the `)` that closes the group opened just before `at`.
  const group = () => {
    const start = at
    for (let depth = 1; depth > 0 && at < text.length; at++) {
      if (text[at] === '(') depth++
      if (text[at] === ')') depth--
    }
    return text.slice(start, at - 1).trim()
  }
  const inParens = () => {
    space()
    const fn = /^([\w-]+)\(/.exec(text.slice(at))
    if (fn) {
      at += fn[0].length
      const inner = group()
      return fn[1].toLowerCase() === 'selector'
        ? { selector: inner }
        : { other: `${fn[1]}(${inner})` }
    }
    if (text[at] !== '(') throw new Error(`@supports ${text}: expected ( at ${at}`)
    at++
    space()
    const start = at
    if (word() === 'not' || text[at] === '(' || /^[\w-]+\(/.test(text.slice(at))) {
      const condition = parse()
      space()
      if (text[at] === ')') {
        at++
        return condition
      }
      at = start
    }
    const inner = group()
    const colon = inner.indexOf(':')
    if (colon < 0) return { other: inner }
    return {
      property: inner.slice(0, colon).trim().toLowerCase(),
      value: inner.slice(colon + 1).trim(),
    }
  }
  const parse = () => {
    space()
    if (word() === 'not') {
      at += 3
      return { not: inParens() }
    }
    const first = inParens()
    space()
    const joiner = word()
    if (joiner !== 'and' && joiner !== 'or') return first
    const parts = [first]
    while (word() === joiner) {
      at += joiner.length
      parts.push(inParens())
      space()
    }
    return { [joiner]: parts }
  }
  const condition = parse()
  space()
  if (at < text.length) throw new Error(`@supports ${text}: unread from ${at}`)
  return condition
}

/**
 * Whether the condition can hold (`true`) or fail (`false`) in an engine where every test that
 * `isProof` accepts fails, the others free: [canHold, canFail].
 */
export function outcomes(condition, isProof) {
  if (condition.not) {
    const [canHold, canFail] = outcomes(condition.not, isProof)
    return [canFail, canHold]
  }
  const parts = (condition.and ?? condition.or)?.map((part) => outcomes(part, isProof))
  if (condition.and) return [parts.every(([hold]) => hold), parts.some(([, fail]) => fail)]
  if (condition.or) return [parts.some(([hold]) => hold), parts.every(([, fail]) => fail)]
  return isProof(condition) ? [false, true] : [true, true]
}
