/**
 * The /create form's values and their messages: the page's three fields, the optional photo, the
 * optional song, the optional question, one optional way to answer it, and the story's steps
 * before the page. The link is made from `pageOfDraft`. Pure.
 */
import { CONTACT_KINDS, contactError, type Contact, type ContactKind } from '../../../share/contact'
import { isPhotoPlace, LINK_PHOTO, type SharedPhoto } from '../../../share/photo'
import { nameError, pageErrors, questionError, type SharedPage } from '../../../share/rules'
import { swapPhotos } from '../../../share/steps/encodeSteps'
import { stepError, STEPS_MAX, type SharedStory, type StoryStep } from '../../../share/story'
import type { QuestionStep } from '../../../share/steps/question'
import { streamingError } from '../song/streamingSites'
import { isTuneId, type Song } from '../../../music/song'
import { songOfText } from '../../../share/song'
import type { Language } from '../../../texts/languages'
import { createTexts } from '../../../texts/createTexts'
import { rulesTexts } from '../../../texts/rulesTexts'
import { isVoice } from '../../../share/voice'
import type { DraftStep } from '../steps/storyDraft'
import { lockErrors } from '../lock/lockDraft'
import { openingOfDraft } from '../opening/openingField'

export type CreateDraft = {
  readonly recipientName: string
  readonly loveLine: string
  readonly gifUrl: string
  readonly question: string
  /** The music choice: '' (none), `tune:<id>`, or SONG_LINK (the address in `songUrl`). */
  readonly songChoice?: string
  readonly songUrl?: string
  /** The story's steps, in order; none (or no list) makes the page a v1-v3 link, as before. */
  readonly steps?: readonly DraftStep[]
  /** The photo: '' (none), PHOTO_DEVICE (`photoData`) or PHOTO_ADDRESS (`photoUrl`). */
  readonly photoChoice?: string
  /** The photo from the device as the form re-drew it: a JPEG's data URL, '' before. */
  readonly photoData?: string
  readonly photoUrl?: string
  /** 'gif' (in its place) or 'beside'. */
  readonly photoPlace?: string
  /** How they call each other (src/texts/voices.ts): '' is anh → em; a Vietnamese page's only. */
  readonly voice?: string
  /** The maker's own name, optional: the page says who it is from. */
  readonly senderName?: string
  /** The lock (lockDraft.ts): LOCK_ON or '', its question, and its answer (never kept). */
  readonly lockChoice?: string
  readonly lockQuestion?: string
  readonly lockAnswer?: string
  /** When the page opens, in the maker's clock (openingField.ts): a day, '' for at once, and an hour. */
  readonly openingDay?: string
  readonly openingTime?: string
} & Readonly<Record<ContactKind, string>>

/** The photo choices that take it from `photoData` and from `photoUrl`. */
export const PHOTO_DEVICE = 'device'
export const PHOTO_ADDRESS = 'address'

/** The music choice that takes its address from `songUrl`. */
export const SONG_LINK = 'link'

/** A text field of the form (the steps have their own messages, by step). */
export type Field = Exclude<keyof CreateDraft, 'steps'>
export type DraftErrors = Partial<Record<Field, string>>

/** The fields in the form's order: a press with errors focuses the first that has one. */
export const FIELDS: readonly Field[] = [
  'recipientName',
  'senderName',
  'loveLine',
  'gifUrl',
  'photoData',
  'photoUrl',
  'songChoice',
  'songUrl',
  'question',
  ...CONTACT_KINDS,
  'lockQuestion',
  'lockAnswer',
  'openingDay',
  'openingTime',
]

const filledKinds = (draft: CreateDraft) =>
  CONTACT_KINDS.filter((kind) => draft[kind].trim() !== '')

/** The song the music choice names: none, a built-in tune, or the address typed (unchecked). */
export function songOfDraft({ songChoice = '', songUrl = '' }: CreateDraft): Song | undefined {
  if (songChoice === SONG_LINK) return { kind: 'url', url: songUrl }
  const tune = songOfText(songChoice)
  return tune && tune.kind === 'tune' && isTuneId(tune.id) ? tune : undefined
}

/** The photo the choice names (its `src` unchecked: '' for a device photo not yet drawn). */
export function photoOfDraft(draft: CreateDraft): SharedPhoto | undefined {
  const { photoChoice = '', photoData = '', photoUrl = '', photoPlace = '' } = draft
  const place = isPhotoPlace(photoPlace) ? photoPlace : 'gif'
  if (photoChoice === PHOTO_DEVICE) return { src: photoData, place }
  if (photoChoice === PHOTO_ADDRESS) return { src: photoUrl, place }
  return undefined
}

/** The photo from the device, once drawn: the one a memory may carry too. */
const devicePhotoOf = (draft: CreateDraft) =>
  draft.photoChoice === PHOTO_DEVICE ? (draft.photoData ?? '') : ''

/**
 * A step as the link carries it: a memory that takes the photo from the device (LINK_PHOTO in
 * the form) takes the one the form drew, so the link carries it once.
 */
