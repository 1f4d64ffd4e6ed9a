import { describe, expect, test } from 'vitest'
import { CURATED_GIFS } from '../../src/share/curated'
import { decodeFragment } from '../../src/share/format'
import { encodePage } from '../../src/share/encodeLink'
import { DEFAULT_AUDIO_HOSTS, DEFAULT_GIF_HOSTS, DEFAULT_PHOTO_HOSTS } from '../../src/share/hosts'
import { mainLink, shareLinks } from '../../src/share/links'
import { STEP_KINDS, type StoryStep } from '../../src/share/story'
import { STEP_EXAMPLES } from './stepExamples'

const SITE = 'https://you.github.io/love-page/'
const page = {
  recipientName: 'Em Yêu',
  loveLine: 'Anh yêu em nhiều lắm!',
  gifUrl: CURATED_GIFS[0].url,
}
/** The first golden v1 link of shareGolden.test.ts, as the release before stories wrote it. */
const GOLDEN_V1 =
  'v1.NoIgogtgBAmgVwVxAGhAQQHYAsoE9FQCm02AloIN4CUANoPV4EAhCiFgC6sAOAzgFwD0fCIQAmpAIYA6AOakOWXBIDGAewiCR4vsuEBWABIBmAAoQwAcR1gAagEc+MuQpkAzEAF0gA'
const steps: StoryStep[] = STEP_KINDS.map((kind) => STEP_EXAMPLES[kind])
const fragmentOf = (link: string) => link.slice(link.indexOf('#'))

describe('the links of a page without steps', () => {
  test('are today’s links, byte for byte, with an empty list of steps as without one', () => {
    const links = shareLinks(SITE, page)
    expect(links).toEqual({
      love: `${SITE}share/love/#${GOLDEN_V1}`,
      valentine: `${SITE}share/valentine/#${GOLDEN_V1}`,
    })
    expect(shareLinks(SITE, { ...page, steps: [] })).toEqual(links)
    expect(mainLink(links)).toBe(links.love)
  })

  test('send the question page’s link when the page asks, and have no story link', () => {
    const asking = { ...page, question: 'Làm người yêu anh nhé?' }
    const links = shareLinks(SITE, { ...asking, steps: [] }, { language: 'en', occasion: 'tet' })
    expect(links.story).toBeUndefined()
    expect(mainLink(links)).toBe(`${SITE}en/share/question/tet/#${encodePage(asking)}`)
    expect(fragmentOf(mainLink(links))).toMatch(/^#v2\./)
  })
})

describe('the links of a story', () => {
  test('send the story’s link, under /share/story/ in the page’s language and occasion', () => {
    const links = shareLinks(SITE, { ...page, steps }, { language: 'en', occasion: 'birthday' })
    expect(links.story).toBe(`${SITE}en/share/story/birthday/#${encodePage({ ...page, steps })}`)
    expect(mainLink(links)).toBe(links.story)
    expect(mainLink({ ...links, question: 'https://x/q' })).toBe(links.story)
  })

  test('carry the same v4 fragment in every link, which reads back as the steps in order', () => {
    const asking = { ...page, question: 'Thương anh không?', steps }
    const links = shareLinks(SITE, asking)
    const fragments = new Set(Object.values(links).map(fragmentOf))
    expect(Object.keys(links).sort()).toEqual(['love', 'question', 'story', 'valentine'])
    expect(fragments.size).toBe(1)
    const decoded = decodeFragment(
      fragmentOf(mainLink(links)),
      DEFAULT_GIF_HOSTS,
      DEFAULT_AUDIO_HOSTS,
      DEFAULT_PHOTO_HOSTS,
    )
    expect(decoded).toEqual({
      kind: 'valid',
      page: { ...page, question: 'Thương anh không?', steps },
    })
  })
})
