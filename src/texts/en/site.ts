/** The texts of the pages every visitor sees, in English (vi/site.ts says what each is). */
import type { SiteTexts } from '../types.js'

const loveTitle: SiteTexts['loveTitle'] = (name) => `For ${name}, with love`

export const site: SiteTexts = {
  homeTitle: 'Homepage',
  notFoundTitle: '404 Not Found',
  loveTitle,
  occasionTitles: {
    none: loveTitle,
    valentine: (name) => `Happy Valentine's Day, ${name}`,
    'womens-day': (name) => `Happy Women's Day, ${name}`,
    'vn-womens-day': (name) => `Happy Vietnamese Women's Day, ${name}`,
    'mid-autumn': (name) => `Happy Mid-Autumn Festival, ${name}`,
    tet: (name) => `Happy Lunar New Year, ${name}`,
    birthday: (name) => `Happy birthday, ${name}`,
    anniversary: (name) => `Happy anniversary, ${name}`,
  },
  shareTitle: (name) => `For ${name} 💗`,
  toRecipient: (name) => `For ${name}`,
  fromSender: (name) => `From ${name}`,
  createTitle: 'Make a love page',
  sealedTitle: 'A love page waiting for you to open it',
  shareCard: {
    title: 'A heart, just for you',
    description: 'Someone sent you a love note. Open it and see!',
  },
  homeButton: 'Click',
  valentineButton: 'Go on, tap me!',
  invalidLink:
    "This link couldn't be read: part of it may have been cut off on its way. Ask whoever sent it to send it again.",
  reload: 'Reload the page',
  defaultRecipientName: 'Darling',
  defaultLoveLine: 'I love you so much!',
  gifAlts: {
    hug: 'A GIF of a big, tight hug',
    bearKiss: 'A GIF of two bears kissing',
    kiss: 'A GIF of a kiss',
    sweetKiss: 'A GIF of a sweet kiss',
  },
  otherGifAlt: 'A love GIF',
  photoAlt: 'A photo of the two of us',
  opening: {
    label: 'Not open yet',
    day: '{n} day to go',
    days: '{n} days to go',
    hours: '{h} h {m} min to go',
    minutes: '{m} min to go',
    moment: 'Opens at {time} on {date}, your time',
    locale: 'en-GB',
    dateForm: 'long',
    opened: 'The page is open',
  },
}
