import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkInlineScripts, judge, scriptChecker } from '../../scripts/floor-check.mjs'
import { oldestEngines } from '../../scripts/floorEngineData.mjs'
import { FLOOR } from '../../scripts/floorLists.mjs'
import { checkStyles } from '../../scripts/floorStyles.mjs'

// The floor check (scripts/floor-check.mjs) on samples of what it must reject, each beside a
// sample it must pass, so that rejecting everything fails too. The samples are in
// tests/fixtures/floor/, named as built files are (`main-`, `sceneBundle-`), so the project's own
// GUARDED entries apply to them.

const FIXTURES = 'tests/fixtures/floor'
const check = scriptChecker()

type Failure = { use: string; where: string; tool: string }

function scriptFailures(name: string): Failure[] {
  const file = join(FIXTURES, name)
  return judge(check({ file, label: file, source: readFileSync(file, 'utf8') })).failures
}

/** A sample sheet's failures: inline (`<style>`, the lists' `styles`) or as the built file it is named as. */
async function styleFailures(name: string, isFile = false): Promise<Failure[]> {
  const css = readFileSync(join(FIXTURES, name), 'utf8')
  const label = isFile ? join(FIXTURES, name) : `${name} <style>`
  const findings = await checkStyles(css, label, oldestEngines(FLOOR))
  return judge(findings).failures
}

const summary = (failures: Failure[]) => failures.map(({ use, where }) => `${use}${where}`)

describe('floor check: scripts, each use against its own guard', () => {
  it('rejects a use in another function than the test of its feature', () => {
    expect(summary(scriptFailures('main-segmenter-elsewhere.js'))).toEqual(['Intl.Segmenter:7:18'])
  })

  it('rejects a use in the branch taken where the feature is missing', () => {
    expect(summary(scriptFailures('main-segmenter-wrong-branch.js'))).toEqual([
      'Intl.Segmenter:3:54',
    ])
  })

  it('rejects a use behind a test of another feature', () => {
    expect(summary(scriptFailures('main-segmenter-other-test.js'))).toEqual(['Intl.Segmenter:2:78'])
  })

  it('rejects a flag that is once set from something else than the test', () => {
    expect(summary(scriptFailures('main-segmenter-flag-unrelated.js'))).toEqual([
      'Intl.Segmenter:6:47',
    ])
  })

  it('passes a flag set only from the test, an early return and a negated test', () => {
    expect(scriptFailures('main-segmenter-guarded.js')).toEqual([])
  })

  it('places what es-check names without a place, and rejects the unguarded read only', () => {
    const failures = scriptFailures('sceneBundle-float16-unguarded.js')
    expect(summary(failures)).toEqual(['Float16Array:6:39'])
    expect(failures[0].tool).toBe('es-check')
  })

  it('rejects a web API the floor lacks with no check', () => {
    expect(summary(scriptFailures('main-structured-clone.js'))).toEqual(['structuredClone:2:32'])
  })

  it("reads a page's inline scripts, and only those a browser runs", () => {
    const file = join(FIXTURES, 'page-inline-script.html')
    const findings = checkInlineScripts(readFileSync(file, 'utf8'), file, check)
    const failures = judge(findings).failures
    expect(summary(failures)).toEqual(['Intl.Segmenter:3:25'])
    expect(failures[0].file).toBe(`${file} <script>`)
  })
})

describe('floor check: stylesheets, each fallback for its own feature and selectors', () => {
  // doiuse reads Can I use's data on its first sheet: seconds on a busy machine, once.
  beforeAll(() => checkStyles('a { color: red }', 'warm-up', oldestEngines(FLOOR)), 30_000)

  it('rejects an @supports block that tests another feature', async () => {
    expect(summary(await styleFailures('supports-other-feature.css'))).toEqual(['aspect-ratio:4:5'])
  })

  it('rejects a use inside @supports not (the feature)', async () => {
    expect(summary(await styleFailures('supports-not.css'))).toEqual(['aspect-ratio:4:5'])
  })

  it('rejects a block that an engine without the feature passes through `or`', async () => {
    expect(summary(await styleFailures('supports-or.css'))).toEqual(['aspect-ratio:4:5'])
  })

  it('passes blocks that fail wherever the feature is missing', async () => {
    expect(await styleFailures('supports-same-feature.css')).toEqual([])
  })

  it("rejects a stand-in block that has no rule for the use's selector", async () => {
    expect(summary(await styleFailures('stand-in-other-selector.css'))).toEqual(['flexbox-gap:2:1'])
  })

  it('passes a stand-in block with a rule for each selector', async () => {
    expect(await styleFailures('stand-in-each-selector.css')).toEqual([])
  })

  it('rejects a :focus-visible rule with no plain :focus rule before it', async () => {
    // /create's sheet holds the one such rule (its radio cards): the sample is named as it is.
    expect(
      summary(await styleFailures('CreatePage-focus-visible-no-rule-before.css', true)),
    ).toEqual(['css-focus-visible:2:1'])
  })

  it('passes a :focus-visible rule with the rule engines without it keep', async () => {
    expect(await styleFailures('CreatePage-focus-visible-rule-before.css', true)).toEqual([])
  })
})
