/**
 * Every English text: natural English for a love page, not a word-for-word translation, in
 * British spelling and dates (colours, 8 Mar), so its `og:locale` is `en_GB`. Each
 * export of a section is typed by its Vietnamese twin, so a wrong kind of text fails the type
 * check; a missing one fails `satisfies` below, an extra one `Exactly`.
 */
import { create } from './en/create.js'
import { head } from './en/head.js'
import { lock } from './en/lock.js'
import { question } from './en/question.js'
import { rules } from './en/rules.js'
import { site } from './en/site.js'
import { song } from './en/song.js'
import { story } from './en/story.js'
import type { Catalogue } from './types.js'

/** `Shape`, with every key `T` has beyond it typed `never`: an extra key does not fit. */
type Exactly<Shape, T> = Shape & { readonly [K in Exclude<keyof T, keyof Shape>]: never }

const sections = { site, rules, create, question, song, story, head, lock }

export const en = sections satisfies {
  readonly [K in keyof Catalogue]: Exactly<Catalogue[K], (typeof sections)[K]>
}
