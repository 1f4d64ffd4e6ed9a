/**
 * What stands between the /create form and its links: the fields' broken rules (a song file that
 * does not open among them), the steps', and the rule only the whole link can break: its length.
 * Pure: the links are passed in.
 */
import type { Language } from '../../../texts/languages'
import { mainLink, type ShareLinks } from '../../../share/links'
import type { CreateTexts } from '../../../texts/types'
import type { SharedStory } from '../../../share/story'
import { isLinkPhoto, linkTextOfPhoto } from '../../../share/photo'
import { pageOfDraft, PHOTO_DEVICE, type CreateDraft, type DraftErrors } from './draft'
import {
  largestStepOf,
  linkLengthOf,
  MESSENGER_LINK_MAX_CHARS,
  type LinkLength,
} from '../result/linkLength'

export type CheckedDraft = {
  readonly errors: DraftErrors
  /** The links, once nothing stands in their way. */
  readonly links: ShareLinks | undefined
  /** A story's link length as it grows, whatever the fields say; none without steps. */
  readonly length?: LinkLength
  /**
   * Why a story's link would be refused: too long, or too many words for a page to read, with
   * the step that takes the most.
   */
  readonly lengthError?: string
}

/** What a story too long says: which limit it passes, then the step to shorten first. */
function storyLengthError(
  page: SharedStory,
  length: LinkLength,
  texts: CreateTexts,
): string | undefined {
  if (!length.passes) return undefined
  const limit = length.passes === 'json' ? texts.storyTooHeavy : texts.storyTooLong
  const steps = page.steps ?? []
  const largest = largestStepOf(steps, length.passes)
  if (largest === undefined) return limit
  return `${limit} ${texts.stepTakesMost(largest + 1, texts.stepNames[steps[largest].kind])}`
}

/**
 * The errors and the links for `draft`, its links given by `linksOf` (asked only for a link to
 * make: the prerender has no address; the form encodes them once per draft). A page without steps
 * is checked as it always was: its fields, then its longest link against v1-v3's limit (said on
 * the love line). A story's length is measured as it is typed, so the meter follows the words.
 * Both are measured against the decoder's limits, the JSON a page inflates the link to among them.
 * A locked page is measured as its sealed link (`sealedCharsOf`, its characters) will be.
 */
export function checkDraft(
  draft: CreateDraft,
  linksOf: () => ShareLinks,
  rules: { fields: DraftErrors; steps: Readonly<Record<number, string>> },
  texts: CreateTexts,
  sealedCharsOf?: () => number,
): CheckedDraft {
  const errors = rules.fields
  const hasErrors = Object.keys(errors).length > 0
  const page = pageOfDraft(draft)
  if (!page.steps) {
    if (hasErrors) return { errors, links: undefined }
    const links = linksOf()
    const { passes, maxChars } = linkLengthOf(links, sealedCharsOf?.())
    if (!passes) return { errors, links }
    const loveLine = passes === 'json' ? texts.linkTooHeavy : texts.linkTooLong(maxChars)
    return { errors: { loveLine }, links: undefined }
  }
  const links = linksOf()
  const length = linkLengthOf(links, sealedCharsOf?.())
  const lengthError = storyLengthError(page, length, texts)
  const isBlocked = hasErrors || Object.keys(rules.steps).length > 0 || !!lengthError
  return { errors, links: isBlocked ? undefined : links, length, lengthError }
}

/**
 * How many characters the made link has left for a photo from the device: what messengers keep,
 * less the link with an empty photo after its second dot. Once the photo is drawn its bytes are
 * that link's tail, so the draft's own links (`linksOf`, the ones checked) less them say it, with
 * no second encoding; before, the link without them is made (`linksWithout`).
 */
export function photoRoomOf(
  draft: CreateDraft,
  linksOf: () => ShareLinks,
  linksWithout: (page: SharedStory) => ShareLinks,
  language: Language = 'vi',
): number {
  const photo = draft.photoChoice === PHOTO_DEVICE ? (draft.photoData ?? '') : ''
  if (isLinkPhoto(photo)) {
    return MESSENGER_LINK_MAX_CHARS - mainLink(linksOf()).length + linkTextOfPhoto(photo).length
  }
  const withoutBytes = { ...draft, photoChoice: PHOTO_DEVICE, photoData: 'data:image/jpeg;base64,' }
  return (
    MESSENGER_LINK_MAX_CHARS - mainLink(linksWithout(pageOfDraft(withoutBytes, language))).length
  )
}
