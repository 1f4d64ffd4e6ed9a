/** /create's texts in English (vi/create.ts says what each is). */
import { listOf } from './list.js'
import { defaultLoveLine } from './site.js'
import { fullPercent } from '../fullPercent.js'
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
  "What you write travels in the link itself, never sent to this site's server; anyone who has the link can see it."
export const submit: CreateTexts['submit'] = 'Make the link'
export const lockToggle: CreateTexts['lockToggle'] = 'Lock the page'
export const lockWhat: CreateTexts['lockWhat'] =
  'A lock is a curtain against curious eyes, not a safe: anyone with the link can try answers on their own device.'
export const lockNeedsHttps: CreateTexts['lockNeedsHttps'] =
  'Locking a page works only when this page is open at a secure (https) address.'
export const lockQuestionLabel: CreateTexts['lockQuestionLabel'] = 'Lock question'
export const lockQuestionPlaceholder: CreateTexts['lockQuestionPlaceholder'] =
  'Where did we first meet?'
export const lockQuestionWhat: CreateTexts['lockQuestionWhat'] = 'The lock question'
export const lockQuestionHint: CreateTexts['lockQuestionHint'] = 'Write the lock question'
export const lockAnswerLabel: CreateTexts['lockAnswerLabel'] = 'Answer'
export const lockAnswerPlaceholder: CreateTexts['lockAnswerPlaceholder'] = 'Da Lat'
export const lockAnswerEmpty: CreateTexts['lockAnswerEmpty'] =
  'Write the answer: they need it to open the page.'
export const lockAnswerNoLetters: CreateTexts['lockAnswerNoLetters'] =
  'The answer needs at least one letter or digit (punctuation and emoji don’t count).'
export const lockAnswerTooLong: CreateTexts['lockAnswerTooLong'] = (maxChars, count) =>
  `The answer can be at most ${maxChars} characters (it has ${count}).`
export const lockMatching: CreateTexts['lockMatching'] = (examples) =>
  `Typing ${listOf(
    examples.map((example) => `'${example}'`),
    'or',
  )} all open it: accents, capitals and spaces don’t matter.`
export const lockMatchingRule: CreateTexts['lockMatchingRule'] =
  'Accents, capitals and spaces don’t matter when it is opened.'
export const lockAnswerAdvice: CreateTexts['lockAnswerAdvice'] =
  'Pick something only you two know that is not on your profiles: a private nickname, a place, a dish… Not a birthday or a name everyone knows.'
export const lockAnswerNotKept: CreateTexts['lockAnswerNotKept'] =
  'The answer is not kept on this device: after a reload, type it again.'
export const lockSealing: CreateTexts['lockSealing'] = 'Locking the page…'
export const lockSealFailed: CreateTexts['lockSealFailed'] =
  'This browser could not lock the page. Please try again.'
export const resultLocked: CreateTexts['resultLocked'] = (question) =>
  `The page is locked: they need to answer “${question}” to open it.`
export const editLinkSealed: CreateTexts['editLinkSealed'] =
  'A locked link can’t be edited here: open it with its answer to see it, then change your draft on this device and make a new link.'
export const draftKept: CreateTexts['draftKept'] =
  'Your draft is kept on this device only (never sent anywhere), so a reload keeps it.'
export const draftRestart: CreateTexts['draftRestart'] = 'Start again'
export const draftRestarted: CreateTexts['draftRestarted'] = 'Draft cleared.'
export const draftUndo: CreateTexts['draftUndo'] = 'Undo'
export const draftFromLink: CreateTexts['draftFromLink'] = 'The page from the link is open to edit.'
export const draftBackToSaved: CreateTexts['draftBackToSaved'] = 'Back to my earlier draft'
export const draftOtherTab: CreateTexts['draftOtherTab'] = 'Another tab just saved a newer draft.'
export const draftTakeOther: CreateTexts['draftTakeOther'] = 'Use that one'
export const draftKeepMine: CreateTexts['draftKeepMine'] = 'Keep this one'
export const draftPhotoNotKept: CreateTexts['draftPhotoNotKept'] =
  'No room on this device for this photo: after a reload only the words stay, so pick it again.'
