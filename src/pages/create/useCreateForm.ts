import { createRef, useMemo, useState, type RefObject } from 'react'
import { pushEvent } from '../../ui/analytics'
import { CURATED_GIFS } from '../../share/curated'
import { shareLinks, type LinkPlace, type ShareLinks } from '../../share/links'
import { isLanguage, type Language } from '../../texts/languages'
import { isOccasion, type Occasion } from '../../occasions/occasions'
import { createTexts } from '../../texts/createTexts'
import { rulesTexts } from '../../texts/rulesTexts'
import { photoError } from '../../share/rules'
import { useLanguage } from '../../texts/language'
import { checkDraft, photoRoomOf } from './draft/checkDraft'
import {
  draftErrors,
  draftStepErrors,
  FIELDS,
  PHOTO_ADDRESS,
  PHOTO_DEVICE,
  pageOfDraft,
  photoOfDraft,
  songOfDraft,
  type CreateDraft,
  type DraftErrors,
  type Field,
} from './draft/draft'
import { linksOpenAs } from './result/linkCheck'
import { useFocusLater } from './fields/useFocusLater'
import { usePhotoAddressCheck, type PhotoAddressCheck } from './photo/usePhotoAddressCheck'
import { firstFieldId } from './steps/stepEditors'
import type { DraftStep } from './steps/storyDraft'
import { suggestedLine, suggestionOf } from './pageFields/suggestedLine'
import { isVoice } from '../../share/voice'
import { useSongFileCheck, type SongFileCheck } from './song/useSongFileCheck'
import { useSavedDraft, type FormState } from './draft/useSavedDraft'
import { withTyped } from './draft/savedDraft'
import type { CreateTexts } from '../../texts/types'
import { useSealedLength } from './lock/useSealedLength'
import { addressOfPage, isLockedDraft, sealedLinkOf } from './lock/lockDraft'
import { useSealedLink } from './lock/useSealedLink'
import { OPENING_TIME, openingErrors } from './opening/openingField'
import { useMinuteNow } from '../opening/minuteClock'

export type { Field }

/** The id of the story's length meter: a press on a story too long to send focuses it. */
export const LINK_LENGTH_ID = 'story-length'
/** The id of the last check's refusal, which a press that meets it focuses. */
export const LINK_REFUSAL_ID = 'link-refusal'

/** The site's address with its base path: share links live under it. */
function siteBase(): string {
  return new URL(import.meta.env.BASE_URL, window.location.href).href
}

/** The song file's address once it passes the rules: the one the preview loads. */
function songFileOf(draft: CreateDraft, errors: DraftErrors): string | undefined {
  const song = songOfDraft(draft)
  return song?.kind === 'url' && !errors.songUrl ? song.url.trim() : undefined
}

/** The photo's address once it passes the rules: the one the form tries to open. */
function photoAddressOf(draft: CreateDraft, errors: DraftErrors): string | undefined {
  const photo = photoOfDraft(draft)
  return draft.photoChoice === PHOTO_ADDRESS && photo && !errors.photoUrl
    ? photo.src.trim()
    : undefined
}

/**
 * The fields' errors and the ones only the browser can tell: a song file that does not open, a
 * photo's address where no image opens.
 */
function withFileErrors(
  rules: DraftErrors,
  file: SongFileCheck,
  photo: PhotoAddressCheck,
  texts: CreateTexts,
): DraftErrors {
  const song = file.status === 'failed' ? { songUrl: texts.musicLoadError } : {}
  const address = photo === 'failed' ? { photoUrl: texts.photoLoadError } : {}
  return { ...rules, ...song, ...address }
}

/** `make`'s value, made at the first call and kept: a link is encoded only when asked for. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined
  return () => (made ??= { value: make() }).value
}

/** The draft's voice, '' (anh → em) for anything else. */
const voiceOf = (draft: CreateDraft) => (isVoice(draft.voice) ? draft.voice : '')

/** A new form's draft: its fields empty, the first GIF picked. */
export const NEW_DRAFT: CreateDraft = {
  recipientName: '',
  loveLine: '',
  gifUrl: CURATED_GIFS[0].url,
  songChoice: '',
  songUrl: '',
  question: '',
  messenger: '',
  phone: '',
  email: '',
  steps: [],
  photoChoice: '',
  photoData: '',
  photoUrl: '',
  photoPlace: 'gif',
  voice: '',
  senderName: '',
  lockChoice: '',
  lockQuestion: '',
  lockAnswer: '',
  openingDay: '',
  openingTime: OPENING_TIME,
}

/**
 * The /create form's state: the draft, the made page's language (/create's until one is picked)
 * and occasion, which messages to show (a field's once it is typed in, all after a try), the
 * links once made. Nothing here leaves the browser: the only trace is the `share_link_created`
 * event, without contents.
 */
