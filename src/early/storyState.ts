/**
 * What a story's history entry holds (useStoryStep.ts): the step it shows and the questions
 * answered so far. The early script reads it too (earlyLink.ts): a reload keeps the entry, so the
 * page paints the step it was on before the app. No imports but types: it rides in that script.
 */
import type { Answer } from '../share/reply'

export type StoryState = {
  readonly storyStep?: number
  /** A question step's answer, by the step's index. */
  readonly answers?: Readonly<Record<number, Answer>>
}

/** The step `state` names, within the `count` steps (the page itself last); the first if none. */
export function stepOf(state: StoryState | null | undefined, count: number): number {
  const asked = Number(state?.storyStep ?? 0)
  if (!Number.isFinite(asked)) return 0
  return Math.min(Math.max(0, Math.floor(asked)), Math.max(0, count - 1))
}
