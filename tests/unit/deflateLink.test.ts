// The link's compressor (src/share/deflateLink.ts) against lz-string's, which it stands in for
// in /create's chunk: the same payload to the character, for texts a page holds and for texts
// long and varied enough to widen the codes many times.
import LZString from 'lz-string'
import { describe, expect, it } from 'vitest'
import { deflateLink, deflateLinkBytes } from '../../src/share/deflateLink'
import { createSeededRng } from '../../src/particles/rng'
import { LINK_PIECES } from '../support/linkPieces'

const SEED = 20260215

describe('deflating a link', () => {
  it('gives what lz-string gives for the shortest texts', () => {
    for (const text of ['', 'a', 'aa', 'ab', 'aaa', 'abab', '\u0100', '💖', 'a💖a💖']) {
      expect(deflateLink(text), JSON.stringify(text)).toBe(
        LZString.compressToEncodedURIComponent(text),
      )
    }
  })

  it('gives what lz-string gives, for 400 random texts and link arrays', () => {
    const random = createSeededRng(SEED)
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]
    for (let n = 0; n < 400; n++) {
      const size = random() < 0.2 ? Math.floor(random() * 4) : Math.floor(random() * 600)
      const text = Array.from({ length: size }, () => pick(LINK_PIECES)).join('')
      const input =
        random() < 0.3 ? JSON.stringify([text, pick(LINK_PIECES), [text.slice(3)]]) : text
      expect(deflateLink(input), JSON.stringify(input).slice(0, 80)).toBe(
        LZString.compressToEncodedURIComponent(input),
      )
    }
  }, 60_000)

  it('gives what lz-string gives for a text of thousands of distinct characters', () => {
    const random = createSeededRng(SEED + 1)
    const text = Array.from({ length: 20_000 }, () =>
      String.fromCharCode(Math.floor(random() * 0x3000)),
    ).join('')
    expect(deflateLink(text)).toBe(LZString.compressToEncodedURIComponent(text))
  })

  it('gives what lz-string’s compressToUint8Array gives, 16 bits a character (a locked link)', () => {
    const random = createSeededRng(SEED + 2)
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]
    const texts = ['', 'a', 'ab', '💖', 'a💖a💖']
    for (let n = 0; n < 200; n++) {
      const size = Math.floor(random() * 600)
      texts.push(Array.from({ length: size }, () => pick(LINK_PIECES)).join(''))
    }
    for (const text of texts) {
      expect([...deflateLinkBytes(text)], JSON.stringify(text).slice(0, 80)).toEqual([
        ...LZString.compressToUint8Array(text),
      ])
    }
  })
})
