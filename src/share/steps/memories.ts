/** Their memories: up to three photos with captions, one print at a time. Pure. */
import { VERDICT_ONLY } from '../contact.js'
import { isPhotoField, LINK_PHOTO } from '../photo.js'
import { cleanPhotoSrc, photoError, textError } from '../rules.js'
import { cleanText } from '../text.js'
import type { RuleTexts } from '../../texts/types.js'
import { isText, type OpeningWords, type StepRules } from './stepKind.js'

/** A photo (`src` as in photo.ts: the one in the link, or an address on a host) and its caption. */
export type Memory = { readonly photo: string; readonly caption: string }
export type MemoriesStep = { readonly kind: 'memories'; readonly memories: readonly Memory[] }

export const MEMORIES_MAX = 3
export const CAPTION_MAX_CHARS = 80

/** The rule a caption breaks, or undefined: 1 to 80 characters on one line. */
export function captionError(value: string, rules: RuleTexts = VERDICT_ONLY): string | undefined {
  return textError(value, CAPTION_MAX_CHARS, rules.captionWhat, rules.captionHint, rules)
}

function memoryOfFields(fields: unknown, linkPhoto: string | undefined): Memory | undefined {
  if (!Array.isArray(fields) || fields.length !== 2 || !fields.every(isText)) return undefined
  const [photo, caption] = fields as [string, string]
  // Only `'L'` names the photo in the link: a data URL in the payload is no field of ours.
  if (!isPhotoField(photo)) return undefined
  if (photo !== LINK_PHOTO) return { photo, caption }
  return linkPhoto === undefined ? undefined : { photo: linkPhoto, caption }
}

export const memoriesRules: StepRules<MemoriesStep> = {
  error: (step, rules, photoHosts) => {
    if (step.memories.length === 0) return rules.photoEmpty
    if (step.memories.length > MEMORIES_MAX) return rules.memoriesTooMany(MEMORIES_MAX)
    for (const memory of step.memories) {
      const error = photoError(memory.photo, photoHosts, rules)
      if (error) return error
      const caption = captionError(memory.caption, rules)
      if (caption) return caption
    }
    return undefined
  },
  clean: (step) => ({
    kind: 'memories',
    memories: step.memories.map(({ photo, caption }) => ({
      photo: cleanPhotoSrc(photo),
      caption: cleanText(caption),
    })),
  }),
  decode: (fields, linkPhoto) => {
    if (fields.length !== 1 || !Array.isArray(fields[0])) return undefined
    const memories = (fields[0] as unknown[]).map((item) => memoryOfFields(item, linkPhoto))
    return memories.every((memory) => memory !== undefined)
      ? { kind: 'memories', memories }
      : undefined
  },
  photos: (step) => step.memories.map((memory) => memory.photo),
}

export const memoriesOpeningWords: OpeningWords<MemoriesStep> = (step, named, words) => [
  named(words.memoriesHeading),
  step.memories[0]?.caption ?? '',
]
