// The locked link's readers over random and mutated containers (docs/LINK-V5.md): they never
// throw, a container altered in transit never opens, and whatever does open follows the open
// link's rules (its GIF and photos on the lists). Mostly decode-only, for speed: the clear header
// (readSealedLink) and the unsealed bytes (openedPageOf) are read without crypto; a few cases go
// through PBKDF2 and AES-GCM, at the lowest count the decoder accepts (100,000).
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { createSeededRng } from '../../src/particles/rng'
import { CURATED_GIFS } from '../../src/share/curated'
import { DEFAULT_AUDIO_HOSTS, DEFAULT_GIF_HOSTS, DEFAULT_PHOTO_HOSTS } from '../../src/share/hosts'
import type { ShareAddress } from '../../src/share/paths'
import { dataUrlOfPhoto } from '../../src/share/photo'
import type { SharedStory } from '../../src/share/story'
import { openSealedLink, sealPage } from '../../src/share/lock/seal'
import { openedPageOf, sealedContentOf } from '../../src/share/lock/sealedContent'
import { crc32Of, readSealedLink, SEALED_MARK } from '../../src/share/lock/sealedLink'
import { STEP_EXAMPLES } from './stepExamples'

const SEED = 20260555
const HOSTS = { gif: DEFAULT_GIF_HOSTS, audio: DEFAULT_AUDIO_HOSTS, photo: DEFAULT_PHOTO_HOSTS }
const FEWEST = { iterations: 100_000 }
const JPEG = new Uint8Array(readFileSync(new URL('../fixtures/photo-112.jpg', import.meta.url)))
const line: SharedStory = { recipientName: 'Lan', loveLine: 'Yêu em', gifUrl: CURATED_GIFS[0].url }
const PAGES: [SharedStory, ShareAddress][] = [
  [line, { kind: 'love', language: 'vi', occasion: 'none' }],
  [
    { ...line, question: 'Hẹn hò nhé?', contact: { kind: 'phone', value: '0912345678' } },
    { kind: 'question', language: 'en', occasion: 'valentine' },
  ],
  [
    {
      ...line,
      photo: { src: dataUrlOfPhoto('jpeg', JPEG), place: 'gif' },
      steps: [STEP_EXAMPLES.letter, STEP_EXAMPLES.memories],
      sender: 'Minh',
      opening: '2030-01-01T00:00Z',
    },
    { kind: 'story', language: 'vi', occasion: 'none' },
  ],
]

const bytesOf = (fragment: string) =>
  new Uint8Array(Buffer.from(fragment.slice(SEALED_MARK.length), 'base64url'))
const fragmentOf = (bytes: Uint8Array) => SEALED_MARK + Buffer.from(bytes).toString('base64url')

function reCheck(bytes: Uint8Array): Uint8Array {
  if (bytes.length < 4) return bytes
  new DataView(bytes.buffer, bytes.byteOffset).setUint32(
    bytes.length - 4,
    crc32Of(bytes.subarray(0, -4)),
  )
  return bytes
}

type Mutate = (bytes: Uint8Array, random: () => number) => Uint8Array
const at = (bytes: Uint8Array, random: () => number) => Math.floor(random() * bytes.length)
const MUTATIONS: Mutate[] = [
  (bytes, random) => {
    const copy = bytes.slice()
    for (let flips = 1 + Math.floor(random() * 3); flips > 0; flips--) {
      copy[at(copy, random)] = Math.floor(random() * 256)
    }
    return copy
  },
  (bytes, random) => bytes.slice(0, at(bytes, random)),
  (bytes, random) => {
    const where = at(bytes, random)
    const extra = Array.from({ length: 1 + Math.floor(random() * 8) }, () => random() * 256)
    return Uint8Array.from([...bytes.subarray(0, where), ...extra, ...bytes.subarray(where)])
  },
  (bytes, random) => {
    const where = at(bytes, random)
    return Uint8Array.from([...bytes.subarray(0, where), ...bytes.subarray(where + 1)])
  },
  (_, random) => Uint8Array.from({ length: Math.floor(random() * 600) }, () => random() * 256),
]

