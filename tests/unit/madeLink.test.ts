import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import {
  madeLinkFragment,
  madePhotoFragment,
  madeQuestionFragment,
  madeStoryFragment,
} from '../../scripts/shared.mjs'
import { DEFAULT_GIF_HOSTS } from '../../src/share/hosts'
import { CURATED_GIFS } from '../../src/share/curated'
import { decodeFragment } from '../../src/share/format'
import { encodePage } from '../../src/share/encodeLink'
import { dataUrlOfPhoto } from '../../src/share/photo'

describe("the audit's made links", () => {
  it('are the links /create makes, and the app reads them', () => {
    const page = {
      recipientName: 'Emma',
      loveLine: 'I love you to the moon',
      gifUrl: CURATED_GIFS[0].url,
    }
    const fragment = madeLinkFragment(page)
    expect(fragment).toBe(encodePage(page))
    expect(decodeFragment(`#${fragment}`, DEFAULT_GIF_HOSTS, [])).toEqual({ kind: 'valid', page })
  })
  it('ask as /create makes a question link, and the app reads it', () => {
    const page = {
      recipientName: 'Vy',
      loveLine: 'Thương em',
      gifUrl: CURATED_GIFS[0].url,
      question: 'Làm người yêu anh nhé?',
    }
    const fragment = madeQuestionFragment(page.recipientName, page.loveLine, page.question)
    expect(fragment).toBe(encodePage(page))
    expect(decodeFragment(`#${fragment}`, DEFAULT_GIF_HOSTS, [])).toEqual({ kind: 'valid', page })
  })
  it('tell a story as /create makes one, and the app reads it', () => {
    const page = {
      recipientName: 'Vy',
      loveLine: 'Thương em',
      gifUrl: CURATED_GIFS[0].url,
      steps: [{ kind: 'letter', text: 'Gửi em,\nAnh nhớ em.' }] as const,
    }
    const fragment = madeStoryFragment(page.recipientName, page.loveLine, page.steps[0].text)
    expect(fragment).toBe(encodePage(page))
    expect(decodeFragment(`#${fragment}`, DEFAULT_GIF_HOSTS, [])).toEqual({ kind: 'valid', page })
  })
  it('carry a photo as /create makes one, and the app reads it', () => {
    const bytes = readFileSync(new URL('../fixtures/photo-112.jpg', import.meta.url))
    const photo = { src: dataUrlOfPhoto('jpeg', new Uint8Array(bytes)), place: 'beside' as const }
    const page = { recipientName: 'Vy', loveLine: 'Thương em', gifUrl: CURATED_GIFS[0].url, photo }
    const fragment = madePhotoFragment(page.recipientName, page.loveLine, bytes, 'beside')
    expect(fragment).toBe(encodePage(page))
    expect(decodeFragment(`#${fragment}`, DEFAULT_GIF_HOSTS, [])).toEqual({ kind: 'valid', page })
  })
})
