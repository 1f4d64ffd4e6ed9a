/**
 * The pages only made links open, in one lazy chunk: the question page and a story. Apart, the
 * bundler (Rolldown) moves every module the two share with the app (the GIF, the song, the link's
 * reading, the stage) out of the app's chunk into chunks of their own, which every page then loads
 * on its first visit: three more requests and 1.1 kB more (gzip) on /love, against 3.8 kB of a
 * story's code that a question page now loads after its first paint. The letter's face comes only
 * with a letter either way: its files are fetched when its text is drawn.
 */
export { QuestionPage } from './QuestionPage'
export { StoryPage } from './StoryPage'
export { LockedPage } from './lock/LockedPage'

// What /create's preview (create/StoryPreview.tsx, in /create's chunk) plays of a story, taken
// from this chunk as it opens: imported there, the story's modules would leave this chunk for one
// the two share, which every page counts on its first load (+10 kB gzip).
export { StoryNav } from './story/StoryNav'
export { StoryProgress } from './story/StoryProgress'
export { StoryRoom } from './story/StoryRoom'
export { pressOnStep } from './story/storyPress'
export { RehearsalContext } from './question/rehearsal'
export { stepOf } from '../early/storyState'
export { StepOnScreen, useStepPlay } from './story/stepPlay'
export { storyTexts } from '../texts/storyTexts'
export { VoiceContext } from '../texts/voiceContext'
export { voiced } from '../texts/voices'
