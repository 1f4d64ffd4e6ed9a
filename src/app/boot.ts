/**
 * The page's entry: the stylesheet (which the build puts inline in the HTML), then the app, once
 * the prerendered page has painted. Fetched from the head, the app's 90 kB would share the
 * phone's first round trips with what the first screen needs (the fonts, the GIF); started after
 * the first paint, it never delays it. A press meanwhile is kept (src/early/earlyPress.ts).
 */
import './fonts.css'
import './styles.css'
import { afterFirstPaint } from './afterFirstPaint'

function startApp(): void {
  // Dev builds only: the dev server's tools register before the app (and its scene) start.
  // import.meta.env.DEV is the literal false in a production build, which drops the import.
  if (import.meta.env.DEV) void import('../debug/devTools').then(() => import('./main'))
  else void import('./main')
}

afterFirstPaint(startApp)
