/**
 * Their memories as the link's array carries them (docs/LINK-V4.md); the caller has cleaned
 * them. The link's own photo travels once, apart, and a memory names it `'L'`.
 */
import { isLinkPhoto, LINK_PHOTO } from '../photo.js'
import type { MemoriesStep } from './memories.js'

export const encodeMemories = (step: MemoriesStep): unknown[] => [
  'memories',
  step.memories.map(({ photo, caption }) => [isLinkPhoto(photo) ? LINK_PHOTO : photo, caption]),
]

/** A new, empty one: /create asks for its words. */
export const emptyMemories = (): MemoriesStep => ({
  kind: 'memories',
  memories: [{ photo: '', caption: '' }],
})

/** The memories with each photo as `swap` gives it (/create's device photo for `'L'`). */
export const swapMemoriesPhotos = (
  step: MemoriesStep,
  swap: (photo: string) => string,
): MemoriesStep => ({
  kind: 'memories',
  memories: step.memories.map((memory) => ({ ...memory, photo: swap(memory.photo) })),
})