export const editLinkLabel: CreateTexts['editLinkLabel'] = 'Paste a link you made to edit it'
export const editLinkOpen: CreateTexts['editLinkOpen'] = 'Open to edit'
export const editLinkInvalid: CreateTexts['editLinkInvalid'] =
  'This link does not open: paste the whole link, from start to end.'
export const editNewLink: CreateTexts['editNewLink'] =
  'Your changes make a new link; the old link still shows the old page.'
export const resultEdit: CreateTexts['resultEdit'] = 'Edit this page'
export const linkTooLong: CreateTexts['linkTooLong'] = (maxChars) =>
  `The link would be over ${maxChars.toLocaleString('en')} characters long. Try a shorter note or name.`
export const languageNav: CreateTexts['languageNav'] = 'Language'
export const languageOfferQuestion: CreateTexts['languageOfferQuestion'] = 'Prefer English?'
export const languageOfferLink: CreateTexts['languageOfferLink'] = 'Make your page in English'
export const pageLanguageLegend: CreateTexts['pageLanguageLegend'] = 'Page language'
export const pageLanguageHint: CreateTexts['pageLanguageHint'] =
  'The page they open will be in this language.'
export const voiceLegend: CreateTexts['voiceLegend'] = 'How do you call each other?'
export const voiceHint: CreateTexts['voiceHint'] =
  'The page’s own words (headings, replies, suggestions) speak this way; yours stay as you wrote them.'
export const senderLabel: CreateTexts['senderLabel'] = 'Your name (optional)'
export const senderPlaceholder: CreateTexts['senderPlaceholder'] = 'Sam'
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
export const questionPhoneLabel: CreateTexts['questionPhoneLabel'] = 'Phone number'
export const questionGoesToStory: CreateTexts['questionGoesToStory'] =
  'Your page tells a story: this question will be its last step, right before your page.'
export const questionNoStepLeft: CreateTexts['questionNoStepLeft'] = (maxSteps) =>
  `The story already has ${maxSteps} steps, so there's no room for this question: remove a step, or leave the question empty.`
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
export const resultValentineLabel: CreateTexts['resultValentineLabel'] = 'Button-only page link'
export const resultCopyValentineLabel: CreateTexts['resultCopyValentineLabel'] =
  'Copy the button-only page link'
export const resultValentineNote: CreateTexts['resultValentineNote'] =
  'A smaller page to tease them first: no note and no photo, only a button to tap and send hearts flying (their name is in the page title).'
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
export const storyLegend: CreateTexts['storyLegend'] = 'Tell a story (optional)'
export const storyHint: CreateTexts['storyHint'] = (maxSteps) =>
  `Add up to ${maxSteps} steps for them to open one by one: a letter, the reasons you love them, your days together, a question, photos of your memories. Your page itself (the love note, the GIF and the hearts) is always the last screen.`
export const storyAdd: CreateTexts['storyAdd'] = {
  letter: 'Add a letter',
  reasons: 'Add reasons',
  days: 'Add your days together',
  question: 'Add a question',
  memories: 'Add memories',
}
export const storyAddGroup: CreateTexts['storyAddGroup'] = 'Add a step'
export const storyFull: CreateTexts['storyFull'] = (maxSteps) =>
  `That's ${maxSteps} steps, as many as a story holds. Remove one to add another.`
export const stepNames: CreateTexts['stepNames'] = {
  letter: 'Letter',
  reasons: 'Reasons',
  days: 'Your days together',
  question: 'Question',
  memories: 'Memories',
}
export const stepTitle: CreateTexts['stepTitle'] = (position, name) => `Step ${position}: ${name}`
export const stepUpText: CreateTexts['stepUpText'] = 'Up'
export const stepDownText: CreateTexts['stepDownText'] = 'Down'
export const stepRemoveText: CreateTexts['stepRemoveText'] = 'Remove'
export const stepMoveUp: CreateTexts['stepMoveUp'] = (position, name) =>
  `Move step ${position} (${name}) up`
export const stepMoveDown: CreateTexts['stepMoveDown'] = (position, name) =>
  `Move step ${position} (${name}) down`
export const stepRemove: CreateTexts['stepRemove'] = (position, name) =>
  `Remove step ${position} (${name})`
