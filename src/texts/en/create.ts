/** /create's texts in English (vi/create.ts says what each is). */
import { listOf } from './list.js'
import { defaultLoveLine } from './site.js'
import type { CreateTexts } from '../types.js'

export const lead: CreateTexts['lead'] =
  'Write their name and a few loving words, pick a GIF, add music and a question if you like, then send the link. Nothing to install.'
export const nameLabel: CreateTexts['nameLabel'] = 'Their name'
export const namePlaceholder: CreateTexts['namePlaceholder'] = 'Emma'
export const lineLabel: CreateTexts['lineLabel'] = 'Your love note'
export const linePlaceholder: CreateTexts['linePlaceholder'] = 'I love you so much!'
export const charCount: CreateTexts['charCount'] = (count, maxChars) =>
  `${count}/${maxChars} characters`
export const privacy: CreateTexts['privacy'] =
  "What you write stays in the link. It's never sent to a server."
export const submit: CreateTexts['submit'] = 'Make the link'
export const linkTooLong: CreateTexts['linkTooLong'] = (maxChars) =>
  `The link would be over ${maxChars.toLocaleString('en')} characters long. Try a shorter note or name.`
export const languageNav: CreateTexts['languageNav'] = 'Language'
export const languageOfferQuestion: CreateTexts['languageOfferQuestion'] = 'Prefer English?'
export const languageOfferLink: CreateTexts['languageOfferLink'] = 'Make your page in English'
export const pageLanguageLegend: CreateTexts['pageLanguageLegend'] = 'Page language'
export const pageLanguageHint: CreateTexts['pageLanguageHint'] =
  'The page they open will be in this language.'
export const occasionLegend: CreateTexts['occasionLegend'] = 'Occasion'
export const occasionHint: CreateTexts['occasionHint'] =
  'Each occasion has its own colours and suggests a love note.'
export const occasionNames: CreateTexts['occasionNames'] = {
  none: 'No occasion',
  valentine: "Valentine's Day",
  'womens-day': "Women's Day (8 Mar)",
  'vn-womens-day': "Vietnamese Women's Day (20 Oct)",
  'mid-autumn': 'Mid-Autumn Festival',
  tet: 'Tết (Lunar New Year)',
  birthday: 'Birthday',
  anniversary: 'Anniversary',
}
export const occasionLines: CreateTexts['occasionLines'] = {
  none: defaultLoveLine,
  valentine: "This Valentine's Day and every day after, all I want is you.",
  'womens-day': "Happy Women's Day to the woman who makes my whole world brighter!",
  'vn-womens-day': "Happy Vietnamese Women's Day! You make every single day more beautiful.",
  'mid-autumn': "The moon is full tonight, but you're still the brightest thing in my sky.",
  tet: "Happy New Year! Here's to another year of luck, joy and us.",
  birthday: "Happy birthday, my love! I'm so lucky I get to celebrate you.",
  anniversary: "Thank you for every day we've shared. I love you more every year.",
}
export const gifLegend: CreateTexts['gifLegend'] = 'GIF'
export const gifUrlLabel: CreateTexts['gifUrlLabel'] = 'Or paste a GIF address (https://…)'
export const gifHosts: CreateTexts['gifHosts'] = (sites) =>
  `Works with GIFs from ${listOf(sites, 'and')}.`
export const gifChosenAlt: CreateTexts['gifChosenAlt'] = 'The GIF you picked'
export const questionLegend: CreateTexts['questionLegend'] = 'Ask them something (optional)'
export const questionLabel: CreateTexts['questionLabel'] = 'Your question'
export const questionPlaceholder: CreateTexts['questionPlaceholder'] = 'Will you be mine?'
export const questionContactHint: CreateTexts['questionContactHint'] =
  "Where should their answer go? Fill in one of these, or leave them empty and they'll send it their own way."
export const questionMessengerLabel: CreateTexts['questionMessengerLabel'] = 'Messenger username'
export const questionMessengerPlaceholder: CreateTexts['questionMessengerPlaceholder'] = 'emma.lee'
export const questionPhoneLabel: CreateTexts['questionPhoneLabel'] = 'Zalo or phone number'
export const questionPhonePlaceholder: CreateTexts['questionPhonePlaceholder'] = '0912 345 678'
export const questionEmailLabel: CreateTexts['questionEmailLabel'] = 'Email'
export const questionEmailPlaceholder: CreateTexts['questionEmailPlaceholder'] = 'name@gmail.com'
export const questionOneContact: CreateTexts['questionOneContact'] =
  'One way to reach you is enough, so leave this one empty.'
export const questionNeedsQuestion: CreateTexts['questionNeedsQuestion'] =
  'This is where their answer to your question goes, so write a question above first.'
