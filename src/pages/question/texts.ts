/** How the question page's words (src/texts/vi/question.ts) play out, for the page and its tests. */
import { question } from '../../texts/vi/question'

/** How many times `Không` runs away before it stays put: one fewer than its labels. */
export const MAX_DODGES = question.noLabels.length - 1
