// A virtual X display for the engines that draw WebGL only in a window (Gecko, WebKitGTK).
import { spawn } from 'node:child_process'

/** Room for the largest window: the desktop, or the phone at 2 device px per CSS px. */
const SCREEN = '2600x1900x24'

/** Starts Xvfb on the first free display; resolves with ":N" and a stop function. */
export function startXvfb(binary: string): Promise<{ display: string; stop: () => void }> {
  return new Promise((done, fail) => {
    // -displayfd: Xvfb picks a free display and writes its number to fd 3 once it listens.
    const child = spawn(binary, ['-displayfd', '3', '-screen', '0', SCREEN, '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    })
    let errors = ''
    child.stderr?.on('data', (chunk) => (errors += chunk))
    child.once('error', fail)
    child.once('exit', (code) => fail(new Error(`Xvfb exited (${code}): ${errors}`)))
    child.stdio[3]?.once('data', (chunk) => {
      done({ display: `:${String(chunk).trim()}`, stop: () => child.kill() })
    })
  })
}
