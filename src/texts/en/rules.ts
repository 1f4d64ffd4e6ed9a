/** What the rules say when a value breaks one, in English (vi/rules.ts says what each is). */
import type { RuleTexts } from '../types.js'
import { listOf } from './list.js'

export const textEmpty: RuleTexts['textEmpty'] = (hint, maxChars) =>
  `${hint}, 1 to ${maxChars} characters.`
export const textOneLine: RuleTexts['textOneLine'] = (what) =>
  `${what} must fit on one line, with no line breaks, tabs or control characters.`
export const textMarkup: RuleTexts['textMarkup'] = (what) =>
  `${what} can't contain HTML tags (like <b> or <script>).`
export const textTooLong: RuleTexts['textTooLong'] = (what, maxChars, count) =>
  `${what} can be ${maxChars} characters at most (it has ${count}).`
export const nameWhat: RuleTexts['nameWhat'] = 'Their name'
export const nameHint: RuleTexts['nameHint'] = 'Enter their name'
export const lineWhat: RuleTexts['lineWhat'] = 'Your love note'
export const lineHint: RuleTexts['lineHint'] = 'Write your love note'
export const questionWhat: RuleTexts['questionWhat'] = 'Your question'
export const questionHint: RuleTexts['questionHint'] = 'Write your question'
export const letterWhat: RuleTexts['letterWhat'] = 'Your letter'
export const letterHint: RuleTexts['letterHint'] = 'Write your letter'
export const letterCharacters: RuleTexts['letterCharacters'] =
  'A letter holds words and lines only: no tabs or control characters.'
export const reasonWhat: RuleTexts['reasonWhat'] = 'A reason'
export const reasonHint: RuleTexts['reasonHint'] = 'Write a reason'
export const reasonsTooMany: RuleTexts['reasonsTooMany'] = (maxCount) =>
  `${maxCount} reasons at most.`
export const dayNotReal: RuleTexts['dayNotReal'] = 'Pick a day that is on the calendar.'
export const gifEmpty: RuleTexts['gifEmpty'] = 'Pick a GIF, or paste the address of one.'
export const gifTooLong: RuleTexts['gifTooLong'] = (maxChars) =>
  `A GIF address can be ${maxChars} characters at most.`
export const gifBadCharacters: RuleTexts['gifBadCharacters'] =
  "This GIF address has characters that aren't allowed (spaces, < > or quotes)."
export const gifNotHttps: RuleTexts['gifNotHttps'] = 'A GIF address must start with https://'
export const gifCredentials: RuleTexts['gifCredentials'] =
  "A GIF address can't contain a username or a password."
export const gifSitePage: RuleTexts['gifSitePage'] =
  'Paste the address of the GIF itself (press and hold the GIF › Copy image address).'
export const gifOffList: RuleTexts['gifOffList'] = (sites) =>
  `The GIF must come from ${listOf(sites, 'or')}.`
export const songUnknownTune: RuleTexts['songUnknownTune'] =
  "There's no tune by that name. Pick one from the list."
export const songEmpty: RuleTexts['songEmpty'] = 'Paste the link to your music file.'
export const songTooLong: RuleTexts['songTooLong'] = (maxChars) =>
  `A music link can be ${maxChars} characters at most.`
export const songBadCharacters: RuleTexts['songBadCharacters'] =
  "This music link has characters that aren't allowed (spaces, < > or quotes)."
export const songNotHttps: RuleTexts['songNotHttps'] = 'A music link must start with https://'
export const songCredentials: RuleTexts['songCredentials'] =
  "A music link can't contain a username or a password."
export const songNoHosts: RuleTexts['songNoHosts'] =
  "This site doesn't take music links, so pick one of the tunes instead."
export const songOffList: RuleTexts['songOffList'] = (sites) =>
  `The music must come from ${listOf(sites, 'or')}.`
export const songNotAudio: RuleTexts['songNotAudio'] = (extensions) =>
  `The link must point to a music file (${extensions.map((ext) => `.${ext}`).join(', ')}).`
export const photoEmpty: RuleTexts['photoEmpty'] =
  'Choose a photo from your device, or paste the address of one.'
export const photoUnreadable: RuleTexts['photoUnreadable'] =
  "This photo can't be read: choose another one."
export const photoTooLong: RuleTexts['photoTooLong'] = (maxChars) =>
  `A photo address can be ${maxChars} characters at most.`
export const photoBadCharacters: RuleTexts['photoBadCharacters'] =
  "This photo address has characters that aren't allowed (spaces, < > or quotes)."
export const photoNotHttps: RuleTexts['photoNotHttps'] = 'A photo address must start with https://'
export const photoCredentials: RuleTexts['photoCredentials'] =
  "A photo address can't contain a username or a password."
export const photoNoHosts: RuleTexts['photoNoHosts'] =
  "This site doesn't take photo addresses: choose a photo from your device."
export const photoSitePage: RuleTexts['photoSitePage'] =
  "That's the address of a page, not of the photo: open the photo, press and hold it › Copy image address (it ends in .jpg or .png)."
export const photoOffList: RuleTexts['photoOffList'] = (sites) =>
  `A photo address must come from ${listOf(sites, 'or')}.`
export const photoOneInLink: RuleTexts['photoOneInLink'] =
  'A link can carry one photo from your device: paste the address of any other.'
export const captionWhat: RuleTexts['captionWhat'] = 'A caption'
export const captionHint: RuleTexts['captionHint'] = 'Write a caption for the photo'
export const memoriesTooMany: RuleTexts['memoriesTooMany'] = (maxCount) =>
  `${maxCount} photos at most.`
export const contactMessenger: RuleTexts['contactMessenger'] =
  'A Messenger username is 5 to 50 letters (no accents), digits or dots, like emma.lee.'
export const contactPhone: RuleTexts['contactPhone'] =
  'A phone number starts with 0 and has 10 or 11 digits (like 0912 345 678), or starts with + and a country code (like +84 912 345 678).'
export const contactEmail: RuleTexts['contactEmail'] = (maxChars) =>
  `That email doesn't look right. It should look like name@gmail.com, with ${maxChars} characters at most.`