export const stepMoved: CreateTexts['stepMoved'] = (name, position) =>
  `${name} is now step ${position}.`
export const stepRemoved: CreateTexts['stepRemoved'] = (name) => `Removed the “${name}” step.`
export const storyLastScreen: CreateTexts['storyLastScreen'] =
  'Last screen: your page, with the love note, the GIF and the hearts.'
export const letterLabel: CreateTexts['letterLabel'] = 'Your letter'
export const letterPlaceholder: CreateTexts['letterPlaceholder'] =
  'My love,\nthere are a few things I want to tell you…'
export const reasonLabel: CreateTexts['reasonLabel'] = (position) => `Reason ${position}`
export const reasonPlaceholder: CreateTexts['reasonPlaceholder'] = 'The way you laugh'
export const reasonAdd: CreateTexts['reasonAdd'] = 'Add a reason'
export const reasonRemove: CreateTexts['reasonRemove'] = (position) => `Remove reason ${position}`
export const reasonsCount: CreateTexts['reasonsCount'] = (count, maxCount) =>
  `${count}/${maxCount} reasons`
export const daysDateLabel: CreateTexts['daysDateLabel'] = 'The date'
export const daysWhatLegend: CreateTexts['daysWhatLegend'] = 'Count the days'
export const daysKinds: CreateTexts['daysKinds'] = {
  together: 'Together since this day',
  married: 'Married since this day',
  until: 'Counting down to this day',
}
export const storyQuestionPlaceholder: CreateTexts['storyQuestionPlaceholder'] =
  'Dinner on Saturday?'
export const storyContactLabel: CreateTexts['storyContactLabel'] = 'How they answer you'
export const storyContactNone: CreateTexts['storyContactNone'] = 'Any way they like'
export const linkLength: CreateTexts['linkLength'] = (chars, maxChars) =>
  `The link is ${fullPercent(chars, maxChars)}% full`
export const linkTooLongForQr: CreateTexts['linkTooLongForQr'] =
  "The link still opens, but it's now too long for a QR code: send the link itself."
export const linkMayBeCut: CreateTexts['linkMayBeCut'] =
  'The link is now long enough that some messaging apps may cut it. Send it to yourself first to check.'
export const storyTooLong: CreateTexts['storyTooLong'] =
  'The story is longer than one link can carry. Shorten the letter, drop a few reasons or remove a step.'
export const storyTooHeavy: CreateTexts['storyTooHeavy'] =
  'The link would carry more words than a page can read (each emoji takes a lot of room). Shorten the letter, drop a few reasons or remove a step.'
export const linkTooHeavy: CreateTexts['linkTooHeavy'] =
  'The link would carry more words than a page can read (emoji and stacked marks take a lot of room). Try a shorter note or name.'
export const stepTakesMost: CreateTexts['stepTakesMost'] = (position, name) =>
  `Step ${position} (${name}) takes the most room.`
export const linkUnreadable: CreateTexts['linkUnreadable'] =
  "This link would not open as you wrote it, so it wasn't made. Shorten it or use fewer emoji, then try again."
export const resultQrTooLong: CreateTexts['resultQrTooLong'] = (maxChars) =>
  `This link is over ${maxChars.toLocaleString('en')} characters, too long for a QR code that scans. Send the link itself, or remove a step or two if you need a code.`
export const memoryLegend: CreateTexts['memoryLegend'] = (position) => `Photo ${position}`
export const memoryUseLinkPhoto: CreateTexts['memoryUseLinkPhoto'] =
  'Use the photo from your device, chosen under “A photo of you two”'
export const memoryPhotoLabel: CreateTexts['memoryPhotoLabel'] = 'Photo address'
export const memoryCaptionLabel: CreateTexts['memoryCaptionLabel'] = 'Caption'
export const memoryCaptionPlaceholder: CreateTexts['memoryCaptionPlaceholder'] =
  'Our first trip, to the sea'
export const memoryAdd: CreateTexts['memoryAdd'] = 'Add a photo'
export const memoryRemove: CreateTexts['memoryRemove'] = (position) => `Remove photo ${position}`
export const memoriesCount: CreateTexts['memoriesCount'] = (count, maxCount) =>
  `${count}/${maxCount} photos`
