/** What the build writes in the pages' heads, in English (vi/head.ts says what each is). */
import { site } from './site.js'
import type { HeadTexts } from '../types.js'

export const head: HeadTexts = {
  locale: 'en_GB',
  createDescription:
    'Write their name and a few loving words, pick a GIF, and send it all in one link.',
  occasionCards: {
    none: site.shareCard,
    valentine: {
      title: 'A Valentine, just for you',
      description: "Someone sent you a Valentine's Day love note. Open it and see!",
    },
    'womens-day': {
      title: "A Women's Day wish, just for you",
      description: "Someone sent you a note for International Women's Day. Open it and see!",
    },
    'vn-womens-day': {
      title: "A Vietnamese Women's Day wish, just for you",
      description: "Someone sent you a note for Vietnamese Women's Day. Open it and see!",
    },
    'mid-autumn': {
      title: 'A Mid-Autumn wish, just for you',
      description: 'Someone sent you a love note under the full moon. Open it and see!',
    },
    tet: {
      title: 'A New Year wish, just for you',
      description: 'Someone sent you a love note for the Lunar New Year. Open it and see!',
    },
    birthday: {
      title: 'A birthday wish, just for you',
      description: 'Someone sent you a birthday note. Open it and see!',
    },
    anniversary: {
      title: 'An anniversary heart, just for you',
      description: 'Someone sent you a love note for your anniversary. Open it and see!',
    },
  },
  ogImageAlt: 'Pink hearts floating up over a soft pink background',
}
