// What the engine tests' server (server.ts) runs before any script of the app's: in every HTML
// page, as its first script, an error trap and, when a test asks for it, a slowed scene clock;
// in the scene worker, the same clock. Each is a function sent as text (it must not close over
// anything), so none of it ships in the app.

/** The query parameter that slows the scene's clock: `?engines-clock=<times slower>`. */
export const CLOCK_PARAM = 'engines-clock'

/**
 * The cookie the page sets for its scene worker's script, whose request the server answers
 * with the same slowed clock (the worker's own URL carries no query).
 */
export const CLOCK_COOKIE = 'heartburst-engines-clock'

/** Runs the clock of whatever reads performance.now (three's Clock) `factor` times slower. */
export function slowClock(factor: number) {
  const now = performance.now.bind(performance)
  const start = now()
  performance.now = () => start + (now() - start) / factor
}

/**
 * The page's first script. Collects uncaught errors, unhandled rejections and console errors
 * from the first line of the app on, for drivers that have no event for them (classic
 * WebDriver); keeps the audio elements the page makes (`heartburstAudio`); slows the scene's clock when the address asks (and tells the worker's request).
 */
export function pagePrelude(param: string, cookie: string, slow: typeof slowClock) {
  const errors: string[] = []
  Object.assign(window, { heartburstErrors: errors })
  window.addEventListener('error', (event) => errors.push(String(event.message)))
  window.addEventListener('unhandledrejection', (event) => errors.push(String(event.reason)))
  const original = console.error.bind(console)
  console.error = (...parts: unknown[]) => {
    errors.push(parts.map(String).join(' '))
    original(...parts)
  }

  // Every media element the page makes with `new Audio()` (the song's), for the music test.
  const made: HTMLAudioElement[] = []
  Object.assign(window, { heartburstAudio: made })
  const NativeAudio = window.Audio
  window.Audio = new Proxy(NativeAudio, {
    construct: (target, args) => {
      const element = Reflect.construct(target, args) as HTMLAudioElement
      made.push(element)
      return element
    },
  })

  const factor = Number(new URLSearchParams(location.search).get(param))
  document.cookie = factor > 1 ? `${cookie}=${factor}; path=/` : `${cookie}=; path=/; max-age=0`
  if (factor > 1) slow(factor)
}

/** The page's errors as pagePrelude collected them; null if the page was served without it. */
export function readErrorTrap(): string[] | null {
  return (window as unknown as { heartburstErrors?: string[] }).heartburstErrors ?? null
}
