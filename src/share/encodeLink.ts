/**
 * The made link's encoder: the page or story as the fragment format.ts's decoder reads. Apart
 * from the decoder, so that lz-string's compressor rides only with /create, never in the early
 * script or the pages that only read links (they inflate with inflateLink.ts). Pure.
 */
import LZString from 'lz-string'
import { isLinkPhoto, LINK_PHOTO, linkTextOfPhoto } from './photo.js'
import { cleanPage } from './rules.js'
import { songText } from './song.js'
import { stepFields } from './steps/encodeSteps.js'
import { cleanStep, linkPhotosOf, type SharedStory } from './story.js'

/**
 * The fragment (without '#') for a page or a story; the caller has checked it with `pageErrors`
 * and `storyErrors`, and that it carries at most one photo in the link (`linkPhotosOf`).
 */
export function encodePage(page: SharedStory): string {
  const clean = cleanPage(page)
  const steps = (page.steps ?? []).map(cleanStep)
  const fields: unknown[] = [clean.recipientName, clean.loveLine, clean.gifUrl]
  const isV4 = steps.length > 0 || clean.photo !== undefined
  const version = isV4 ? 4 : clean.song ? 3 : clean.question ? 2 : 1
  if (version > 1) {
    fields.push(clean.question ?? '', clean.contact?.kind ?? '', clean.contact?.value ?? '')
  }
  if (version > 2) fields.push(songText(clean.song))
  if (version > 3) {
    const { photo } = clean
    const photoField = photo ? (isLinkPhoto(photo.src) ? LINK_PHOTO : photo.src) : ''
    fields.push(photoField, photo?.place ?? '', steps.map(stepFields))
  }
  const payload = `v${version}.${LZString.compressToEncodedURIComponent(JSON.stringify(fields))}`
  const [linkPhoto] = linkPhotosOf({ ...clean, steps })
  return linkPhoto === undefined ? payload : `${payload}.${linkTextOfPhoto(linkPhoto)}`
}