function stepOfDraft(step: StoryStep, draft: CreateDraft): StoryStep {
  return swapPhotos(step, (photo) => (photo === LINK_PHOTO ? devicePhotoOf(draft) : photo))
}

/** The one way to answer the page's question: the first contact given. */
function contactOfDraft(draft: CreateDraft): Contact | undefined {
  const kind = filledKinds(draft)[0]
  return kind && { kind, value: draft[kind] }
}

/** The page the link carries but its steps: the photo, the song, the question, a contact. */
function pageOfFields(draft: CreateDraft): SharedPage {
  const { recipientName, loveLine, gifUrl, question } = draft
  const contact = contactOfDraft(draft)
  const song = songOfDraft(draft)
  const photo = photoOfDraft(draft)
  const page = contact
    ? { recipientName, loveLine, gifUrl, question, contact }
    : { recipientName, loveLine, gifUrl, question }
  return { ...page, ...(song && { song }), ...(photo && { photo }) }
}

/**
 * The page the link carries: the photo, the song, the question, the first contact given, and the
 * story's steps, if any.
 */
export function pageOfDraft(draft: CreateDraft, language: Language = 'vi'): SharedStory {
  const page = pageOfFields(draft)
  const steps = (draft.steps ?? []).map(({ step }) => stepOfDraft(step, draft))
  // An English page has no voice to choose (docs/LINK-V5.md): its link writes none.
  const voice = language === 'vi' && isVoice(draft.voice) ? draft.voice : ''
  const sender = draft.senderName?.trim() ?? ''
  const opening = openingOfDraft(draft)
  const made = {
    ...page,
    ...(voice && { voice }),
    ...(sender && { sender }),
    ...(opening && { opening }),
  }
  if (steps.length === 0) return made
  // A story's last screen asks nothing (its questions are steps): the page's question becomes
  // the story's last step, with its way to answer, so one question is never two features.
  if (!isStoryQuestion(draft)) return { ...made, steps }
  const { contact, ...rest } = made
  const question = draft.question
  const asked: QuestionStep = contact
    ? { kind: 'question', question, contact }
    : { kind: 'question', question }
  return { ...rest, question: '', steps: [...steps, asked] }
}

/** Whether the page's question goes to the story as its last step: there is a story, and one. */
export function isStoryQuestion(draft: CreateDraft): boolean {
  return (draft.steps ?? []).length > 0 && draft.question.trim() !== ''
}

/**
 * Every broken rule, by field: the page's, the photo's (on the device's button or the address),
 * the song's (on its address: a tune breaks none), the question's, each contact's, one contact
 * at most. Song files must be on `audioHosts`, photo addresses on `photoHosts`. The messages are
 * in `language`, /create's (Vietnamese by default).
 */
export function draftErrors(
  draft: CreateDraft,
  hosts: readonly string[],
  audioHosts: readonly string[] = [],
  language: Language = 'vi',
  photoHosts: readonly string[] = [],
): DraftErrors {
  const rules = rulesTexts[language]
  const texts = createTexts[language]
  const song = songOfDraft(draft)
  const photo = photoOfDraft(draft)
  const page = { ...draft, ...(song && { song }), photo }
  const pageMessages = pageErrors(page, hosts, audioHosts, rules, photoHosts)
  const { recipientName, loveLine, gifUrl, song: songUrl } = pageMessages
  // A streaming site's link gets its own message: the site's name, why, and what works instead.
  const streaming = song?.kind === 'url' ? streamingError(song.url, audioHosts, texts) : undefined
  const errors: DraftErrors = { recipientName, loveLine, gifUrl, songUrl: streaming ?? songUrl }
  // The sender's name is optional, and follows the name's rule when given.
  if ((draft.senderName ?? '').trim() !== '')
    errors.senderName = nameError(draft.senderName ?? '', rules)
  const photoField = draft.photoChoice === PHOTO_DEVICE ? 'photoData' : 'photoUrl'
  errors[photoField] = pageMessages.photo
  errors.question =
    questionError(draft.question, rules) ??
    (isStoryQuestion(draft) && (draft.steps ?? []).length >= STEPS_MAX
      ? texts.questionNoStepLeft(STEPS_MAX)
      : undefined)
  const hasQuestion = draft.question.trim() !== ''
  filledKinds(draft).forEach((kind, index) => {
    errors[kind] =
      contactError(kind, draft[kind], rules) ??
      (index > 0 ? texts.questionOneContact : hasQuestion ? undefined : texts.questionNeedsQuestion)
  })
  Object.assign(errors, lockErrors(draft, rules, texts))
  for (const field of FIELDS) if (!errors[field]) delete errors[field]
  return errors
}

/**
 * Each step's broken rule, by the step's id, in `language` (/create's); memories' addresses on
 * `photoHosts`.
 */
export function draftStepErrors(
  draft: CreateDraft,
  language: Language = 'vi',
  photoHosts: readonly string[] = [],
): Readonly<Record<number, string>> {
  const errors: Record<number, string> = {}
  for (const { id, step } of draft.steps ?? []) {
    const error = stepError(stepOfDraft(step, draft), rulesTexts[language], photoHosts)
    if (error) errors[id] = error
  }
  return errors
}
