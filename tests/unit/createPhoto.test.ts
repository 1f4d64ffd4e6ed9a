// /create's photo, as pure logic: the square a maker frames stays in the picture however it is
// dragged and zoomed; a JPEG travels only if its characters fit the link's room; the form's
// photo becomes the link's, a memory that takes the device's photo takes the same one, and each
// missing or wrong photo is told on its own field.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PHOTO_HOSTS } from '../../src/share/hosts'
import { dataUrlOfPhoto, LINK_PHOTO, PHOTO_MAX_BYTES } from '../../src/share/photo'
import { mainLink, shareLinks } from '../../src/share/links'
import { linkPhotosOf, type SharedStory } from '../../src/share/story'
import { photoRoomOf } from '../../src/pages/create/draft/checkDraft'
import { MESSENGER_LINK_MAX_CHARS } from '../../src/pages/create/result/linkLength'
import {
  CENTRED,
  clampCrop,
  cropSquare,
  dragCrop,
  zoomCrop,
  ZOOM_MAX,
} from '../../src/pages/create/photo/cropGeometry'
import {
  draftErrors,
  draftStepErrors,
  pageOfDraft,
  PHOTO_ADDRESS,
  PHOTO_DEVICE,
  type CreateDraft,
} from '../../src/pages/create/draft/draft'
import { fitsLink, linkCharsOf } from '../../src/pages/create/photo/encodeCrop'
import { vi } from '../../src/texts/vi'
import { draftOf } from '../support/createDraft'

const PICTURE = { width: 400, height: 300 }
const PHOTO = dataUrlOfPhoto(
  'jpeg',
  new Uint8Array(readFileSync(new URL('../fixtures/photo-112.jpg', import.meta.url))),
)
const HOSTS = ['media.giphy.com']

describe('the square a maker frames', () => {
  it('spans the shorter side at zoom 1, in the middle', () => {
    expect(cropSquare(PICTURE, CENTRED)).toEqual({ x: 50, y: 0, side: 300 })
  })

  it('follows a drag, the picture moving with the finger, and never leaves the picture', () => {
    const zoomed = zoomCrop(PICTURE, CENTRED, 2)
    expect(cropSquare(PICTURE, zoomed)).toEqual({ x: 125, y: 75, side: 150 })
    // 80 px of a 240 px frame is 50 px of the picture: the square goes 50 px the other way.
    expect(cropSquare(PICTURE, dragCrop(PICTURE, zoomed, 80, 0, 240)).x).toBeCloseTo(75)
    const far = dragCrop(PICTURE, zoomed, 5000, -5000, 240)
    expect(cropSquare(PICTURE, far)).toEqual({ x: 0, y: 150, side: 150 })
  })

  it('keeps its zoom between 1 and ZOOM_MAX, and its centre where the square fits', () => {
    expect(zoomCrop(PICTURE, CENTRED, 100).zoom).toBe(ZOOM_MAX)
    expect(zoomCrop(PICTURE, CENTRED, 0.01).zoom).toBe(1)
    expect(clampCrop(PICTURE, { zoom: 1, x: 0, y: 0 })).toEqual({ zoom: 1, x: 150 / 400, y: 0.5 })
  })
})

describe("a JPEG in the link's room", () => {
  it('takes four characters for three bytes, and no more than PHOTO_MAX_BYTES', () => {
    expect(linkCharsOf(3)).toBe(4)
    expect(linkCharsOf(1276)).toBe(1702)
    expect(fitsLink(1276, 1702)).toBe(true)
    expect(fitsLink(1276, 1701)).toBe(false)
    expect(fitsLink(PHOTO_MAX_BYTES + 1, 10_000)).toBe(false)
  })
})

const draft = (more: Partial<CreateDraft>) => draftOf({ recipientName: 'Vy', ...more })

