import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, test } from 'vitest'

/**
 * /create's own sheet (src/pages/create/createPage.css, with what it imports) ships with /create
 * alone: inlined in /create's HTML, brought by its chunk elsewhere, and in no other page's inline
 * sheet. A class of it that another page used would be unstyled there; a class of the app's
 * sheet (src/app/styles.css) that only /create uses weighs on every made link's first round trip.
 */
const SRC = new URL('../../src/', import.meta.url).pathname
const CREATE_SHEETS = ['createPage.css', 'createHowTo.css', 'draft/draftBar.css'].map((file) =>
  join(SRC, 'pages/create', file),
)
const APP_SHEET = join(SRC, 'app/styles.css')

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourcesUnder(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const SOURCES = sourcesUnder(SRC).map((path) => ({
  file: relative(SRC, path),
  text: readFileSync(path, 'utf8'),
}))

/** /create's files: its page and its folder. */
const isCreates = (file: string) =>
  file === 'pages/CreatePage.tsx' || file.startsWith('pages/create/')

/** A sheet's rules' selectors, inside at-rules too (comments, imports and declarations aside). */
function selectorsOf(path: string): string[] {
  const css = readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/@import[^;]*;/g, '')
  return [...css.matchAll(/([^{};]+)\{[^{}]*\}/g)].map((match) => match[1].trim())
}

const classesIn = (selector: string) =>
  [...selector.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((match) => match[1])

/** The files whose code names `name` as a whole class (BEM modifiers and elements aside). */
function filesNaming(name: string): string[] {
  const word = new RegExp(`(?<![\\w-])${name}(?![\\w-]*[\\w])`)
  const whole = new RegExp(`(?<![\\w-])${name}(?![\\w])`)
  return SOURCES.filter(({ text }) => word.test(text) || whole.test(text)).map(({ file }) => file)
}

describe("/create's own sheet", () => {
  test('names only classes that /create alone uses', () => {
    const names = new Set(CREATE_SHEETS.flatMap(selectorsOf).flatMap(classesIn))
    const elsewhere = [...names].flatMap((name) =>
      filesNaming(name)
        .filter((file) => !isCreates(file))
        .map((file) => `.${name} in ${file}`),
    )
    expect(elsewhere).toEqual([])
  })

  test("leaves no rule for /create's classes alone in the app's sheet", () => {
    const isCreatesOwn = (name: string) => {
      const files = filesNaming(name)
      return files.length > 0 && files.every(isCreates)
    }
    const createsRules = selectorsOf(APP_SHEET).filter((selector) => {
      const names = classesIn(selector)
      return names.length > 0 && names.every(isCreatesOwn)
    })
    expect(createsRules).toEqual([])
  })
})
