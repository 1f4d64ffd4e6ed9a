// A made link back in the /create form (draftOfPage.ts), and made again unchanged: the same
// fragment, byte for byte, for v1-v3 links of earlier releases and for v4 stories with a photo.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CURATED_GIFS } from '../../src/share/curated'
import { encodePage } from '../../src/share/encodeLink'
import { decodeFragment } from '../../src/share/format'
import { DEFAULT_AUDIO_HOSTS, DEFAULT_GIF_HOSTS, DEFAULT_PHOTO_HOSTS } from '../../src/share/hosts'
import { dataUrlOfPhoto, LINK_PHOTO } from '../../src/share/photo'
import type { SharedStory } from '../../src/share/story'
import { pageOfDraft, PHOTO_DEVICE, SONG_LINK } from '../../src/pages/create/draft/draft'
import { draftOfPage } from '../../src/pages/create/draft/draftOfPage'
import { editAddressOf, incomingOf } from '../../src/pages/create/draft/editAddress'
import { NEW_DRAFT } from '../../src/pages/create/useCreateForm'
import { STEP_EXAMPLES } from './stepExamples'

const decode = (fragment: string) =>
  decodeFragment(fragment, DEFAULT_GIF_HOSTS, DEFAULT_AUDIO_HOSTS, DEFAULT_PHOTO_HOSTS)
const PHOTO = dataUrlOfPhoto(
  'jpeg',
  new Uint8Array(readFileSync(new URL('../fixtures/photo-112.jpg', import.meta.url))),
)
const THAO = {
  recipientName: 'Thảo Vy',
  loveLine: 'Mỗi ngày bên em đều là ngày đẹp nhất 💖',
  gifUrl: 'https://media.tenor.com/gUiu1zyxfzYAAAAi/bear-kiss-bear-kisses.gif',
}

/** Links the releases before v4 wrote (shareStory.test.ts's and shareGolden.test.ts's). */
const GOLDEN = [
  'v1.NoIgKgFoxXgPYAQDUCeIA0ICyh1vAJZwHYDmAB0nAEYBX+cApgLZyCIgIIN4ArnADbEEllOBOvAAOBCIFK8AC5xAvBuA0nbQgIEiUIDOALgD0m+rQAmOAIYA6CbXwwATsYDGMepsIBVHGwCMALyQAPAGYeATQBBEKCcTXJaQ0sAWgBrHFVVGMjo+MTVWlVjQhxfEABdIA',
  'v2.NoIgKgFoxXgPYAQDUCeIA0ICyh1vAJZwHYDmAB0nAEYBX+cApgLZyCIgIIN4ArnADbEEllOBOvAAOBCIFK8AC5xAvBuA0nbQgIEiUIDOALgD0m+rQAmOAIYA6CbXwwATsYDGMepsIBVHGwCMALyQAPAGYeATQBBEKCcTXJaQ0sAWgBrHFVVGMjo+MTVWlVjQhxfBUAEQDxvBjghCBxGfAgAS4B+BQZDHE4FQ2qAAVpvQ3ohTlpbexAAXSA',
  'v2.NoIgagniA0IJoCuCuACApgWxQElyg1ITCABYAuZADgM4BcA9PRmgCYCWAhgHQDmblJCFwDGAewxNWnegEYADAA4AsgHYeAYQDKMgFKbRAeQAs9PgKF8AZsUAIgGxTCSgQsB7MkwCYUAaxIAXgHY8APwogLwbgKk7xMzU1GiBaABOxGQkHKJcAG5QALpAA',
  'v3.NoIgKgFoxXgPYAQDUCeIA0ICyh1vAJZwHYDmAB0nAEYBX+cApgLZyCIgIIN4ArnADbEEllOBOvAAOBCIFK8AC5xAvBuA0nbQgIEiUIDOALgD0m+rQAmOAIYA6CbXwwATsYDGMepsIBVHGwCMALyQAPAGYeATQBBEKCcTXJaQ0sAWgBrHFVVGMjo+MTVWlVjQhxfBQL0BQk2fFp1G0MLfBicGr0QAF0gA',
  'v3.NoIgKgFoxXgPYAQDUCeIA0ICyh1vAJZwHYDmAB0nAEYBX+cApgLZyCIgIIN4ArnADbEEllOBOvAAOBCIFK8AC5xAvBuA0nbQgIEiUIDOALgD0m+rQAmOAIYA6CbXwwATsYDGMepsIBVHGwCMALyQAPAGYeATQBBEKCcTXJaQ0sAWgBrHFVVGMjo+MTVWlVjQhxfBQAJARoIACfRAEuAfgUhCBh8WgUABgBONwAmAGYAFgBWADYAdgAOBQk2RvUbQwt8GJx5vRAAXSA',
]

