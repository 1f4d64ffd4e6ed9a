/** Every Vietnamese text, the default language's (today's texts, the seed's included). */
import * as create from './vi/create.js'
import * as head from './vi/head.js'
import * as lock from './vi/lock.js'
import * as question from './vi/question.js'
import * as rules from './vi/rules.js'
import * as site from './vi/site.js'
import * as song from './vi/song.js'
import * as story from './vi/story.js'
import type { Catalogue } from './types.js'

export const vi = { site, rules, create, question, song, story, head, lock } satisfies Catalogue
