/**
 * A story's first words before the app: the share page's early script (src/early/earlyLink.ts)
 * paints them over the prerendered page, outside the app's root, so hydration never meets markup
 * it did not render; the story page removes them once its own step is on screen (StoryPage.tsx).
 * Styled by classes of the inline stylesheet (src/app/styles.css), none through the CSSOM: the
 * floor check reads the sheet, and Safari 14.0 drops a property it lacks (inset) set from here.
 */

import { openingWordsOf, type StoryStep } from '../share/story'
import type { EarlyStoryWords } from '../share/steps/stepKind'
import { voicedText, type Voice } from '../texts/voices'

/** The stand-in's class: StoryPage removes the element that has it. */
export const EARLY_STORY_CLASS = 'story-early'

/** Where the early words stand for the recipient's name. */
export const NAME_SLOT = '{name}'

/**
 * The words a story's step opens with, first to last, as the step shows them, in the link's
 * voice; on its first step, who it is from (`sender`, when the link names one).
 */
export function openingWords(
  step: StoryStep,
  name: string,
  words: EarlyStoryWords,
  voice: Voice = '',
  sender?: string,
): string[] {
  // The voice first, then the name: the maker's own words are never read for slots. A function,
  // so a '$' in the name is the name's, never a replacement pattern.
  const named = (text: string) => voicedText(text, voice).replace(NAME_SLOT, () => name)
  const lines = openingWordsOf(step, named, words)
  if (sender) lines.push(words.fromSender.replace(NAME_SLOT, () => sender))
  return lines
}

/** Paints `lines` after `root`, the first as the step's heading. */
export function showEarlyStory(root: Element, lines: readonly string[]): void {
  if (lines.length === 0) return
  const layer = document.createElement('div')
  layer.className = `overlay ${EARLY_STORY_CLASS}`
  layer.setAttribute('aria-hidden', 'true')
  lines.forEach((line, index) => {
    const text = document.createElement('p')
    text.className = index === 0 ? 'love-line' : 'story-early-line'
    text.textContent = line
    layer.append(text)
  })
  root.after(layer)
}