/** v4 stories as /create makes them: every kind of step, a photo in the link, a song file. */
const STORIES: SharedStory[] = [
  { ...THAO, steps: Object.values(STEP_EXAMPLES) },
  {
    ...THAO,
    photo: { src: PHOTO, place: 'beside' },
    song: { kind: 'url', url: 'https://res.cloudinary.com/demo/video/upload/v1/love/song.mp3' },
    steps: [
      STEP_EXAMPLES.letter,
      { kind: 'memories', memories: [{ photo: PHOTO, caption: 'Đà Lạt' }] },
    ],
  },
  { ...THAO, photo: { src: 'https://i.imgur.com/Ab12Cd3.jpg', place: 'gif' } },
]

/** The fragment `fragment`'s page gives once back in the form and made again. */
function madeAgain(fragment: string): string {
  const link = decode(fragment)
  if (link.kind !== 'valid') throw new Error(`${fragment.slice(0, 12)} does not open`)
  return encodePage(pageOfDraft(draftOfPage(link.page, NEW_DRAFT)))
}

describe('a made link back in the form', () => {
  it.each(GOLDEN)('makes %s again byte for byte', (fragment) => {
    expect(madeAgain(fragment)).toBe(fragment)
  })

  it.each(STORIES.map((story) => [encodePage(story)]))('makes the v4 %s again', (fragment) => {
    expect(fragment.startsWith('v4.')).toBe(true)
    expect(madeAgain(fragment)).toBe(fragment)
  })

  it("makes a v5 page again with its voice and its maker's name", () => {
    const fragment = encodePage({
      ...THAO,
      voice: 'em/anh',
      sender: 'Minh',
      steps: [STEP_EXAMPLES.letter],
    })
    expect(fragment.startsWith('v5.')).toBe(true)
    expect(madeAgain(fragment)).toBe(fragment)
  })

  it('fills the fields: the photo as the device one already drawn, memories naming it', () => {
    const link = decode(encodePage(STORIES[1]))
    if (link.kind !== 'valid') throw new Error('does not open')
    const draft = draftOfPage(link.page, NEW_DRAFT)
    expect(draft).toMatchObject({
      recipientName: 'Thảo Vy',
      photoChoice: PHOTO_DEVICE,
      photoData: PHOTO,
      photoPlace: 'beside',
      songChoice: SONG_LINK,
      songUrl: 'https://res.cloudinary.com/demo/video/upload/v1/love/song.mp3',
    })
    expect(draft.steps?.map(({ id }) => id)).toEqual([1, 2])
    expect(draft.steps?.[1].step).toEqual({
      kind: 'memories',
      memories: [{ photo: LINK_PHOTO, caption: 'Đà Lạt' }],
    })
  })

  it('takes a contact into its own field and leaves the others empty', () => {
    const draft = draftOfPage(
      { ...THAO, question: 'Đi chơi?', contact: { kind: 'messenger', value: 'thao.vy' } },
      NEW_DRAFT,
    )
    expect([draft.messenger, draft.phone, draft.email, draft.question]).toEqual([
      'thao.vy',
      '',
      '',
      'Đi chơi?',
    ])
    expect(draft.gifUrl).toBe(THAO.gifUrl)
    expect(CURATED_GIFS[0].url).toBe(NEW_DRAFT.gifUrl)
  })
})

describe('the address that opens a made page in /create', () => {
  const SITE = 'https://you.github.io/love-page/'

  it('carries the page with its language and occasion, and reads back the same', () => {
    const link = `${SITE}en/share/story/birthday/#v4.abc`
    const place = { language: 'en', occasion: 'birthday' } as const
    const address = editAddressOf(`${SITE}create`, link, place)
    expect(address).toBe(`${SITE}create?lang=en&occasion=birthday#v4.abc`)
    expect(incomingOf(address, SITE)).toEqual({ fragment: 'v4.abc', ...place })
  })

  it('reads a pasted share link: its language and occasion from its path', () => {
    expect(incomingOf(`${SITE}share/love/valentine/#v1.x`, SITE)).toEqual({
      fragment: 'v1.x',
      language: 'vi',
      occasion: 'valentine',
    })
    expect(incomingOf(`  ${SITE}share/love/#v1.x `, SITE)).toMatchObject({ fragment: 'v1.x' })
  })

  it('finds no page in an address without a fragment, or in no address', () => {
    expect(incomingOf(`${SITE}create`, SITE)).toBeUndefined()
    expect(incomingOf('http://[', SITE)).toBeUndefined()
  })
})
