import { describe, expect, it } from 'vitest'
import { CURATED_GIFS } from '../../src/share/curated'
import { decodeFragment } from '../../src/share/format'
import { encodePage } from '../../src/share/encodeLink'
import { DEFAULT_AUDIO_HOSTS, DEFAULT_GIF_HOSTS } from '../../src/share/hosts'
import { shareLinks } from '../../src/share/links'
import type { SharedPage } from '../../src/share/rules'

const hosts = DEFAULT_GIF_HOSTS
const SITE = 'https://you.github.io/love-page/'

/**
 * Links as the release before v3 made them (its encodePage, run on 2026-11-26 at 157d406, the
 * outputs pasted here): every one must open as the same page, and be written byte for byte the
 * same, by every later version.
 */
const GOLDEN: Array<[SharedPage, string]> = [
  [
    { recipientName: 'Em Yêu', loveLine: 'Anh yêu em nhiều lắm!', gifUrl: CURATED_GIFS[0].url },
    'v1.NoIgogtgBAmgVwVxAGhAQQHYAsoE9FQCm02AloIN4CUANoPV4EAhCiFgC6sAOAzgFwD0fCIQAmpAIYA6AOakOWXBIDGAewiCR4vsuEBWABIBmAAoQwAcR1gAagEc+MuQpkAzEAF0gA',
  ],
  [
    {
      recipientName: 'Nguyễn Thị Thảo 💖',
      loveLine: 'Anh thương em nhiều lắm, mãi mãi nhé 🥰👩‍❤️‍👨🇻🇳 <3 "&amp;"',
      gifUrl: CURATED_GIFS[1].url,
    },
    'v1.NoIgcg5grgnoo3gDsAEAVAFoabxVsMV4B7JQXg3A0nZABoQBBBNJAFzUAbAQQsAEIkBTAWyRoEtAg3hQkAG0D1eFzJIuAY77S5vNAEukgPg3ADruFAljuBYAkAm5IHg-3YUAWO4B4NwN+75wM+7SADwBmJAB0QAMgCGXAA4BuN3IQNDo6HwBnAC4AemiuDgATPk8AOjoOBDwAJxSAYzwuaIgAVT4oAEYALxgADwAzSoBNShbKPmiAIw5PLIBaAGs+cPDerp6BofCOcJSIPjqQAF0gA',
  ],
  [
    {
      recipientName: 'Thảo Vy',
      loveLine: 'Thương em',
      gifUrl: CURATED_GIFS[2].url,
      question: 'Làm người yêu anh nhé?',
    },
    'v2.NoIgKgFoxXgPYAQDUCeIA04KAbAQhYADsDmcApgLZogQAulADgM4BcA9EyUQCYCWAhgHT6caEJLwDGMEqw48muJAHEAYqLoAFAAwBrAIIwARpIFCRAgGbkAMgAOScApkC7eJzhIAVwFc43XBDsQAlwD85CEAukA',
  ],
  [
    {
      recipientName: 'Vy',
      loveLine: 'Yêu em $$$ +++',
      gifUrl: CURATED_GIFS[3].url,
      question: 'Đi chơi 14/2 không? 💕',
      contact: { kind: 'messenger', value: 'thao.vy' },
    },
    'v2.NoIgagniA0IJoCuCuACApgWxQElyg1ITCABYAuZADgM4BcA9PRmgCYCWAhgHQDmblJCFwDGAewxNWnegEYADAA4AsgHYeAYQDKMgFKbRAeQAs9PgKF8AZsUAIgGxTCSgQsB7MkwCYUAaxIAXgHY8APwogLwbgKk7xMzU1GiBaABOxGQkHKJcAG5QALpAA',
  ],
  [
    {
      recipientName: 'Minh Anh',
      loveLine: 'Mãi bên nhau nhé',
      gifUrl: CURATED_GIFS[0].url,
      question: 'Cưới anh nhé?',
      contact: { kind: 'phone', value: '+84912345678' },
    },
    'v2.NoIgsglgdgFgBAQViANOAxxOAjAV1OWAQwFdCYBL1EGAF1oAcBnALgHo2BbAUwBMIiAOgDmEBjACeggMYB7Tlz4C2s3gFYAEgGYACpwCiAcTX6AagEc2o8VNEAzagGFADYCBtvCxFY5CgH5q42ShuagBqAA4AFgBOAEYAJi0ItQA2AHYwkABdIA',
  ],
  [
    {
      recipientName: 'Lan',
      loveLine: 'Em là tất cả',
      gifUrl: 'https://c.tenor.com/abc/love.gif',
      question: 'Hẹn hò nhé?',
      contact: { kind: 'email', value: 'vy@gmail.com' },
    },
    'v2.NoIgMghgdiA0IFEC2ACANgA5QF0KV42UBjQYrw4QALbbABwGcAuAekcIDpsBTKAewCdXC3JIwgAjQozTcAbh1YBzAJYAzMgAlAnXhQU5AE8oo5AJcB+MhyQRFaMtICeAAXmXrAoSAC6QA',
  ],
]

describe('links made by the release before v3', () => {
  for (const [page, fragment] of GOLDEN) {
    it(`opens and writes ${fragment.slice(0, 2)} for ${page.recipientName} exactly as before`, () => {
      expect(decodeFragment(`#${fragment}`, hosts, DEFAULT_AUDIO_HOSTS)).toEqual({
        kind: 'valid',
        page,
      })
      expect(encodePage(page)).toBe(fragment)
      const links = shareLinks(SITE, page)
      expect(links.love).toBe(`${SITE}share/love/#${fragment}`)
      expect(links.valentine).toBe(`${SITE}share/valentine/#${fragment}`)
      expect(links.question).toBe(page.question ? `${SITE}share/question/#${fragment}` : undefined)
    })
  }
})
