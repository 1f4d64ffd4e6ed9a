// The locked link (docs/LINK-V5.md, "The locked link"): a page sealed under a question opens with
// its answer as people type it, exactly as made, and with nothing else. At the lowest count the
// decoder accepts (100,000), so the PBKDF2 in each case stays quick.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CURATED_GIFS } from '../../src/share/curated'
import { DEFAULT_AUDIO_HOSTS, DEFAULT_GIF_HOSTS, DEFAULT_PHOTO_HOSTS } from '../../src/share/hosts'
import type { ShareAddress } from '../../src/share/paths'
import { dataUrlOfPhoto } from '../../src/share/photo'
import type { SharedStory } from '../../src/share/story'
import { openSealedLink, sealPage } from '../../src/share/lock/seal'
import { readSealedLink } from '../../src/share/lock/sealedLink'
import { sealedLengthOf } from '../../src/share/lock/sealedContent'
import { VOICES } from '../../src/texts/voices'
import { STEP_EXAMPLES } from './stepExamples'

export const FEWEST = { iterations: 100_000 }
export const HOSTS = {
  gif: DEFAULT_GIF_HOSTS,
  audio: DEFAULT_AUDIO_HOSTS,
  photo: DEFAULT_PHOTO_HOSTS,
}
const JPEG = new Uint8Array(readFileSync(new URL('../fixtures/photo-112.jpg', import.meta.url)))
const PHOTO = dataUrlOfPhoto('jpeg', JPEG)

const line: SharedStory = { recipientName: 'Lan', loveLine: 'Yêu em', gifUrl: CURATED_GIFS[0].url }
const asking: SharedStory = {
  ...line,
  question: 'Làm người yêu anh nhé?',
  contact: { kind: 'phone', value: '0912345678' },
  voice: 'em/anh',
  sender: 'Minh',
}
const story: SharedStory = {
  ...line,
  photo: { src: PHOTO, place: 'beside' },
  steps: [STEP_EXAMPLES.letter, STEP_EXAMPLES.days, STEP_EXAMPLES.question],
  voice: 'to/cau',
  opening: '2026-12-24T17:00Z',
}
// Without a voice or a sender, a story is read by v4's rules (the lowest version that holds it).
const plainStory: SharedStory = { ...line, steps: [STEP_EXAMPLES.reasons, STEP_EXAMPLES.memories] }
const CASES: [string, SharedStory, ShareAddress][] = [
  ['a line page', line, { kind: 'love', language: 'vi', occasion: 'none' }],
  [
    'a question page with a contact',
    asking,
    { kind: 'question', language: 'vi', occasion: 'none' },
  ],
  ['a story in no voice', plainStory, { kind: 'story', language: 'vi', occasion: 'birthday' }],
  [
    'a story with steps and a link photo',
    story,
    { kind: 'story', language: 'en', occasion: 'valentine' },
  ],
]

async function openWith(fragment: string, answer: string) {
  const read = readSealedLink(`#${fragment}`)
  if (read.kind !== 'sealed') throw new Error(`not sealed: ${JSON.stringify(read)}`)
  return openSealedLink(read.link, answer, HOSTS)
}

describe('a locked link, made and opened', () => {
  it.each(CASES)('%s opens as made with its answer typed another way', async (_, page, address) => {
    const fragment = await sealPage(page, address, 'Nơi mình gặp nhau lần đầu?', 'Đà Lạt', FEWEST)
    expect(fragment.startsWith('v5.~')).toBe(true)
    expect(fragment.length).toBe(sealedLengthOf(page, address, 'Nơi mình gặp nhau lần đầu?'))
    const read = readSealedLink(fragment)
    expect(read.kind === 'sealed' && read.link.question).toBe('Nơi mình gặp nhau lần đầu?')
    expect(read.kind === 'sealed' && read.link.opening).toBe(page.opening)
    expect(await openWith(fragment, 'da lat ')).toEqual({ kind: 'opened', page, address })
  })

  it.each(VOICES.flatMap((voice) => [[voice, ''] as const, [voice, 'Minh'] as const]))(
    'carries the voice %j and the sender %j, or none',
    async (voice, sender) => {
      const page: SharedStory = { ...line, ...(voice && { voice }), ...(sender && { sender }) }
      const address = CASES[0][2]
      const fragment = await sealPage(page, address, 'Ai đây?', 'Minh', FEWEST)
      expect(await openWith(fragment, 'minh')).toEqual({ kind: 'opened', page, address })
    },
  )

  it('stays shut to a wrong answer, which is no cut link', async () => {
    const fragment = await sealPage(line, CASES[0][2], 'Mình gặp ở đâu?', 'Đà Lạt', FEWEST)
    expect(await openWith(fragment, 'Hà Nội')).toEqual({ kind: 'wrong' })
    expect(await openWith(fragment, '   ')).toEqual({ kind: 'wrong' })
  })
})
