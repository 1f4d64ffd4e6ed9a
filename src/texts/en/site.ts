/** The texts of the pages every visitor sees, in English (vi/site.ts says what each is). */
import type { SiteTexts } from '../types.js'

export const homeTitle: SiteTexts['homeTitle'] = 'Homepage'
export const notFoundTitle: SiteTexts['notFoundTitle'] = '404 Not Found'
export const loveTitle: SiteTexts['loveTitle'] = (name) => `For ${name}, with love`
export const occasionTitles: SiteTexts['occasionTitles'] = {
  none: loveTitle,
  valentine: (name) => `Happy Valentine's Day, ${name}`,
  'womens-day': (name) => `Happy Women's Day, ${name}`,
  'vn-womens-day': (name) => `Happy Vietnamese Women's Day, ${name}`,
  'mid-autumn': (name) => `Happy Mid-Autumn Festival, ${name}`,
  tet: (name) => `Happy Lunar New Year, ${name}`,
  birthday: (name) => `Happy birthday, ${name}`,
  anniversary: (name) => `Happy anniversary, ${name}`,
}
export const shareTitle: SiteTexts['shareTitle'] = (name) => `For ${name} 💗`
export const toRecipient: SiteTexts['toRecipient'] = (name) => `For ${name}`
export const fromSender: SiteTexts['fromSender'] = (name) => `From ${name}`
export const createTitle: SiteTexts['createTitle'] = 'Make a love page'
export const sealedTitle: SiteTexts['sealedTitle'] = 'A love page waiting for you to open it'
export const shareCard: SiteTexts['shareCard'] = {
  title: 'A heart, just for you',
  description: 'Someone sent you a love note. Open it and see!',
}
export const homeButton: SiteTexts['homeButton'] = 'Click'
export const valentineButton: SiteTexts['valentineButton'] = 'Go on, tap me!'
export const invalidLink: SiteTexts['invalidLink'] =
  "This link couldn't be read: part of it may have been cut off on its way. Ask whoever sent it to send it again."
export const reload: SiteTexts['reload'] = 'Reload the page'
export const defaultRecipientName: SiteTexts['defaultRecipientName'] = 'Darling'
export const defaultLoveLine: SiteTexts['defaultLoveLine'] = 'I love you so much!'
export const gifAlts: SiteTexts['gifAlts'] = {
  hug: 'A GIF of a big, tight hug',
  bearKiss: 'A GIF of two bears kissing',
  kiss: 'A GIF of a kiss',
  sweetKiss: 'A GIF of a sweet kiss',
}
export const otherGifAlt: SiteTexts['otherGifAlt'] = 'A love GIF'
export const photoAlt: SiteTexts['photoAlt'] = 'A photo of the two of us'
export const opening: SiteTexts['opening'] = {
  label: 'Not open yet',
  day: '{n} day to go',
  days: '{n} days to go',
  hours: '{h} h {m} min to go',
  minutes: '{m} min to go',
  moment: 'Opens at {time} on {date}, your time',
  locale: 'en-GB',
  dateForm: 'long',
  opened: 'The page is open',
}