export const photoLegend: CreateTexts['photoLegend'] = 'A photo of you two (optional)'
export const photoNone: CreateTexts['photoNone'] = 'No photo'
export const photoFromDevice: CreateTexts['photoFromDevice'] = 'From your device'
export const photoByAddress: CreateTexts['photoByAddress'] = 'Paste its address'
export const photoChoose: CreateTexts['photoChoose'] = 'Choose a photo'
export const photoChooseAnother: CreateTexts['photoChooseAnother'] = 'Choose another photo'
export const photoReading: CreateTexts['photoReading'] = 'Opening the photo…'
export const photoNotImage: CreateTexts['photoNotImage'] =
  "This file doesn't open as a photo: choose another one (JPEG or PNG)."
export const photoFrameLabel: CreateTexts['photoFrameLabel'] = 'Square photo frame'
export const photoFrameHint: CreateTexts['photoFrameHint'] =
  'Drag to move the photo, pinch or scroll to zoom. With a keyboard: the arrow keys move it, + and − zoom.'
export const photoZoom: CreateTexts['photoZoom'] = 'Zoom'
export const photoMade: CreateTexts['photoMade'] =
  'The photo is made small enough to travel inside the link. No location, camera or date left in it.'
export const photoNoRoom: CreateTexts['photoNoRoom'] =
  'The link is already too long to carry a photo: shorten the letter, remove a step, or paste a photo address.'
export const photoUrlLabel: CreateTexts['photoUrlLabel'] = "The photo's address"
export const photoHosts: CreateTexts['photoHosts'] = (sites) =>
  `Photos from ${listOf(sites, 'or')}.`
export const photoLoadError: CreateTexts['photoLoadError'] =
  'No photo opens at this address: check it, or choose a photo from your device.'
export const photoPlaceLegend: CreateTexts['photoPlaceLegend'] = 'Where the photo goes'
export const photoPlaces: CreateTexts['photoPlaces'] = {
  gif: 'Instead of the GIF',
  beside: 'Beside the GIF',
}
export const photoPrivacy: CreateTexts['photoPrivacy'] =
  "A photo from your device travels in the link itself, never sent to this site's server; anyone who has the link can see it. A photo by address comes from its host, which sees who opens the page."
export const previewOpen: CreateTexts['previewOpen'] = 'Preview'
export const previewClose: CreateTexts['previewClose'] = 'Back to the form'
export const previewDialog: CreateTexts['previewDialog'] = 'Preview of the page as they will see it'
export const howToSummary: CreateTexts['howToSummary'] = 'How it works'
export const howToSteps: CreateTexts['howToSteps'] = [
  'Write their name and your words.',
  'Pick the occasion, a GIF or your own photo, and a song.',
  'If you like, add a story: a letter, reasons, your days, memories, a question.',
  'Press “Preview” to walk through the page as they will see it.',
  'Press “Make the link”, then copy it, share it or show its QR code, and send it in Messenger or Zalo.',
]
export const howToPrivacy: CreateTexts['howToPrivacy'] =
  'The whole page travels inside the link: nothing is stored on a server, and anyone with the link can open it. Your draft stays on this device.'
export const openingLegend: CreateTexts['openingLegend'] = 'Open it on a day (optional)'
export const openingDayLabel: CreateTexts['openingDayLabel'] = 'Opens on'
export const openingTimeLabel: CreateTexts['openingTimeLabel'] = 'At'
export const openingHint: CreateTexts['openingHint'] =
  'Leave it empty and it opens at once. The time is yours: it opens at the same moment wherever they are; until then they only see a countdown.'
export const openingCurtain: CreateTexts['openingCurtain'] =
  'This too is only a curtain: the words are in the link, and changing a device’s clock opens it early.'
export const openingClear: CreateTexts['openingClear'] = 'Remove the day'
export const openingInvalid: CreateTexts['openingInvalid'] =
  'That day or time doesn’t exist: have another look.'
export const openingOutOfRange: CreateTexts['openingOutOfRange'] = 'Pick a day from 2024 to 2100.'
export const openingPast: CreateTexts['openingPast'] =
  'That moment has passed: pick one still to come.'
export const openingPreviewNote: CreateTexts['openingPreviewNote'] = (moment) =>
  `The page once open. ${moment}`
