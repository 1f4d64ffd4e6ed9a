// Chromium driven over a bare DevTools pipe, for the one thing Playwright hides: a background
// tab. Playwright keeps every page it controls visible (its focus emulation holds pages awake),
// while plain CDP's Target.activateTarget hides the tab it switches away from, as a browser does.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Starts Chromium with --remote-debugging-pipe. Resolves with { send(method, params,
 * sessionId), close() }. Messages are JSON separated by NUL bytes (fd 3 in, fd 4 out).
 */
export async function launchPipe(executablePath, args) {
  const profile = mkdtempSync(join(tmpdir(), 'heartburst-bench-'))
  const child = spawn(
    executablePath,
    ['--headless', ...args, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  )
  const input = child.stdio[3]
  const output = child.stdio[4]
  const pending = new Map()
  let nextId = 1
  let buffer = ''
  output.setEncoding('utf8')
  output.on('data', (chunk) => {
    buffer += chunk
    let end = buffer.indexOf('\0')
    while (end >= 0) {
      const message = JSON.parse(buffer.slice(0, end))
      buffer = buffer.slice(end + 1)
      end = buffer.indexOf('\0')
      const waiter = message.id === undefined ? undefined : pending.get(message.id)
      if (!waiter) continue
      pending.delete(message.id)
      if (message.error) waiter.reject(new Error(`${waiter.method}: ${message.error.message}`))
      else waiter.resolve(message.result)
    }
  })
  const send = (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      const id = nextId++
      pending.set(id, { resolve, reject, method })
      input.write(`${JSON.stringify({ id, method, params, sessionId })}\0`)
    })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const close = async () => {
    const timeout = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
    try {
      await Promise.race([send('Browser.close'), timeout(2000)])
      await Promise.race([exited, timeout(3000)])
    } finally {
      if (child.exitCode === null) child.kill()
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
    }
  }
  await send('Browser.getVersion')
  return { send, close }
}
