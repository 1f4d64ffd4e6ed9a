// Whether a use in a built script runs only where a feature exists: read from the syntax tree
// ESLint built for the floor check (scripts/floor-check.mjs), use by use, so a test of the
// feature in one function excuses nothing in another.

/** `Intl.Segmenter` for `Intl.Segmenter`, `window.Intl.Segmenter` or `globalThis.Intl.Segmenter`. */
function nameOf(node) {
  if (node.type === 'Identifier') return node.name
  if (node.type !== 'MemberExpression' || node.computed) return undefined
  const owner = nameOf(node.object)
  if (owner === undefined) return undefined
  const name = `${owner}.${node.property.name}`
  return name.replace(/^(window|globalThis|self)\./, '')
}

/** What `typeof x <operator> text` gives when x is undefined (true, false) or cannot tell. */
function whenUndefined(operator, text) {
  const compare = {
    '===': (a, b) => a === b,
    '==': (a, b) => a === b,
    '!==': (a, b) => a !== b,
    '!=': (a, b) => a !== b,
    '<': (a, b) => a < b,
    '<=': (a, b) => a <= b,
    '>': (a, b) => a > b,
    '>=': (a, b) => a >= b,
  }[operator]
  return compare ? compare('undefined', text) : undefined
}

/** The string a literal or a plain template (minifiers write `typeof x<\`u\``) holds. */
function textOf(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return node.quasis[0].value.cooked
  }
  return undefined
}

/** Whether `node` is a constant that is always falsy (`false`, `!1`, `0`, `null`, `void 0`). */
function isFalsyConstant(node) {
  if (node.type === 'Literal') return !node.value
  if (node.type === 'UnaryExpression' && node.operator === '!') {
    return node.argument.type === 'Literal' && Boolean(node.argument.value)
  }
  return node.type === 'UnaryExpression' && node.operator === 'void'
}

/**
 * Whether `expression` coming out truthy (`isTruthy`) or falsy proves `typeof name` is not
 * 'undefined'. A variable proves it when each value it is ever given is a falsy constant or an
 * expression that proves it truthy (`g=!1; try { g = typeof OffscreenCanvas < 'u' && ... }`).
 */
function proves(sourceCode, expression, name, isTruthy, depth = 0) {
  const again = (node, truthy) => proves(sourceCode, node, name, truthy, depth)
  switch (expression.type) {
    case 'UnaryExpression':
      return expression.operator === '!' && again(expression.argument, !isTruthy)
    case 'LogicalExpression': {
      const { left, right, operator } = expression
      // a && b is truthy when both are, falsy when either is; a || b the other way round.
      const isBoth = (operator === '&&') === isTruthy
      if (operator === '??') return false
      return isBoth
        ? again(left, isTruthy) || again(right, isTruthy)
        : again(left, isTruthy) && again(right, isTruthy)
    }
    case 'SequenceExpression':
      return again(expression.expressions.at(-1), isTruthy)
    case 'BinaryExpression': {
      const sides = [
        [expression.left, expression.right, expression.operator],
        [expression.right, expression.left, mirror(expression.operator)],
      ]
      return sides.some(([side, other, operator]) => {
        if (side.type !== 'UnaryExpression' || side.operator !== 'typeof') return false
        if (nameOf(side.argument) !== name) return false
        const text = textOf(other)
        if (text === undefined) return false
        // Truthy proves it if an undefined one would be falsy, and the other way round.
        const answer = whenUndefined(operator, text)
        return answer !== undefined && answer !== isTruthy
      })
    }
    case 'Identifier':
      return isTruthy && depth < 3 && isFlagFor(sourceCode, expression, name, depth + 1)
    default:
      return false
  }
}

function mirror(operator) {
  return { '<': '>', '<=': '>=', '>': '<', '>=': '<=' }[operator] ?? operator
}

/** Whether the variable `identifier` reads is only ever a falsy constant or a proof of `name`. */
function isFlagFor(sourceCode, identifier, name, depth) {
  const reference = sourceCode
    .getScope(identifier)
    .references.find((candidate) => candidate.identifier === identifier)
  const variable = reference?.resolved
  if (!variable) return false
  const writes = variable.references.filter((candidate) => candidate.isWrite())
  return (
    writes.length > 0 &&
    writes.every(
      ({ writeExpr }) =>
        writeExpr &&
        (isFalsyConstant(writeExpr) || proves(sourceCode, writeExpr, name, true, depth)),
    )
  )
}

/** Whether `statement` always leaves its block: a return, a throw, a break or a continue. */
function exits(statement) {
  if (statement.type === 'BlockStatement') {
    return statement.body.length > 0 && exits(statement.body.at(-1))
  }
  return /^(Return|Throw|Break|Continue)Statement$/.test(statement.type)
}

/**
 * Whether `node` runs only where `typeof name` is not 'undefined': some node round it is the
 * branch of a test that proves it (an if, a ?:, the right of && or ||), or, in a block round it,
 * an earlier `if (<test>) return` leaves whenever it is undefined.
 */
export function isGuarded(sourceCode, node, name) {
  for (let child = node; child.parent; child = child.parent) {
    const parent = child.parent
    const test = (truthy) => proves(sourceCode, parent.test, name, truthy)
    if (parent.type === 'IfStatement' || parent.type === 'ConditionalExpression') {
      if (child === parent.consequent && test(true)) return true
      if (child === parent.alternate && test(false)) return true
    }
    if (parent.type === 'LogicalExpression' && child === parent.right) {
      const truthy = parent.operator === '&&'
      if (parent.operator !== '??' && proves(sourceCode, parent.left, name, truthy)) return true
    }
    const siblings = Array.isArray(parent.body) ? parent.body : parent.consequent
    const index = Array.isArray(siblings) ? siblings.indexOf(child) : -1
    if (index > 0) {
      const earlier = siblings.slice(0, index)
      const leaves = (statement) =>
        statement.type === 'IfStatement' &&
        !statement.alternate &&
        exits(statement.consequent) &&
        proves(sourceCode, statement.test, name, false)
      if (earlier.some(leaves)) return true
    }
  }
  return false
}

/**
 * Whether the use of `name` that starts at `node` is `typeof name` itself, the test of it, which
 * never throws.
 */
export function isFeatureTest(node, name) {
  let read = node
  while (
    nameOf(read) !== name &&
    read.parent?.type === 'MemberExpression' &&
    read.parent.object === read
  ) {
    read = read.parent
  }
  return (
    nameOf(read) === name &&
    read.parent?.type === 'UnaryExpression' &&
    read.parent.operator === 'typeof'
  )
}

/**
 * Where `name` (a global, or a member path such as `Intl.Segmenter`) is read in the script, less
 * `typeof name` itself: the uses es-check names without a place.
 */
export function globalReads(sourceCode, name) {
  const [head, ...path] = name.split('.')
  const reads = []
  const { globalScope } = sourceCode.scopeManager
  // A global ESLint knows (ES built-ins such as Float16Array) is a variable of the global scope
  // with no declaration; any other stays unresolved (`through`).
  const builtIn = globalScope.set.get(head)
  const references = [
    ...globalScope.through.filter((reference) => reference.identifier.name === head),
    ...(builtIn && builtIn.defs.length === 0 ? builtIn.references : []),
  ]
  for (const reference of references) {
    let node = reference.identifier
    for (const key of path) {
      const parent = node.parent
      if (parent.type !== 'MemberExpression' || parent.object !== node) break
      if (parent.computed || parent.property.name !== key) break
      node = parent
    }
    if (nameOf(node) === name && !isFeatureTest(node, name)) reads.push(node)
  }
  return reads
}
