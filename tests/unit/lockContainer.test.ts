// The locked link's container (docs/LINK-V5.md, "The locked link"), read without crypto: a link
// cut or altered in transit says "incomplete" (`cut`), never "wrong answer"; one made otherwise
// than /create makes it is `invalid`; the clear header is bound to the seal; no word of the page
// travels in the clear. At the lowest count the decoder accepts (100,000).
import { describe, expect, it } from 'vitest'
import { DEFAULT_AUDIO_HOSTS, DEFAULT_GIF_HOSTS, DEFAULT_PHOTO_HOSTS } from '../../src/share/hosts'
import type { ShareAddress } from '../../src/share/paths'
import { inflateLinkBytes } from '../../src/share/inflateLink'
import type { SharedStory } from '../../src/share/story'
import { openSealedLink, sealPage } from '../../src/share/lock/seal'
import {
  crc32Of,
  isSealedFragment,
  readSealedLink,
  SEALED_MARK,
  type SealedRead,
} from '../../src/share/lock/sealedLink'
import { STEP_EXAMPLES } from './stepExamples'

const FEWEST = { iterations: 100_000 }
const HOSTS = { gif: DEFAULT_GIF_HOSTS, audio: DEFAULT_AUDIO_HOSTS, photo: DEFAULT_PHOTO_HOSTS }
const GIF = 'https://media.giphy.com/media/od5H3PmEG5EVq/giphy.gif'
const ADDRESS: ShareAddress = { kind: 'valentine', language: 'vi', occasion: 'none' }
const QUESTION = 'Nơi mình gặp nhau lần đầu?'
const page: SharedStory = {
  recipientName: 'Lan',
  loveLine: 'Yêu em',
  gifUrl: GIF,
  sender: 'Minh',
  voice: 'em/anh',
  opening: '2026-02-14T12:00Z',
}
const SALT = Uint8Array.from({ length: 16 }, (_, at) => at + 1)
const IV = Uint8Array.from({ length: 12 }, (_, at) => 0xa0 + at)
/** `page` sealed under QUESTION by 'Đà Lạt', with SALT and IV: the format, fixed. */
const GOLDEN =
  'v5.~AQEAAYagAQIDBAUGBwgJCgsMDQ4PEKChoqOkpaanqKmqqwHCaBAAI07GoWkgbcOsbmggZ-G6t3AgbmhhdSBs4bqnbiDEkeG6p3U_AIqHB8Nrd-lRsUokwgzKbqdqWam-rT0TRM3AzKu5jBkypRXCYkCqdnC5FLbutXBIP9bSH3BcAjTqWTdai-xzKd6WNVu-DbG1jmf22j72sivEmc6XA7obgkmrBhMFpiJUvQkT2YpDaVnhgW5fvD_kdETW4zTQai1OlhgUaC4LNKp-CI7NPt9U4dRav-7MSSSb'

// The container's places (docs/LINK-V5.md's table).
const ITERATIONS_AT = 2
const OPENING_AT = 34
const QUESTION_AT = 38

const bytesOf = (fragment: string) =>
  new Uint8Array(Buffer.from(fragment.slice(SEALED_MARK.length), 'base64url'))
const fragmentOf = (bytes: Uint8Array) => SEALED_MARK + Buffer.from(bytes).toString('base64url')

/** The container with `edit` made to its bytes and its checksum written again (as a forger). */
function reChecked(fragment: string, edit: (bytes: Uint8Array) => Uint8Array | void) {
  const bytes = bytesOf(fragment)
  const edited = edit(bytes) ?? bytes
  const body = edited.subarray(0, -4)
  new DataView(edited.buffer, edited.byteOffset).setUint32(edited.length - 4, crc32Of(body))
  return fragmentOf(edited)
}

const sealedOf = (read: SealedRead) => {
  if (read.kind !== 'sealed') throw new Error(`not sealed: ${JSON.stringify(read)}`)
  return read.link
}
const reasonOf = (read: SealedRead) => (read.kind === 'invalid' ? read.reason : read.kind)

