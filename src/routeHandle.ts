/** What a route carries besides its element. */
export type RouteHandle = { title: string }

export function navigationHandle(title: string): RouteHandle {
  return { title }
}

type MatchLike = { route: { handle?: unknown } }

const FALLBACK_TITLE = '404 Not Found'

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle
}

/** The title of the deepest matched route that has one. */
export function titleOf(matches: readonly MatchLike[]): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].route.handle
    if (isRouteHandle(handle)) return handle.title
  }
  return FALLBACK_TITLE
}
