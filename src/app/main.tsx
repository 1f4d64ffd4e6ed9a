import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { stopKeepingEarlyPresses } from '../early/earlyPress'
import { App } from './App'
import { AppRoutes, isRouteOf } from './routes'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// The declarative router: the pages need no loaders or actions, and it is 16 kB gz lighter on
// the first load than the data router.
const app = (
  <App>
    <BrowserRouter basename={import.meta.env.BASE_URL}>
      <AppRoutes />
    </BrowserRouter>
  </App>
)

// A built page arrives with its view prerendered (src/app/prerender.tsx), which React takes
// over in place. Anything else is rendered afresh: the dev server's page, the 404 view (which
// renders nothing), and a host that answers this address with another page's file.
const renderedPath = container.dataset.path
// From here on React handles every press, and replays those made while it hydrates.
stopKeepingEarlyPresses()
if (container.hasChildNodes() && renderedPath && isRouteOf(renderedPath, location.pathname)) {
  // As a transition, hydration yields to the browser every few milliseconds: the page, painted
  // already, answers at once instead of after one long task.
  startTransition(() => {
    hydrateRoot(container, app)
  })
} else {
  createRoot(container).render(app)
}
