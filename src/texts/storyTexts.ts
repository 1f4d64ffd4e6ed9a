/** The story section in every language: a story page's words, in its lazy chunk. Pure. */
import { story as en } from './en/story.js'
import type { StoryTexts } from './types.js'
import { story as vi } from './vi/story.js'
import type { Language } from './languages.js'

export const storyTexts: Readonly<Record<Language, StoryTexts>> = { vi, en }
