import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildSite } from '../../scripts/shared.mjs'

describe('a build with a bad setting', () => {
  it('stops before writing anything and names the variable, the value and the rule', async () => {
    const outDir = 'test-results/build-bad-env'
    const { status, output } = await buildSite({
      outDir,
      env: { VITE_GIF_URL: 'http://example.com/hug.gif', BASE_PATH: 'love-page' },
      allowFailure: true,
    })
    expect(status).not.toBe(0)
    expect(output).toContain('Heartburst: 2 settings are not valid, so the build stopped.')
    expect(output).toContain('VITE_GIF_URL="http://example.com/hug.gif"')
    expect(output).toContain('expected an https:// address of a GIF')
    expect(output).toContain('BASE_PATH="love-page"')
    expect(output).toContain('expected a path that starts and ends with /')
    expect(existsSync(outDir)).toBe(false)
  }, 60_000)

  it('leaves the environment of the process as it found it (builds run in this process)', async () => {
    const before = { ...process.env }
    await buildSite({
      outDir: 'test-results/build-bad-env',
      env: { VITE_GIF_URL: 'http://example.com/kiss.gif', BASE_PATH: 'kiss' },
      allowFailure: true,
    })
    expect({ ...process.env }).toEqual(before)
  }, 60_000)
})