describe('the golden locked link', () => {
  it('reads, opens and seals again to the same characters', async () => {
    const link = sealedOf(readSealedLink(`#${GOLDEN}`))
    expect(link).toMatchObject({ iterations: 100_000, question: QUESTION })
    expect(link.opening).toBe('2026-02-14T12:00Z')
    expect([...link.salt]).toEqual([...SALT])
    expect([...link.iv]).toEqual([...IV])
    const opened = await openSealedLink(link, 'da lat', HOSTS)
    expect(opened).toEqual({ kind: 'opened', page, address: ADDRESS })
    if (opened.kind !== 'opened') return
    const again = await sealPage(opened.page, opened.address, link.question, 'DALAT', {
      iterations: link.iterations,
      salt: link.salt,
      iv: link.iv,
    })
    expect(again).toBe(GOLDEN)
  })

  it('is told apart from an open link, its ~ percent-encoded or not', () => {
    expect(isSealedFragment(`#${GOLDEN}`)).toBe(true)
    expect(isSealedFragment(GOLDEN.replace('~', '%7E'))).toBe(true)
    expect(isSealedFragment(`#${GOLDEN.replace('~', '%7e')}`)).toBe(true)
    expect(isSealedFragment('#v5.N4Ig')).toBe(false)
    expect(isSealedFragment('#v4.~AQE')).toBe(false)
    expect(readSealedLink(GOLDEN.replace('~', '%7E')).kind).toBe('sealed')
  })
})

describe('a link cut or altered in transit', () => {
  it('is cut at every length short of whole, never a wrong answer', () => {
    // Each place it may be cut: within the header, its question, its sealed bytes, its checksum.
    const reads = new Set<string>()
    for (let end = SEALED_MARK.length; end < GOLDEN.length; end++) {
      const read = readSealedLink(GOLDEN.slice(0, end))
      reads.add(read.kind)
      expect(read.kind, `cut to ${end} characters`).toBe('cut')
    }
    expect([...reads]).toEqual(['cut'])
  })

  it('is cut with any byte flipped but the version and the two lengths', () => {
    const bytes = bytesOf(GOLDEN)
    const questionLength = new DataView(bytes.buffer).getUint16(QUESTION_AT)
    const lengths = [QUESTION_AT, QUESTION_AT + 1, QUESTION_AT + 2 + questionLength]
    lengths.push(lengths[2] + 1)
    const misreads: string[] = []
    for (let at = 0; at < bytes.length; at++) {
      for (const flip of [1, 0x80]) {
        const flipped = bytes.slice()
        flipped[at] ^= flip
        const { kind } = readSealedLink(fragmentOf(flipped))
        // A changed length may say cut or invalid; the version, invalid; any other byte, cut.
        const expected = at === 0 ? 'invalid' : lengths.includes(at) ? 'not sealed' : 'cut'
        const seen = lengths.includes(at) && kind !== 'sealed' ? 'not sealed' : kind
        if (seen !== expected) misreads.push(`byte ${at} ^ ${flip}: ${kind}`)
      }
    }
    expect(misreads).toEqual([])
  })
})

