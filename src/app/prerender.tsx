import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { App } from './App'
import { AppRoutes } from './routes'

/**
 * The build's server entry (site/prerender.ts): the HTML of the page at `path` (a route of
 * src/settings/pages.ts), as the client's first render will make it. `prerender` rather than
 * `renderToString`: it waits for lazy views (/create), so they are in the HTML too, and the
 * result holds no inline script. Rejects if any part of the page fails to render.
 */
export async function renderPage(path: string): Promise<string> {
  const base = import.meta.env.BASE_URL
  const errors: unknown[] = []
  const { prelude } = await prerender(
    <App>
      <StaticRouter basename={base} location={`${base}${path.slice(1)}`}>
        <AppRoutes />
      </StaticRouter>
    </App>,
    { onError: (error) => void errors.push(error) },
  )
  // An error inside a Suspense boundary does not reject: the boundary would be left to the
  // client, which is a page that shows less than it should.
  if (errors.length > 0) throw errors[0]
  return new Response(prelude).text()
}
