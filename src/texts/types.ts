/**
 * The catalogues' shape: each section is typed by its Vietnamese object (the default language,
 * and the reference), so a key another language lacks, or adds, fails the type check (en.ts).
 * A section is one object per language in a module of its own: a page's chunk holds the sections
 * it shows and nothing else (site and rules in the entry, create, question, song, story and lock
 * in their lazy chunks, head in the build only). An object, not a module of one export per text
 * read as `import * as`: a catalogue picked by language makes the bundler build such a module into
 * an object of getters, one per text (2.5 kB gzipped of /create's chunk).
 */
import type { create } from './vi/create.js'
import type { head } from './vi/head.js'
import type { lock } from './vi/lock.js'
import type { question } from './vi/question.js'
import type { rules } from './vi/rules.js'
import type { site } from './vi/site.js'
import type { song } from './vi/song.js'
import type { story } from './vi/story.js'

/** A section's type from its Vietnamese texts: any string where they hold a given one. */
type Texts<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Texts<T[K]> }

export type SiteTexts = Texts<typeof site>
export type RuleTexts = Texts<typeof rules>
export type CreateTexts = Texts<typeof create>
export type QuestionTexts = Texts<typeof question>
export type SongTexts = Texts<typeof song>
export type HeadTexts = Texts<typeof head>
export type StoryTexts = Texts<typeof story>
export type LockTexts = Texts<typeof lock>

/** Every text of the site in one language. */
export type Catalogue = {
  readonly site: SiteTexts
  readonly rules: RuleTexts
  readonly create: CreateTexts
  readonly question: QuestionTexts
  readonly song: SongTexts
  readonly head: HeadTexts
  readonly story: StoryTexts
  readonly lock: LockTexts
}
