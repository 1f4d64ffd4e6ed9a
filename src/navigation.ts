import type { createBrowserRouter } from 'react-router-dom'
import { titleOf } from './routeHandle'

type AppRouter = ReturnType<typeof createBrowserRouter>

function scrollToTop() {
  const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  window.scrollTo({ top: 0, behavior: isReduced ? 'instant' : 'smooth' })
}

/**
 * What happens on every navigation, as a router guard would: the window scrolls to the top and
 * the document takes the route's title. Runs for the first load, links and back/forward alike.
 * Returns the unsubscribe.
 */
export function followNavigation(router: AppRouter): () => void {
  // Compared by identity: every completed navigation makes a new location object, while keys
  // repeat ('default') for entries the router did not create itself.
  let lastLocation = router.state.location
  document.title = titleOf(router.state.matches)
  return router.subscribe((state) => {
    if (state.location === lastLocation) return
    lastLocation = state.location
    scrollToTop()
    document.title = titleOf(state.matches)
  })
}
