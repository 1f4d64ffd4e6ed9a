import { expect, test } from 'vitest'
import { fragmentTitleHandle, navigationHandle, titleOf } from '../../src/app/routeHandle'

test('a route handle carries its title', () => {
  expect(navigationHandle('Love')).toEqual({ title: 'Love' })
})

test('the deepest matched route with a title names the page', () => {
  const matches = [
    { route: { handle: navigationHandle('Home') } },
    { route: {} },
    { route: { handle: navigationHandle('Love') } },
    { route: { handle: undefined } },
  ]
  expect(titleOf(matches)).toBe('Love')
  expect(titleOf(matches.slice(0, 2))).toBe('Home')
})

test('handles that are not route handles are skipped', () => {
  const matches = [
    { route: { handle: navigationHandle('Home') } },
    { route: { handle: null } },
    { route: { handle: 'Love' } },
    { route: { handle: { name: 'Love' } } },
  ]
  expect(titleOf(matches)).toBe('Home')
})

test('with no titled route the page is called 404 Not Found', () => {
  expect(titleOf([])).toBe('404 Not Found')
  expect(titleOf([{ route: {} }, { route: { handle: null } }])).toBe('404 Not Found')
})

test('a shared-link route takes its title from the address fragment', () => {
  const shared = fragmentTitleHandle((fragment) =>
    fragment === '' ? 'Love you' : `Love ${fragment}`,
  )
  expect(titleOf([{ route: { handle: shared } }], 'Vy')).toBe('Love Vy')
  expect(titleOf([{ route: { handle: shared } }])).toBe('Love you')
  // A fixed title ignores the fragment.
  expect(titleOf([{ route: { handle: navigationHandle('Home') } }], 'Vy')).toBe('Home')
})
