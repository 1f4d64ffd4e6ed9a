// How every browser run of this repo starts Chromium: Debian's /usr/bin/chromium when present
// (CI installs it), else Playwright's own browser where one is installed (a laptop).
import { existsSync } from 'node:fs'

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser']

/** The Chromium binary to use, or undefined to let Playwright pick its own. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return SYSTEM_CHROMIUM.find((path) => existsSync(path))
}

/**
 * Flags for headless Chromium on a machine with no GPU and no network: WebGL through
 * SwiftShader, nothing phoning home. (Playwright gives every launch a fresh temporary profile.)
 */
export function chromiumArgs() {
  return [
    '--enable-unsafe-swiftshader',
    '--use-angle=swiftshader',
    '--ignore-gpu-blocklist',
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ]
}

/** Launch options for playwright's chromium.launch(). */
export function chromiumLaunchOptions() {
  return { executablePath: chromiumPath(), args: chromiumArgs(), headless: true }
}

/**
 * Launch options for the browser tests: as chromiumLaunchOptions, with the page's raster on the
 * CPU (Skia) instead of through SwiftShader's emulated GPU, as Chrome itself rasters on a machine
 * with no GPU. WebGL still draws through SwiftShader, in the worker too. Measured on the
 * development machine: a page live in 1.8 s instead of 3.3, a clipped screenshot in 70 ms instead
 * of 250. The benches and the audit keep Chromium's defaults, so their figures stay comparable.
 */
export function testLaunchOptions() {
  const options = chromiumLaunchOptions()
  return { ...options, args: [...options.args, '--disable-gpu-rasterization'] }
}