/** Whether an opened page shows only what a link may: its GIF and photos on the lists. */
function isWithinLists(page: SharedStory): boolean {
  const hostOf = (url: string) => (url.startsWith('data:') ? 'data' : new URL(url).hostname)
  const photos = [
    page.photo?.src,
    ...(page.steps ?? []).flatMap((step) =>
      step.kind === 'memories' ? step.memories.map((memory) => memory.photo) : [],
    ),
  ].filter((src): src is string => src !== undefined)
  return (
    HOSTS.gif.includes(hostOf(page.gifUrl)) &&
    photos.every((src) => src.startsWith('data:image/jpeg') || HOSTS.photo.includes(hostOf(src)))
  )
}

// About 4 s of key derivation and reads on the 2-core machine, past Vitest's 5 s on a loaded one:
// the run's length is not what it checks.
it('reads 3,000 mutated and random containers, and their unsealed bytes, without throwing', async () => {
  const random = createSeededRng(SEED)
  const kinds: Record<string, number> = {}
  const count = (kind: string) => (kinds[kind] = (kinds[kind] ?? 0) + 1)
  const problems: string[] = []
  // The containers, sealed once (the salt and IV are fixed: the run is the same each time).
  const salt = new Uint8Array(16).fill(7)
  const iv = new Uint8Array(12).fill(9)
  const contents = PAGES.map(([page, address]) => sealedContentOf(page, address))
  const fragments = await Promise.all(
    PAGES.map(([page, address]) =>
      sealPage(page, address, 'Ở đâu?', 'Huế', { ...FEWEST, salt, iv }),
    ),
  )
  for (let n = 0; n < 3000; n++) {
    const base = bytesOf(fragments[n % fragments.length])
    const mutated = MUTATIONS[Math.floor(random() * MUTATIONS.length)](base, random)
    // A third re-checked, as a forger would, so the reads past the checksum are walked too.
    const isReChecked = random() < 0.33
    const bytes = isReChecked ? reCheck(mutated.slice()) : mutated
    const read = readSealedLink(fragmentOf(bytes))
    count(`header ${read.kind}`)
    const isSame = bytes.length === base.length && bytes.every((byte, i) => byte === base[i])
    if (!isReChecked && !isSame && read.kind === 'sealed') problems.push(`${n}: altered, sealed`)
    // The unsealed bytes mutated the same ways, read by the open link's rules.
    const content = contents[n % contents.length]
    const opened = openedPageOf(MUTATIONS[n % MUTATIONS.length](content, random), undefined, HOSTS)
    count(`content ${opened.kind}`)
    if (opened.kind === 'opened' && !isWithinLists(opened.page)) problems.push(`${n}: off lists`)
  }
  // Random characters after the mark, of every length the cap allows.
  const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_~.%'
  for (let n = 0; n < 500; n++) {
    const length = Math.floor(random() * 8100)
    const text = Array.from({ length }, () => ALPHABET[Math.floor(random() * ALPHABET.length)])
    count(`random ${readSealedLink(`#${SEALED_MARK}${text.join('')}`).kind}`)
  }
  console.log(`lock fuzz seed ${SEED}: ${JSON.stringify(kinds)}`)
  expect(problems).toEqual([])
  expect(kinds['header cut']).toBeGreaterThan(500)
  expect(kinds['header invalid']).toBeGreaterThan(100)
  expect(kinds['content opened']).toBeGreaterThan(0)
}, 30_000)

it('opens 8 containers mutated past their checksum with crypto, never throwing or opening', async () => {
  const random = createSeededRng(SEED + 1)
  const [page, address] = PAGES[2]
  const fragment = await sealPage(page, address, 'Ở đâu?', 'Huế', FEWEST)
  const base = bytesOf(fragment)
  const results: string[] = []
  for (let n = 0; n < 8; n++) {
    // One byte after the header's question changed: the salt, the IV or the sealed bytes.
    const bytes = base.slice()
    const where =
      n % 2 === 0 ? 6 + Math.floor(random() * 28) : base.length - 5 - Math.floor(random() * 200)
    bytes[where] ^= 1 + Math.floor(random() * 255)
    const read = readSealedLink(fragmentOf(reCheck(bytes)))
    if (read.kind !== 'sealed') throw new Error(`not sealed: ${JSON.stringify(read)}`)
    results.push((await openSealedLink(read.link, 'hue', HOSTS)).kind)
  }
  expect(results).toEqual(Array(8).fill('wrong'))
  const whole = readSealedLink(fragment)
  expect(whole.kind === 'sealed' && (await openSealedLink(whole.link, 'HUẾ', HOSTS)).kind).toBe(
    'opened',
  )
})
