/**
 * A made page back in the form: the reverse of draft.ts's `pageOfDraft`, so a link can be
 * changed. The photo carried in the link becomes the device's photo as already drawn (its bytes
 * as they are, never re-encoded: the same page gives the same link), and a memory that carries
 * it names it LINK_PHOTO, as the form does; each step gets a fresh id. Pure.
 */
import { isLinkPhoto, LINK_PHOTO } from '../../../share/photo'
import { songText } from '../../../share/song'
import { swapPhotos } from '../../../share/steps/encodeSteps'
import type { SharedStory } from '../../../share/story'
import { PHOTO_ADDRESS, PHOTO_DEVICE, SONG_LINK, type CreateDraft } from './draft'
import { openingFieldsOf } from '../opening/openingField'

/** The photo's fields of the form for `page`'s photo (none when it has none). */
function photoFieldsOf({ photo }: SharedStory): Partial<CreateDraft> {
  if (!photo) return {}
  return isLinkPhoto(photo.src)
    ? { photoChoice: PHOTO_DEVICE, photoData: photo.src, photoPlace: photo.place }
    : { photoChoice: PHOTO_ADDRESS, photoUrl: photo.src, photoPlace: photo.place }
}

/** The music's fields of the form for `page`'s song. */
function songFieldsOf({ song }: SharedStory): Partial<CreateDraft> {
  if (!song) return {}
  return song.kind === 'tune'
    ? { songChoice: songText(song) }
    : { songChoice: SONG_LINK, songUrl: song.url }
}

/** The form's draft for `page`, over `base` (a new form's draft): every field the page fills. */
export function draftOfPage(page: SharedStory, base: CreateDraft): CreateDraft {
  const { recipientName, loveLine, gifUrl, question = '', contact, voice, sender } = page
  const steps = (page.steps ?? []).map((step, index) => ({
    id: index + 1,
    step: swapPhotos(step, (photo) => (isLinkPhoto(photo) ? LINK_PHOTO : photo)),
  }))
  return {
    ...base,
    recipientName,
    loveLine,
    gifUrl,
    question,
    ...(contact && { [contact.kind]: contact.value }),
    // The maker's voice and name (v5), so the page made again speaks and signs as it did.
    ...(voice && { voice }),
    ...(sender && { senderName: sender }),
    ...songFieldsOf(page),
    ...photoFieldsOf(page),
    ...(page.opening && openingFieldsOf(page.opening)),
    steps,
  }
}