describe("the form's photo", () => {
  it('is the device’s, drawn, in its place; a memory that takes it takes the same one', () => {
    const made = pageOfDraft(
      draft({
        photoChoice: PHOTO_DEVICE,
        photoData: PHOTO,
        photoPlace: 'beside',
        steps: [
          {
            id: 1,
            step: { kind: 'memories', memories: [{ photo: LINK_PHOTO, caption: 'Biển' }] },
          },
        ],
      }),
    )
    expect(made.photo).toEqual({ src: PHOTO, place: 'beside' })
    expect(made.steps).toEqual([
      { kind: 'memories', memories: [{ photo: PHOTO, caption: 'Biển' }] },
    ])
    expect(linkPhotosOf(made)).toEqual([PHOTO])
  })

  it('says what is missing on its own field: a photo not chosen, an address off the hosts', () => {
    const rules = vi.rules
    const device = draftErrors(
      draft({ photoChoice: PHOTO_DEVICE }),
      HOSTS,
      [],
      'vi',
      DEFAULT_PHOTO_HOSTS,
    )
    expect(device).toEqual({ photoData: rules.photoEmpty })
    const address = draftErrors(
      draft({ photoChoice: PHOTO_ADDRESS, photoUrl: 'https://example.com/a.jpg' }),
      HOSTS,
      [],
      'vi',
      DEFAULT_PHOTO_HOSTS,
    )
    expect(address).toEqual({ photoUrl: rules.photoOffList(['imgur.com', 'ibb.co', 'postimg.cc']) })
    expect(draftErrors(draft({ photoChoice: '' }), HOSTS)).toEqual({})
  })

  it('lets no memory take the device’s photo when the page has none', () => {
    const memories = { kind: 'memories' as const, memories: [{ photo: LINK_PHOTO, caption: 'a' }] }
    const errors = draftStepErrors(draft({ steps: [{ id: 4, step: memories }] }), 'vi')
    expect(errors).toEqual({ 4: vi.rules.photoEmpty })
  })
})

describe("the link's room for the device's photo", () => {
  const SITE = 'https://example.github.io/heartburst/'
  const PLACE = { language: 'vi', occasion: 'none' } as const
  const linksOf = (made: CreateDraft) => () => shareLinks(SITE, pageOfDraft(made), PLACE)
  const encodeAgain = (page: SharedStory) => shareLinks(SITE, page, PLACE)
  /** The room as /create first measured it: the link encoded again with an empty photo. */
  const roomWithoutBytes = (made: CreateDraft) =>
    photoRoomOf({ ...made, photoData: '' }, () => expect.fail('not these links'), encodeAgain)
  const memories = {
    id: 2,
    step: { kind: 'memories' as const, memories: [{ photo: LINK_PHOTO, caption: 'Biển' }] },
  }
  const drawn = [
    draft({ photoChoice: PHOTO_DEVICE, photoData: PHOTO }),
    draft({ photoChoice: PHOTO_DEVICE, photoData: PHOTO, question: 'Đi chơi nhé?', phone: '0901' }),
    draft({ photoChoice: PHOTO_DEVICE, photoData: PHOTO, photoPlace: 'beside', steps: [memories] }),
  ]

  it('is read off the links the form checks once the photo is drawn, with no second encoding', () => {
    for (const made of drawn) {
      const room = photoRoomOf(made, linksOf(made), () => expect.fail('encoded a second time'))
      expect(room).toBe(roomWithoutBytes(made))
      expect(room).toBeLessThan(MESSENGER_LINK_MAX_CHARS)
    }
  })

  it('is measured on the link with an empty photo before the photo is drawn', () => {
    const made = draft({ photoChoice: PHOTO_DEVICE, photoData: '' })
    const withEmpty = { ...made, photoData: 'data:image/jpeg;base64,' }
    const expected = MESSENGER_LINK_MAX_CHARS - mainLink(encodeAgain(pageOfDraft(withEmpty))).length
    expect(photoRoomOf(made, () => expect.fail('not these links'), encodeAgain)).toBe(expected)
  })
})