describe('a container made otherwise than /create makes it', () => {
  it.each([
    [99_999, 'invalid'],
    [100_000, 'sealed'],
    [2_000_000, 'sealed'],
    [2_000_001, 'invalid'],
    [0, 'invalid'],
  ])('with %i iterations is %s', (iterations, kind) => {
    const fragment = reChecked(GOLDEN, (bytes) =>
      new DataView(bytes.buffer).setUint32(ITERATIONS_AT, iterations),
    )
    expect(readSealedLink(fragment).kind).toBe(kind)
  })

  it('is invalid for another version or rule, an opening out of range or a bad question', () => {
    const minuteOf = (iso: string) => Date.parse(iso) / 60_000
    const cases: [string, (bytes: Uint8Array) => Uint8Array | void][] = [
      ['version 2', (bytes) => void (bytes[0] = 2)],
      ['rule 2', (bytes) => void (bytes[1] = 2)],
      ['rule 0', (bytes) => void (bytes[1] = 0)],
      [
        'an opening in 2023',
        (b) => new DataView(b.buffer).setUint32(OPENING_AT, minuteOf('2023-12-31T23:59Z')),
      ],
      [
        'an opening after 2100',
        (b) => new DataView(b.buffer).setUint32(OPENING_AT, minuteOf('2101-01-01T00:00Z')),
      ],
      ['a question with a line break', (bytes) => void (bytes[QUESTION_AT + 2] = 0x0a)],
      ['a question with markup', (bytes) => bytes.set([0x3c, 0x62], QUESTION_AT + 2)],
      ['a question of broken UTF-8', (bytes) => void (bytes[QUESTION_AT + 2] = 0xc3)],
      ['a question with a space first', (bytes) => void (bytes[QUESTION_AT + 2] = 0x20)],
      // One byte more before the checksum than the lengths say.
      ['a longer container', (bytes) => Uint8Array.from([...bytes.subarray(0, -4), 0, 0, 0, 0, 0])],
    ]
    for (const [what, edit] of cases) {
      expect(readSealedLink(reChecked(GOLDEN, edit)).kind, what).toBe('invalid')
    }
    expect(reasonOf(readSealedLink(reChecked(GOLDEN, (bytes) => void (bytes[1] = 2))))).toBe(
      'unknown answer rule 2',
    )
  })

  it('is invalid past 8,000 characters, or not base64url, without reading on', () => {
    expect(reasonOf(readSealedLink(GOLDEN + 'A'.repeat(8001 - GOLDEN.length)))).toBe('too long')
    expect(reasonOf(readSealedLink(`${GOLDEN.slice(0, 40)}+${GOLDEN.slice(41)}`))).toBe(
      'not base64url',
    )
    expect(reasonOf(readSealedLink('#v5.N4IgzgxgF'))).toBe('not sealed')
    expect(readSealedLink('')).toEqual({ kind: 'invalid', reason: 'not sealed' })
  })

  it('does not open when its question, count or opening was changed, checksum and all', async () => {
    // Sealed here, not the golden: the seal and the opening must both bind the clear header.
    const fresh = await sealPage(page, ADDRESS, QUESTION, 'Đà Lạt', FEWEST)
    const view = (bytes: Uint8Array) => new DataView(bytes.buffer)
    const changed = [
      reChecked(fresh, (bytes) => void (bytes[QUESTION_AT + 2] = 'M'.charCodeAt(0))),
      reChecked(fresh, (bytes) => view(bytes).setUint32(ITERATIONS_AT, 100_001)),
      reChecked(fresh, (bytes) =>
        view(bytes).setUint32(OPENING_AT, Date.parse('2026-02-14T00:00Z') / 60_000),
      ),
    ]
    expect(await openSealedLink(sealedOf(readSealedLink(fresh)), 'Đà Lạt', HOSTS)).toMatchObject({
      kind: 'opened',
    })
    for (const fragment of changed) {
      const link = sealedOf(readSealedLink(fragment))
      expect(await openSealedLink(link, 'Đà Lạt', HOSTS)).toEqual({ kind: 'wrong' })
    }
  })
})

describe('what a locked link shows in the clear', () => {
  it('holds no word of the page: not in its characters, its bytes or what they inflate to', async () => {
    const story: SharedStory = {
      recipientName: 'Thảo Nguyên',
      loveLine: 'Anh thương em nhiều lắm',
      gifUrl: GIF,
      question: 'Đi xem phim nhé?',
      contact: { kind: 'phone', value: '0912345678' },
      sender: 'Quang Huy',
      steps: [STEP_EXAMPLES.letter, STEP_EXAMPLES.reasons, STEP_EXAMPLES.memories],
    }
    const address: ShareAddress = { kind: 'story', language: 'vi', occasion: 'none' }
    // A fixed salt and IV: the same characters each run, so no word can show up by chance.
    const options = { ...FEWEST, salt: SALT, iv: IV }
    const fragment = await sealPage(story, address, 'Món mình thích?', 'phở', options)
    const bytes = bytesOf(fragment)
    // Anything lz-string could inflate from any byte on: a page sealed by no key would show here.
    const inflated = Array.from(bytes, (_, at) => {
      const from = bytes.subarray(at, at + ((bytes.length - at) & ~1))
      return inflateLinkBytes(from, 32_000) ?? ''
    })
    const clear = [fragment, new TextDecoder().decode(bytes), ...inflated].join('\n')
    const words = ['Thảo', 'Nguyên', 'thương', 'Đi xem phim', '0912345678', 'Quang Huy', 'giphy']
    words.push('imgur', 'Nụ cười', 'Anh nhớ em', 'story/', 'phở', 'pho')
    for (const word of words) expect(clear, word).not.toContain(word)
    expect(clear).toContain('Món mình thích?')
  })
})
