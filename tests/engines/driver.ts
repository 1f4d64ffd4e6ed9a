// What the engine tests need from a browser, whatever drives it: the same few verbs over
// WebDriver BiDi (Gecko), classic WebDriver (WebKitGTK) or Playwright (its own builds). The
// route list and the expectations are written once against this.
import { DESKTOP, PHONE } from '../../scripts/shared.mjs'

/** A window the tests ask for. An engine may give a slightly different one (see viewport()). */
export type WindowSize = {
  name: 'phone' | 'desktop'
  width: number
  height: number
  dpr: number
  hasTouch: boolean
}

export const WINDOWS: WindowSize[] = [
  { name: 'phone', ...PHONE.viewport, dpr: PHONE.deviceScaleFactor, hasTouch: true },
  { name: 'desktop', ...DESKTOP.viewport, dpr: DESKTOP.deviceScaleFactor, hasTouch: false },
]

/** A function run in the page; it must not close over anything (it is sent as text). */
export type PageFunction<A extends unknown[], R> = (...args: A) => R | Promise<R>

export type EnginePage = {
  /** Opens `url` and resolves once its load event has fired. */
  goto(url: string): Promise<void>
  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R>
  /** The viewport as a PNG, at the device's pixel ratio. */
  screenshot(): Promise<Buffer>
  /** A finger's tap on a touch window, a left click on a desktop one (CSS px). */
  tap(x: number, y: number): Promise<void>
  /** A key press sent to the focused element. */
  press(key: 'Enter' | 'Space'): Promise<void>
  /**
   * Uncaught errors, unhandled rejections and console errors of the page the last goto opened,
   * from its first script on (through the driver's events, or the prelude's trap: prelude.ts).
   */
  errors(): Promise<string[]>
  close(): Promise<void>
}

export type EngineSession = {
  /** The browser's own name and version, as the driver reports it. */
  version: string
  /** How it is driven, for the report. */
  driver: string
  open(size: WindowSize): Promise<EnginePage>
  close(): Promise<void>
}

/** The page function as the text of an expression that calls it with `args`. */
export function callText<A extends unknown[]>(fn: PageFunction<A, unknown>, args: A): string {
  return `(${fn.toString()}).apply(null, ${JSON.stringify(args)})`
}
