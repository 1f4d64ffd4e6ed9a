import { Outlet } from 'react-router-dom'

/** The plain wrapper of home, love and valentine: it only renders the nested route. */
export function Layout() {
  return <Outlet />
}
