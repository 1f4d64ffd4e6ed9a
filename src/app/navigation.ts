import { useLayoutEffect, useMemo, useRef } from 'react'
import { matchRoutes, useLocation, type Location, type RouteObject } from 'react-router-dom'
import { useMinuteNow } from '../pages/opening/minuteClock'
import { isCalmNow } from '../ui/useIsCalm'
import { titleOf } from './routeHandle'

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: isCalmNow() ? 'instant' : 'smooth' })
}

/**
 * What happens on every navigation, as a router guard would do it: the window scrolls to the
 * top and the document takes the route's title, before the new page paints. Runs for the first
 * load, links and back/forward alike.
 */
export function useNavigationEffects(routes: RouteObject[]) {
  const location = useLocation()
  // A link's page names its recipient from its moment on: the title is read again each minute.
  const nowMs = useMinuteNow(location.hash !== '')
  const title = useMemo(
    () => titleOf(matchRoutes(routes, location) ?? [], location.hash, nowMs),
    [routes, location, nowMs],
  )
  const lastLocation = useRef<Location | null>(null)

  useLayoutEffect(() => {
    document.title = title
  }, [title])

  useLayoutEffect(() => {
    // Each navigation makes a new location object; StrictMode's second run sees the same one.
    if (lastLocation.current === location) return
    lastLocation.current = location
    scrollToTop()
  }, [location])
}