export const previewTitle: CreateTexts['previewTitle'] = 'Preview'
export const previewEmptyLine: CreateTexts['previewEmptyLine'] = 'Your love note'
export const previewYes: CreateTexts['previewYes'] = 'Yes'
export const previewNo: CreateTexts['previewNo'] = 'No'
export const musicLegend: CreateTexts['musicLegend'] = 'Music'
export const musicNone: CreateTexts['musicNone'] = 'No music'
export const musicLink: CreateTexts['musicLink'] = 'Paste a link to a music file'
export const musicUrlLabel: CreateTexts['musicUrlLabel'] = 'Music file link (https://…)'
export const musicUrlExampleFile: CreateTexts['musicUrlExampleFile'] = 'song.mp3'
export const musicHosts: CreateTexts['musicHosts'] = (sites) =>
  `Works with .mp3, .m4a and .aac files from ${listOf(sites, 'and')}. The music starts when they tap the page.`
export const musicNoHosts: CreateTexts['musicNoHosts'] = 'This site only plays the tunes above.'
export const musicIphoneWarning: CreateTexts['musicIphoneWarning'] = (ext) =>
  `Older iPhones may not play .${ext} files, so .mp3 or .m4a is safer.`
export const musicLoading: CreateTexts['musicLoading'] = 'Opening the music file…'
export const musicLoaded: CreateTexts['musicLoaded'] = (duration) =>
  `Music file ready (${duration}).`
export const musicLoadError: CreateTexts['musicLoadError'] =
  "This music file won't open. Make sure the link opens in a browser and the file is still there, or pick one of the tunes."
export const musicPlay: CreateTexts['musicPlay'] = (tune) => `Listen to ${tune}`
export const musicPlayText: CreateTexts['musicPlayText'] = 'Listen'
export const musicStopText: CreateTexts['musicStopText'] = 'Stop'
export const musicLoadingText: CreateTexts['musicLoadingText'] = 'Loading…'
export const musicPreviewFailed: CreateTexts['musicPreviewFailed'] =
  "This tune couldn't play. Please try again."
export const musicPreviewLine: CreateTexts['musicPreviewLine'] = (song) => `♪ ${song}`
export const musicFileSong: CreateTexts['musicFileSong'] = 'Your music'
export const musicTunes: CreateTexts['musicTunes'] = {
  'fur-elise': 'Für Elise – Beethoven',
  'canon-in-d': 'Canon in D – Pachelbel',
  'beo-dat-may-troi': 'Bèo dạt mây trôi – a folk song from northern Vietnam',
}
export const streamingWhy: CreateTexts['streamingWhy'] = (site) =>
  `${site} links can't play on the page. They open ${site}'s own player, not a music file, and ${site} doesn't let other sites play its songs.`
export const streamingInsteadUpload: CreateTexts['streamingInsteadUpload'] = (sites) =>
  `Pick one of the tunes above, or upload the song's mp3 to ${listOf(sites, 'or')} and paste the link to the file itself, ending in .mp3.`
export const streamingInsteadTune: CreateTexts['streamingInsteadTune'] =
  'Pick one of the tunes above.'
export const resultTitle: CreateTexts['resultTitle'] = 'Your link is ready'
export const resultLinkLabel: CreateTexts['resultLinkLabel'] = 'Link'
export const resultCopyLinkLabel: CreateTexts['resultCopyLinkLabel'] = 'Copy the link'
export const resultValentineLabel: CreateTexts['resultValentineLabel'] = 'Valentine page link'
export const resultCopyValentineLabel: CreateTexts['resultCopyValentineLabel'] =
  'Copy the Valentine link'
export const resultCopy: CreateTexts['resultCopy'] = 'Copy'
export const resultCopied: CreateTexts['resultCopied'] = 'Copied!'
export const resultCopyFailed: CreateTexts['resultCopyFailed'] =
  "Couldn't copy the link. It's selected, so you can copy it yourself."
export const resultShare: CreateTexts['resultShare'] = 'Share'
export const resultShareFailed: CreateTexts['resultShareFailed'] =
  "Couldn't share it. Copy the link instead."
export const resultOpen: CreateTexts['resultOpen'] = 'Try it'
export const resultQrAlt: CreateTexts['resultQrAlt'] = 'QR code of the link'
export const resultQrCaption: CreateTexts['resultQrCaption'] =
  'Scan it to open the page, or print it on a card.'
export const resultQrDownload: CreateTexts['resultQrDownload'] = 'Download the QR code (PNG)'
export const resultQrFileName: CreateTexts['resultQrFileName'] = 'love-page-qr.png'
