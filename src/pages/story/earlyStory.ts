/**
 * A story's first words before the app: the share page's early script (src/pages/link/earlyLink.ts)
 * paints them over the prerendered page, outside the app's root, so hydration never meets markup
 * it did not render; the story page removes them once its own step is on screen (StoryPage.tsx).
 * Styled by classes of the inline stylesheet (src/app/styles.css), none through the CSSOM: the
 * floor check reads the sheet, and Safari 14.0 drops a property it lacks (inset) set from here.
 */

import type { StoryStep } from '../../share/story'

/** The stand-in's class: StoryPage removes the element that has it. */
export const EARLY_STORY_CLASS = 'story-early'

/** Where the early words stand for the recipient's name. */
export const NAME_SLOT = '{name}'

/**
 * A story's opening words in the page's language, as the build writes them into the page's data
 * (site/pageHtml.ts): texts, not the catalogue's functions, so the early script carries neither
 * catalogue; NAME_SLOT stands for the name.
 */
export type EarlyStoryWords = {
  readonly envelopeTo: string
  readonly reasonsHeading: string
  /** The days step's heading for the page's occasion: its count comes with the app. */
  readonly daysHeading: string
  readonly memoriesHeading: string
}

/** The words a story's first step opens with, first to last, as the step shows them. */
export function openingWords(step: StoryStep, name: string, words: EarlyStoryWords): string[] {
  // A function, so a '$' in the name is the name's, never a replacement pattern.
  const named = (text: string) => text.replace(NAME_SLOT, () => name)
  switch (step.kind) {
    case 'letter':
      return [named(words.envelopeTo)]
    case 'reasons':
      return [named(words.reasonsHeading), step.reasons[0] ?? '']
    case 'days':
      return [words.daysHeading]
    case 'question':
      return [step.question]
    case 'memories':
      return [named(words.memoriesHeading), step.memories[0]?.caption ?? '']
  }
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