export function useCreateForm(
  hosts: readonly string[],
  audioHosts: readonly string[] = [],
  photoHosts: readonly string[] = [],
) {
  const language = useLanguage()
  const texts = createTexts[language]
  const [draft, setDraft] = useState<CreateDraft>(NEW_DRAFT)
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set())
  const [touchedSteps, setTouchedSteps] = useState<ReadonlySet<number>>(new Set())
  const [hasTried, setTried] = useState(false)
  const [links, setLinks] = useState<ShareLinks>()
  // The last check's refusal of the links a press made; any change lets the next press try again.
  const [refusal, setRefusal] = useState<string>()
  const focusLater = useFocusLater()
  const [pickedLanguage, setPickedLanguage] = useState<Language>()
  const [occasion, setOccasion] = useState<Occasion>('none')
  const pageLanguage = pickedLanguage ?? language
  const formState = useMemo(
    () => ({ draft, language: pickedLanguage, occasion }),
    [draft, pickedLanguage, occasion],
  )
  // A kept draft, a page the address opens, an undo: the form as it was, nothing shown as tried.
  const applyState = (state: FormState, keepsTyped = false) => {
    setDraft((old) => (keepsTyped ? withTyped(state.draft, old, NEW_DRAFT) : state.draft))
    setPickedLanguage(state.language)
    setOccasion(state.occasion)
    setTouched(new Set())
    setTouchedSteps(new Set())
    setTried(false)
    setLinks(undefined)
    setRefusal(undefined)
  }
  const saved = useSavedDraft(formState, applyState, NEW_DRAFT, {
    gif: hosts,
    audio: audioHosts,
    photo: photoHosts,
  })
  const place: LinkPlace = useMemo(
    () => ({ language: pageLanguage, occasion }),
    [pageLanguage, occasion],
  )
  // A focus ref for each field: a press with errors focuses the first that has one.
  const [refs] = useState(
    () =>
      Object.fromEntries(
        [...FIELDS, 'photoChoice', 'photoPlace', 'voice'].map((field) => [
          field,
          createRef<HTMLElement>(),
        ]),
      ) as Record<Field, RefObject<HTMLElement | null>>,
  )
  // A device photo's bytes are checked (decoded) when the photo changes, not at every letter: as
  // draftErrors checks it (its place is always one), with the other fields checked without it.
  const devicePhoto = draft.photoChoice === PHOTO_DEVICE ? (draft.photoData ?? '') : undefined
  const photoRule = useMemo(
    () => devicePhoto !== undefined && photoError(devicePhoto, photoHosts, rulesTexts[language]),
    [devicePhoto, photoHosts, language],
  )
  const nowMs = useMinuteNow(!!draft.openingDay)
  const rules = useMemo(() => {
    const others = draftErrors(
      devicePhoto === undefined ? draft : { ...draft, photoChoice: '' },
      hosts,
      audioHosts,
      language,
      photoHosts,
    )
    // A moment already past is one of the clock's: checked again each minute.
    const opening = openingErrors(draft, nowMs, createTexts[language])
    return { ...others, ...opening, ...(photoRule && { photoData: photoRule }) }
  }, [draft, devicePhoto, photoRule, hosts, audioHosts, language, photoHosts, nowMs])
  const songFile = useSongFileCheck(songFileOf(draft, rules))
  const photoAddress = usePhotoAddressCheck(photoAddressOf(draft, rules))
  const { steps, photoChoice, photoData } = draft
  const stepRules = useMemo(
    () => draftStepErrors({ ...NEW_DRAFT, steps, photoChoice, photoData }, language, photoHosts),
    [steps, photoChoice, photoData, language, photoHosts],
  )
  // The draft's links, encoded once per change and only when asked: by the check, the photo's room.
  const linksOf = useMemo(
    () => once(() => shareLinks(siteBase(), pageOfDraft(draft, place.language), place)),
    [draft, place],
  )
  // A locked page's link is measured as sealed: its length is known without the crypto.
  const sealedLengthOf = useSealedLength(isLockedDraft(draft))
  const sealedCharsOf = useMemo(() => {
    if (!isLockedDraft(draft) || !sealedLengthOf) return undefined
    return () => {
      const page = pageOfDraft(draft, place.language)
      const fragment = sealedLengthOf(page, addressOfPage(page, place), draft.lockQuestion ?? '')
      return sealedLinkOf(siteBase(), '').length + fragment
    }
  }, [draft, place, sealedLengthOf])
  const checked = useMemo(() => {
    const fields = withFileErrors(rules, songFile, photoAddress, texts)
    return checkDraft(draft, linksOf, { fields, steps: stepRules }, texts, sealedCharsOf)
  }, [draft, rules, songFile, photoAddress, texts, stepRules, linksOf, sealedCharsOf])
  const lock = useSealedLink()

  /** A link made before a change no longer says what the form says. */
  const forgetLinks = () => {
    setLinks(undefined)
    setRefusal(undefined)
    lock.forget()
  }

  const change = (field: Field, value: string) => {
    setDraft((old) => ({ ...old, [field]: value }))
    setTouched((old) => new Set(old).add(field))
    forgetLinks()
  }

  /** Edits the story's steps; `touchedId` names the step whose words changed (its rules show). */
  const editSteps = (
    edit: (steps: readonly DraftStep[]) => readonly DraftStep[],
    touchedId?: number,
  ) => {
    setDraft((old) => ({ ...old, steps: edit(old.steps ?? []) }))
    if (touchedId !== undefined) setTouchedSteps((old) => new Set(old).add(touchedId))
    forgetLinks()
  }

  /** The love line once `next` is offered: see suggestedLine. */
  const suggest = (next: string, fillsEmpty: boolean) =>
    setDraft((old) => ({ ...old, loveLine: suggestedLine(old.loveLine, next, fillsEmpty) }))

  /** Picks the occasion (radio values, and edits made before hydration, are strings). */
  const pickOccasion = (value: string) => {
    if (!isOccasion(value)) return
    setOccasion(value)
    suggest(suggestionOf(place.language, value, voiceOf(draft)), true)
    forgetLinks()
  }

  /** Picks the made page's language: a suggested line follows it. */
  const pickLanguage = (value: string) => {
    if (!isLanguage(value)) return
    setPickedLanguage(value)
    suggest(suggestionOf(value, occasion, voiceOf(draft)), false)
    forgetLinks()
  }

  /** Picks how they call each other: a suggested line follows it, the maker's own words stay. */
  const pickVoice = (value: string) => {
    if (!isVoice(value)) return
    change('voice', value)
    suggest(suggestionOf(place.language, occasion, value), false)
  }

  const submit = () => {
    if (lock.isSealing) return
    if (!checked.links) {
      setTried(true)
      const first = FIELDS.find((field) => checked.errors[field])
      const firstStep = (steps ?? []).find(({ id }) => stepRules[id])
      const byId = (id: string) => document.getElementById(id)
      const target = first
        ? refs[first].current
        : firstStep
          ? byId(firstFieldId(firstStep))
          : checked.lengthError && byId(LINK_LENGTH_ID)
      if (target) target.focus()
      return
    }
    // The links open on share pages as the form's page, or none is offered.
    const linkHosts = { gif: hosts, audio: audioHosts, photo: photoHosts }
    if (!linksOpenAs(checked.links, pageOfDraft(draft, place.language), linkHosts)) {
      setLinks(undefined)
      setRefusal(texts.linkUnreadable)
      focusLater(LINK_REFUSAL_ID)
      return
    }
    setRefusal(undefined)
    if (isLockedDraft(draft)) return void sealLinks(checked.links)
    setLinks(checked.links)
    pushEvent('share_link_created')
  }

  /** A locked page's link, sealed with its answer; a refusal when this browser cannot. */
  const sealLinks = async (made: ShareLinks) => {
    const page = pageOfDraft(draft, place.language)
    const question = draft.lockQuestion ?? ''
    const request = { page, address: addressOfPage(page, place), question, siteBase: siteBase() }
    try {
      const link = await lock.seal({ ...request, answer: draft.lockAnswer ?? '' })
      if (!link) return
      setLinks(made)
      pushEvent('share_link_created')
    } catch {
      setRefusal(typeof crypto.subtle === 'undefined' ? texts.lockNeedsHttps : texts.lockSealFailed)
      focusLater(LINK_REFUSAL_ID)
    }
  }

  const shownError = (field: Field) =>
    hasTried || touched.has(field) ? checked.errors[field] : undefined

  /** What every field's component takes for `field`: its value, error, focus ref and change. */
  const fieldProps = (field: Field) => ({
    value: draft[field] ?? '',
    error: shownError(field),
    inputRef: refs[field],
    onChange: (value: string) => change(field, value),
  })
  const shownStepErrors = Object.fromEntries(
    Object.entries(stepRules).filter(([id]) => hasTried || touchedSteps.has(Number(id))),
  )
  // A song file found broken after the link was made takes the link back.
  const shownLinks = checked.links && links
  return {
    draft,
    place,
    pickOccasion,
    pickLanguage,
    pickVoice,
    submit,
    links: shownLinks,
    /** A locked page's sealed link once made (`links` then holds its open links), or sealing. */
    sealed: { link: shownLinks && lock.link, isSealing: lock.isSealing },
    refusal,
    fieldProps,
    songFile,
    photo: {
      addressCheck: photoAddress,
      // Asked only on the client, where the cropper runs: the prerender has no address.
      roomChars: () =>
        photoRoomOf(draft, linksOf, (page) => shareLinks(siteBase(), page, place), place.language),
    },
    story: {
      hasDevicePhoto: draft.photoChoice === PHOTO_DEVICE,
      steps: draft.steps ?? [],
      errors: shownStepErrors as Readonly<Record<number, string>>,
      length: checked.length,
      lengthError: checked.lengthError,
      edit: editSteps,
    },
    isValid: !!checked.links,
    saved,
  }
}

export type CreateForm = ReturnType<typeof useCreateForm>
/** The story's part of the form: its steps, their shown messages, the link's length, the edit. */
export type StoryForm = CreateForm['story']
