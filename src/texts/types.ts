/**
 * The catalogues' shape: each section is typed by its Vietnamese module (the default language,
 * and the reference), so a key another language lacks, or adds, fails the type check (en.ts).
 * A section is a module of its own per language, one text per export: a page's chunk holds the
 * section it shows and nothing else (site and rules in the entry, create, question, song, story and lock
 * in their lazy chunks, head in the build only), and the bundler turns `site.reload` into a plain
 * variable, with no object and no property names.
 */
import type * as create from './vi/create.js'
import type * as head from './vi/head.js'
import type * as lock from './vi/lock.js'
import type * as question from './vi/question.js'
import type * as rules from './vi/rules.js'
import type * as site from './vi/site.js'
import type * as song from './vi/song.js'
import type * as story from './vi/story.js'

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
