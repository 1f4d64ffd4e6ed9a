/** Every Vietnamese text, the default language's (today's texts, the seed's included). */
import { create } from './vi/create.js'
import { head } from './vi/head.js'
import { lock } from './vi/lock.js'
import { question } from './vi/question.js'
import { rules } from './vi/rules.js'
import { site } from './vi/site.js'
import { song } from './vi/song.js'
import { story } from './vi/story.js'
import type { Catalogue } from './types.js'

export const vi = { site, rules, create, question, song, story, head, lock } satisfies Catalogue
