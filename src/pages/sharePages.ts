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
