// /create's music field's mutants (issue 33, part 3): each removes one behaviour of the `Nhạc`
// choice, its link's checks or the tune preview, and names the browser tests of
// tests/e2e/create-music.e2e.ts that must notice. Run them alone with
// `npm run test:mutants -- music-create-`.

const PICKER = 'src/pages/create/song/SongPicker.tsx'
const PREVIEW = 'src/pages/create/song/useTunePreview.ts'
const FILE_CHECK = 'src/pages/create/song/useSongFileCheck.ts'
const DRAFT = 'src/pages/create/draft/draft.ts'

/** @type {import('./list.mjs').Mutant[]} */
export const musicCreateMutants = [
  {
    name: 'music-create-streaming-not-named',
    removes: 'a streaming site’s link gets the off-list message, not its own naming the site',
    edits: [
      {
        file: 'src/pages/create/song/streamingSites.ts',
        find: '  return streamingMessage(site, sitesOf(audioHosts), create)\n',
        replace: '  return undefined\n',
      },
    ],
    grep: 'each streaming-site link gets its own message',
    project: 'phone',
  },
  {
    name: 'music-create-song-link-unchecked',
    removes: 'the form takes any song link: off-list hosts and non-audio pages make a link',
    edits: [
      {
        file: DRAFT,
        find: 'const errors: DraftErrors = { recipientName, loveLine, gifUrl, songUrl: streaming ?? songUrl }',
        replace: 'const errors: DraftErrors = { recipientName, loveLine, gifUrl }',
      },
    ],
    grep: 'each streaming-site link gets its own message|an off-list host or a page that is not',
    project: 'phone',
  },
  {
    name: 'music-create-no-iphone-warning',
    removes: 'an ogg, opus or wav file gets no warning that older iPhones may not play it',
    edits: [
      {
        file: 'src/pages/create/song/SongLinkField.tsx',
        find: 'const warning = UNSAFE_ON_IPHONE.includes(ext) ?',
        replace: 'const warning = UNSAFE_ON_IPHONE.includes(`${ext}-`) ?',
      },
    ],
    grep: 'an ogg or wav file warns',
    project: 'phone',
  },
  {
    name: 'music-create-load-error-ignored',
    removes: 'a song file that does not open still makes a link, with no message',
    edits: [
      {
        file: 'src/pages/create/useCreateForm.ts',
        find: "file.status === 'failed' ?",
        replace: "file.status === ('never' as string) ?",
      },
    ],
    grep: 'a file whose metadata fails to load',
    project: 'phone',
  },
  {
    name: 'music-create-metadata-never-loaded',
    removes: 'the preview never opens the song file: no length, no load error',
    edits: [{ file: FILE_CHECK, find: '    audio.src = url\n', replace: '' }],
    grep: 'an ogg or wav file warns|a file whose metadata fails to load',
    project: 'phone',
  },
  {
    name: 'music-create-audio-for-any-link',
    removes: 'an audio element is made before any valid link is entered',
    edits: [{ file: FILE_CHECK, find: '    if (!url) return\n', replace: '' }],
    grep: 'each streaming-site link gets its own message|a file whose metadata fails to load',
    project: 'phone',
  },
  {
    name: 'music-create-tune-not-in-link',
    removes: 'the made link forgets the song (v1/v2, no tune)',
    edits: [
      {
        file: DRAFT,
        find: 'return { ...page, ...(song && { song }), ...(photo && { photo }) }',
        replace: 'return { ...page, ...(photo && { photo }) }',
      },
    ],
    grep: 'a link made with a tune opens|a tune picked before the page is live',
    project: 'phone',
  },
  {
    name: 'music-create-prefilled-choice-lost',
    removes: 'a tune picked before the page is live is dropped at hydration',
    edits: [
      {
        file: PICKER,
        find: 'usePrefilledEdits(optionsRef, choose)',
        replace: 'usePrefilledEdits(optionsRef, () => {})',
      },
    ],
    grep: 'a tune picked before the page is live',
    project: 'phone',
  },
  {
    name: 'music-create-preview-line-gone',
    removes: 'the preview does not name the song',
    edits: [
      {
        file: 'src/pages/create/preview/CreatePreview.tsx',
        find: '{songName && <p className="preview-song">',
        replace: '{songName && false && <p className="preview-song">',
      },
    ],
    grep: 'offers none|a link made with a tune opens',
    project: 'phone',
  },
  {
    name: 'music-create-preview-silent',
    removes: 'the tune preview says it plays but plays only its unlocking silence',
    edits: [{ file: PREVIEW, find: '        audio.src = url\n', replace: '' }],
    grep: 'the tune preview sounds on play',
    project: 'phone',
  },
  {
    name: 'music-create-preview-stop-keeps-playing',
    removes: 'stop shows play again but the tune goes on',
    edits: [
      {
        file: PREVIEW,
        find: '    if (audio) {\n      audio.pause()\n      audio.currentTime = 0\n    }\n',
        replace: '',
      },
    ],
    grep: 'the tune preview sounds on play',
    project: 'phone',
  },
  {
    name: 'music-create-preview-outlives-choice',
    removes: 'a new music choice leaves the preview playing',
    edits: [
      {
        file: PICKER,
        find: '    if (preview && value !== tuneChoice(preview.id)) stop()\n',
        replace: '',
      },
    ],
    grep: 'the tune preview sounds on play',
    project: 'phone',
  },
]
