import { StrictMode, type ReactNode } from 'react'
import { ErrorPage } from '../pages/ErrorPage'
import { ErrorBoundary } from '../ui/ErrorBoundary'

/**
 * The app around its router, the same in the browser and in the build's prerender (which must
 * render the very tree the client hydrates): strict mode, and the error view if a page breaks.
 */
export function App({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <ErrorBoundary fallback={<ErrorPage />}>{children}</ErrorBoundary>
    </StrictMode>
  )
}
