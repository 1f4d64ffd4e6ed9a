/** What the rules say when a value breaks one, in English (vi/rules.ts says what each is). */
import type { RuleTexts } from '../types.js'
import { listOf } from './list.js'

export const rules: RuleTexts = {
  textEmpty: (hint, maxChars) => `${hint}, 1 to ${maxChars} characters.`,
  textOneLine: (what) =>
    `${what} must fit on one line, with no line breaks, tabs or control characters.`,
  textMarkup: (what) => `${what} can't contain HTML tags (like <b> or <script>).`,
  textTooLong: (what, maxChars, count) =>
    `${what} can be ${maxChars} characters at most (it has ${count}).`,
  nameWhat: 'Their name',
  nameHint: 'Enter their name',
  lineWhat: 'Your love note',
  lineHint: 'Write your love note',
  questionWhat: 'Your question',
  questionHint: 'Write your question',
  letterWhat: 'Your letter',
  letterHint: 'Write your letter',
  letterCharacters: 'A letter holds words and lines only: no tabs or control characters.',
  reasonWhat: 'A reason',
  reasonHint: 'Write a reason',
  reasonsTooMany: (maxCount) => `${maxCount} reasons at most.`,
  dayNotReal: 'Pick a day that is on the calendar.',
  gifEmpty: 'Pick a GIF, or paste the address of one.',
  gifTooLong: (maxChars) => `A GIF address can be ${maxChars} characters at most.`,
  gifBadCharacters: "This GIF address has characters that aren't allowed (spaces, < > or quotes).",
  gifNotHttps: 'A GIF address must start with https://',
  gifCredentials: "A GIF address can't contain a username or a password.",
  gifSitePage: 'Paste the address of the GIF itself (press and hold the GIF › Copy image address).',
  gifOffList: (sites) => `The GIF must come from ${listOf(sites, 'or')}.`,
  songUnknownTune: "There's no tune by that name. Pick one from the list.",
  songEmpty: 'Paste the link to your music file.',
  songTooLong: (maxChars) => `A music link can be ${maxChars} characters at most.`,
  songBadCharacters: "This music link has characters that aren't allowed (spaces, < > or quotes).",
  songNotHttps: 'A music link must start with https://',
  songCredentials: "A music link can't contain a username or a password.",
  songNoHosts: "This site doesn't take music links, so pick one of the tunes instead.",
  songOffList: (sites) => `The music must come from ${listOf(sites, 'or')}.`,
  songNotAudio: (extensions) =>
    `The link must point to a music file (${extensions.map((ext) => `.${ext}`).join(', ')}).`,
  photoEmpty: 'Choose a photo from your device, or paste the address of one.',
  photoUnreadable: "This photo can't be read: choose another one.",
  photoTooLong: (maxChars) => `A photo address can be ${maxChars} characters at most.`,
  photoBadCharacters:
    "This photo address has characters that aren't allowed (spaces, < > or quotes).",
  photoNotHttps: 'A photo address must start with https://',
  photoCredentials: "A photo address can't contain a username or a password.",
  photoNoHosts: "This site doesn't take photo addresses: choose a photo from your device.",
  photoSitePage:
    "That's the address of a page, not of the photo: open the photo, press and hold it › Copy image address (it ends in .jpg or .png).",
  photoOffList: (sites) => `A photo address must come from ${listOf(sites, 'or')}.`,
  photoOneInLink: 'A link can carry one photo from your device: paste the address of any other.',
  captionWhat: 'A caption',
  captionHint: 'Write a caption for the photo',
  memoriesTooMany: (maxCount) => `${maxCount} photos at most.`,
  contactMessenger:
    'A Messenger username is 5 to 50 letters (no accents), digits or dots, like emma.lee.',
  contactPhone:
    'A phone number starts with 0 and has 10 or 11 digits (like 0912 345 678), or starts with + and a country code (like +84 912 345 678).',
  contactEmail: (maxChars) =>
    `That email doesn't look right. It should look like name@gmail.com, with ${maxChars} characters at most.`,
}
