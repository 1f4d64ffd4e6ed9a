/** A story's words (its lazy chunk), in English. Pure data. */
import type { StoryTexts } from '../types.js'

export const stepShort: StoryTexts['stepShort'] = (index, count) => `${index} / ${count}`
export const stepLong: StoryTexts['stepLong'] = (index, count) => `Step ${index} of ${count}`
export const back: StoryTexts['back'] = 'Back'
export const next: StoryTexts['next'] = 'Next'
export const tapToGoOn: StoryTexts['tapToGoOn'] = 'Tap anywhere to carry on'
export const answerToGoOn: StoryTexts['answerToGoOn'] = 'Answer the question to carry on'
export const envelopeTo: StoryTexts['envelopeTo'] = (name) => `For ${name}`
export const envelopeOpen: StoryTexts['envelopeOpen'] = 'Open the letter'
export const tapToOpen: StoryTexts['tapToOpen'] = 'Tap to open your letter'
export const tapToShowAll: StoryTexts['tapToShowAll'] = 'Tap to read it all'
export const letterHeading: StoryTexts['letterHeading'] = (name) => `A letter for ${name}`
export const reasonsHeading: StoryTexts['reasonsHeading'] = (name) => `Why I love you, ${name}`
export const tapForMore: StoryTexts['tapForMore'] = 'Tap for the next reason'
export const memoriesHeading: StoryTexts['memoriesHeading'] = (name) => `Our memories, ${name}`
export const tapForNextPhoto: StoryTexts['tapForNextPhoto'] = 'Tap for the next photo'
export const daysHeadings: StoryTexts['daysHeadings'] = {
  none: 'Our days',
  valentine: 'This Valentine’s, I counted',
  'womens-day': 'Every day with you',
  'vn-womens-day': 'Every day with you',
  'mid-autumn': 'Under a full moon, I counted',
  tet: 'A new year, and I counted',
  birthday: 'Your birthday, and I counted',
  anniversary: 'Our anniversary',
}
const plural = new Intl.PluralRules('en')
/** "1 day", "2 days": the word as English says it for `days`. */
const dayWord = (days: number) => (plural.select(days) === 'one' ? 'day' : 'days')
export const daysTogether: StoryTexts['daysTogether'] = (count, days) =>
  `${count} ${dayWord(days)} together`
export const daysMarried: StoryTexts['daysMarried'] = (count, days) =>
  `${count} ${dayWord(days)} married`
export const daysUntil: StoryTexts['daysUntil'] = (count, days, day) =>
  `${count} ${dayWord(days)} until ${day}`
export const firstDayTogether: StoryTexts['firstDayTogether'] = 'Today is our very first day'
export const firstDayMarried: StoryTexts['firstDayMarried'] = 'Today is our first day married'
export const dayIsToday: StoryTexts['dayIsToday'] = (day) => `Today is ${day}!`
export const since: StoryTexts['since'] = (day) => `Since ${day}`
