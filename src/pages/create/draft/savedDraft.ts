/**
 * The /create draft as this device keeps it between visits (a reload, a tab the phone dropped,
 * the form's language switch): the whole draft with the made page's language and occasion, a
 * version, the time it was saved and the tab that saved it, as one JSON text. Read back, only
 * what the form knows, of the right type, is taken: a broken, older or foreign text, or one more
 * than DRAFT_MAX_AGE_MS old, is no draft at all. Pure: the caller reads and writes the storage.
 */
import { LINK_PHOTO } from '../../../share/photo'
import { stepFields } from '../../../share/steps/encodeSteps'
import { stepOfFields, STEPS_MAX, type StoryStep } from '../../../share/story'
import { isOccasion, type Occasion } from '../../../occasions/occasions'
import { isLanguage, type Language } from '../../../texts/languages'
import type { CreateDraft } from './draft'
import type { DraftStep } from '../steps/storyDraft'

/** The storage key: one draft per device and site. */
export const DRAFT_KEY = 'heartburst:create-draft'
/** The shape's version: a text of another version is dropped, never half read. */
export const DRAFT_VERSION = 1
/** How long a draft is kept without a change: 30 days. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

export type SavedDraft = {
  readonly draft: CreateDraft
  /** The made page's language, when the maker picked one. */
  readonly language?: Language
  readonly occasion: Occasion
  /** When it was saved, ms since the epoch. */
  readonly savedAt: number
  /** The tab that saved it: another tab's save is told apart from our own. */
  readonly tab: string
}

/**
 * The text `saved` is kept as: all but the lock's answer, which would open the page to anyone
 * reading this device's storage (a reload asks the maker for it again).
 */
export function textOfSaved(saved: SavedDraft): string {
  const { lockAnswer, ...draft } = saved.draft
  void lockAnswer
  return JSON.stringify({ version: DRAFT_VERSION, ...saved, draft })
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `step` as the link would carry it, read back: what the form can show, or undefined. */
function storyStepOf(step: unknown): StoryStep | undefined {
  try {
    return stepOfFields(stepFields(step as StoryStep), LINK_PHOTO)
  } catch {
    return undefined
  }
}

/** The steps a saved list holds, each with its id, or undefined when any is not a step. */
function stepsOf(value: unknown): readonly DraftStep[] | undefined {
  if (!Array.isArray(value) || value.length > STEPS_MAX) return undefined
  const steps = value.map((item) => {
    if (!isRecord(item) || !Number.isSafeInteger(item.id) || (item.id as number) < 1) return
    const step = storyStepOf(item.step)
    return step && { id: item.id as number, step }
  })
  const ids = new Set(steps.map((step) => step?.id))
  return steps.every((step) => step !== undefined) && ids.size === steps.length ? steps : undefined
}

/**
 * `saved`'s fields `base` (a new form's draft) knows, each of its type; undefined when any is of
 * another type. A field `base` does not know is left out.
 */
function draftOf(saved: unknown, base: CreateDraft): CreateDraft | undefined {
  if (!isRecord(saved)) return undefined
  const draft: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(base)) {
    if (!(key in saved)) continue
    const kept = key === 'steps' ? stepsOf(saved[key]) : saved[key]
    if (typeof kept !== typeof value || kept === undefined) return undefined
    draft[key] = kept
  }
  return draft as CreateDraft
}

/**
 * The draft `text` keeps, at `now` (ms), over `base`; undefined when there is none, or it is
 * broken, of another version, from the future or more than DRAFT_MAX_AGE_MS old.
 */
export function savedDraftOf(
  text: string | null,
  base: CreateDraft,
  now: number,
): SavedDraft | undefined {
  if (!text) return undefined
  let saved: unknown
  try {
    saved = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!isRecord(saved) || saved.version !== DRAFT_VERSION) return undefined
  const { savedAt, tab, language, occasion } = saved
  if (typeof savedAt !== 'number' || typeof tab !== 'string') return undefined
  if (!(now - savedAt <= DRAFT_MAX_AGE_MS && savedAt <= now + 60_000)) return undefined
  if (language !== undefined && !(typeof language === 'string' && isLanguage(language))) return
  if (typeof occasion !== 'string' || !isOccasion(occasion)) return undefined
  const draft = draftOf(saved.draft, base)
  return draft && { draft, occasion, savedAt, tab, ...(language && { language }) }
}

/**
 * `kept` with what `typed` changed from `base` on top: words typed before the page was live
 * (hydration replays them) win over the kept draft they were typed over.
 */
export function withTyped(kept: CreateDraft, typed: CreateDraft, base: CreateDraft): CreateDraft {
  const changed = Object.entries(typed).filter(([key, value]) => {
    const was = (base as Record<string, unknown>)[key]
    return Array.isArray(value) ? value.length > 0 : value !== was
  })
  return { ...kept, ...Object.fromEntries(changed) }
}

/** Whether `draft` holds nothing the maker typed or picked: no need to keep it. */
export function isBlankDraft(draft: CreateDraft, base: CreateDraft): boolean {
  return Object.entries(base).every(([key, value]) => {
    const kept = (draft as Record<string, unknown>)[key]
    return Array.isArray(value) ? Array.isArray(kept) && kept.length === 0 : kept === value
  })
}
