/** A story's words (its lazy chunk), in English. Pure data. */
import type { StoryTexts } from '../types.js'

const plural = new Intl.PluralRules('en')
/** "1 day", "2 days": the word as English says it for `days`. */
const dayWord = (days: number) => (plural.select(days) === 'one' ? 'day' : 'days')

export const story: StoryTexts = {
  stepShort: (index, count) => `${index} / ${count}`,
  stepLong: (index, count) => `Step ${index} of ${count}`,
  back: 'Back',
  next: 'Next',
  tapToGoOn: 'Tap anywhere to carry on',
  answerToGoOn: 'Answer the question to carry on',
  envelopeTo: (name) => `For ${name}`,
  envelopeOpen: 'Open the letter',
  tapToOpen: 'Tap to open your letter',
  tapToShowAll: 'Tap to read it all',
  letterHeading: (name) => `A letter for ${name}`,
  reasonsHeading: (name) => `Why I love you, ${name}`,
  tapForMore: 'Tap for the next reason',
  memoriesHeading: (name) => `Our memories, ${name}`,
  tapForNextPhoto: 'Tap for the next photo',
  daysHeadings: {
    none: 'Our days',
    valentine: 'This Valentine’s, I counted',
    'womens-day': 'Every day with you',
    'vn-womens-day': 'Every day with you',
    'mid-autumn': 'Under a full moon, I counted',
    tet: 'A new year, and I counted',
    birthday: 'Your birthday, and I counted',
    anniversary: 'Our anniversary',
  },
  daysTogether: (count, days) => `${count} ${dayWord(days)} together`,
  daysMarried: (count, days) => `${count} ${dayWord(days)} married`,
  daysUntil: (count, days, day) => `${count} ${dayWord(days)} until ${day}`,
  firstDayTogether: 'Today is our very first day',
  firstDayMarried: 'Today is our first day married',
  dayIsToday: (day) => `Today is ${day}!`,
  since: (day) => `Since ${day}`,
}
