import { NOT_FOUND_TITLE } from '../settings/pages'

/**
 * What a route carries besides its element: its title, fixed or, for pages a shared link
 * personalizes, read from the address's fragment at a time (a page before its moment names
 * nobody).
 */
export type RouteHandle = { title: string | ((fragment: string, nowMs: number) => string) }

export function navigationHandle(title: string): RouteHandle {
  return { title }
}

/** A route whose title depends on the fragment (`#…`) of the address. */
export function fragmentTitleHandle(
  titleFor: (fragment: string, nowMs: number) => string,
): RouteHandle {
  return { title: titleFor }
}

type MatchLike = { route: { handle?: unknown } }

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle
}

/** The title of the deepest matched route that has one, for an address with `fragment`, at `nowMs`. */
export function titleOf(matches: readonly MatchLike[], fragment = '', nowMs = 0): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].route.handle
    if (!isRouteHandle(handle)) continue
    return typeof handle.title === 'function' ? handle.title(fragment, nowMs) : handle.title
  }
  return NOT_FOUND_TITLE
}
