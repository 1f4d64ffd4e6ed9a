import { useLayoutEffect } from 'react'
import { Outlet, useLocation, useMatches } from 'react-router-dom'
import { titleOf } from '../routeHandle'

/** The root route: sets the title and scrolls to the top on every navigation. */
export function AppShell() {
  const location = useLocation()
  const matches = useMatches()
  const title = titleOf(matches)

  useLayoutEffect(() => {
    document.title = title
  }, [title, location.key])

  useLayoutEffect(() => {
    const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: isReduced ? 'instant' : 'smooth' })
  }, [location.key])

  return <Outlet />
}
