import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as contact from '../../src/share/contact'
import { encodePage } from '../../src/share/encodeLink'
import { FIELD_COUNTS, SHARE_VERSION } from '../../src/share/format'
import { inflateLink } from '../../src/share/inflateLink'
import {
  fieldCountOf,
  LINK_FIELDS,
  PAGE_FIELDS,
  WRITTEN_VERSION,
  type PageFieldName,
} from '../../src/share/pageFields'
import * as rules from '../../src/share/rules'
import * as story from '../../src/share/story'
import type { SharedStory } from '../../src/share/story'
import * as voice from '../../src/share/voice'

const NAMES = Object.keys(PAGE_FIELDS) as PageFieldName[]
const GIF = 'https://media.giphy.com/media/abc/giphy.gif'
const PAGE: SharedStory = { recipientName: 'Thảo', loveLine: 'Thương em', gifUrl: GIF }

// Every field of the page model has a row: a field added to the model and not here fails to type.
const EVERY_MODEL_FIELD_HAS_A_ROW: Exclude<keyof SharedStory, PageFieldName> extends never
  ? true
  : false = true

const versionOf = (fragment: string) => Number(/^v(\d+)\./.exec(fragment)?.[1])

describe('the page fields table', () => {
  it('covers every field of the page model', () => {
    expect(EVERY_MODEL_FIELD_HAS_A_ROW).toBe(true)
    expect(LINK_FIELDS.every((name) => PAGE_FIELDS[name].since <= SHARE_VERSION)).toBe(true)
    expect(WRITTEN_VERSION).toBe(SHARE_VERSION)
  })

  it("gives each version's array the decoder's count, v5 the 13 items of LINK-V5.md", () => {
    for (let version = 1; version <= SHARE_VERSION; version++) {
      expect(fieldCountOf(version)).toBe(FIELD_COUNTS[version])
    }
    expect(fieldCountOf(5)).toBe(13)
  })

  it("fills each version's array in the table's order, with no gap and no slot used twice", () => {
    for (let version = 1; version <= 5; version++) {
      const slots = NAMES.filter((name) => PAGE_FIELDS[name].since <= version).flatMap(
        (name) => PAGE_FIELDS[name].slots,
      )
      expect(slots).toEqual([...Array(fieldCountOf(version)).keys()])
    }
  })

  it('names a rule that exists for every field a link carries', () => {
    const exports: Record<string, unknown> = { ...contact, ...rules, ...story, ...voice }
    for (const name of LINK_FIELDS) {
      const { rule } = PAGE_FIELDS[name]
      expect(typeof exports[rule ?? ''], `${name}: ${rule}`).toBe('function')
    }
  })

  it('says truly which fields the early script paints', () => {
    const source = [
      '../../src/early/earlyLink.ts',
      '../../src/share/earlyContent.ts',
      // The gate the early script reads a page's moment through.
      '../../src/share/opening.ts',
    ]
      .map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))
      .join('\n')
    for (const name of LINK_FIELDS) {
      const read = new RegExp(`content\\.${name}\\b|\\{ ${name} \\} = content`)
      expect(read.test(source), name).toBe(PAGE_FIELDS[name].early !== 'none')
    }
  })
})

describe('the encoder walking the table', () => {
  it('writes the lowest version that holds what the page uses', () => {
    const question = { ...PAGE, question: 'Đi chơi không?' }
    const song = { ...PAGE, song: { kind: 'tune', id: 'fur-elise' } } as const
    const photo = { ...PAGE, photo: { src: 'https://i.imgur.com/a.jpg', place: 'gif' } } as const
    const steps = { ...PAGE, steps: [{ kind: 'letter', text: 'Gửi em' }] } as const
    expect([PAGE, question, song, photo, steps].map((page) => versionOf(encodePage(page)))).toEqual(
      [1, 2, 3, 4, 4],
    )
  })

  it('puts each field in its slots, and empty texts where an older field is unused', () => {
    const url = 'https://x.test/a.mp3'
    const fragment = encodePage({ ...PAGE, song: { kind: 'url', url } })
    const json = inflateLink(fragment.slice('v3.'.length), 1000) ?? ''
    expect(fragment.startsWith('v3.')).toBe(true)
    expect(JSON.parse(json)).toEqual([PAGE.recipientName, PAGE.loveLine, GIF, '', '', '', url])
  })
})
