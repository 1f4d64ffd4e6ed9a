// The song's mutants (issue 33), listed in list.mjs: each removes one behaviour of the song on
// the pages a visitor opens, and names the browser tests (tests/e2e/music.e2e.ts) that must
// notice by the sound itself. Run them alone with `npm run test:mutants -- song-`.

const LOVE = 'src/pages/LovePage.tsx'
const USE_SONG = 'src/pages/song/useSong.tsx'
const PLAYER = 'src/music/songPlayer.ts'
const TOGGLE = 'src/pages/song/SongToggle.tsx'
const GATE = 'src/music/songGate.ts'
const SOURCE = 'src/music/songSource.ts'

/** @type {import('./list.mjs').Mutant[]} */
export const musicMutants = [
  {
    name: 'song-not-started-by-a-touch',
    removes: "a touch's tap never starts the song (only a mouse's press does)",
    edits: [
      {
        file: LOVE,
        find: "    if (event.pointerType === 'mouse') return\n    buzzOnPress()\n    song.start(true)",
        replace: "    if (event.pointerType === 'mouse') return\n    buzzOnPress()",
      },
    ],
    grep: 'the first tap starts the tune',
    project: 'phone',
  },
  {
    name: 'song-made-before-the-first-gesture',
    removes: 'the song is made (and waits) as soon as the page knows it, before any gesture',
    edits: [
      {
        file: USE_SONG,
        find: '    if (!song || !isStartAwaitingSong.current) return\n',
        replace: '    if (!song) return\n',
      },
    ],
    grep: 'no audio before the first tap',
    project: 'phone',
  },
  {
    name: 'song-toggle-never-stops',
    removes: 'the toggle never stops the song',
    edits: [
      {
        file: PLAYER,
        find: '  if (isOn) audio.pause()\n  else tryToPlay(audio)\n',
        replace: '  tryToPlay(audio)\n',
      },
    ],
    grep: 'the toggle stops and restarts it',
    project: 'phone',
  },
  {
    name: 'song-plays-while-hidden',
    removes: 'the song goes on playing while the page is hidden',
    edits: [
      {
        file: PLAYER,
        find: '    isPausedByHiding = !audio.paused\n    audio.pause()\n',
        replace: '    isPausedByHiding = !audio.paused\n',
      },
    ],
    grep: 'a hidden page pauses the song',
    project: 'phone',
  },
  {
    name: 'song-refusal-hides-the-toggle',
    removes: 'a play() the browser refuses leaves no "tap to play"',
    edits: [
      {
        file: PLAYER,
        find: "    if (name === 'NotAllowedError') waitForTap()\n",
        replace: "    if (name === 'NotAllowedError') fail(audio)\n",
      },
    ],
    grep: 'refuses \\(an in-app browser\\)',
    project: 'phone',
  },
  {
    name: 'song-failure-keeps-the-toggle',
    removes: 'a song that cannot load keeps a toggle that does nothing',
    edits: [
      {
        file: PLAYER,
        find: "  audio.addEventListener('error', () => fail(audio))\n",
        replace: '',
      },
      {
        file: PLAYER,
        find: "    else if (name === 'NotSupportedError') fail(audio)\n",
        replace: "    else if (name === 'NotSupportedError') setStatus('stopped')\n",
      },
    ],
    grep: 'fails to load leaves no toggle',
    project: 'phone',
  },
  {
    name: 'song-toggle-bursts',
    removes: 'a press on the toggle also bursts hearts',
    edits: [
      {
        file: TOGGLE,
        find: 'const keepToItself = (event: SyntheticEvent) => event.stopPropagation()',
        replace: 'const keepToItself = (event: SyntheticEvent) => void event',
      },
    ],
    grep: 'a press on the toggle never bursts hearts',
    project: 'phone',
  },
  {
    name: 'song-media-src-without-blob',
    removes: "the CSP's media-src leaves out blob:, where the built-in tunes play from",
    edits: [
      {
        file: 'site/csp.ts',
        find: `['media-src', ["'self'", 'blob:', `,
        replace: `['media-src', ["'self'", `,
      },
    ],
    grep: 'first tap starts the tune',
    project: 'phone',
  },
  {
    name: 'song-started-by-a-touchs-press',
    removes: "the song starts on a finger's pointerdown, which phones do not count for sound",
    edits: [{ file: LOVE, find: "    if (event.pointerType !== 'mouse') return\n", replace: '' }],
    grep: 'the first tap starts the tune',
    project: 'phone',
  },
  {
    name: 'song-not-unlocked-in-the-gesture',
    removes: "the gate's synchronous play(), the unlock WebKit needs inside the gesture",
    edits: [
      {
        file: GATE,
        find: '  if (isGesture && !isSongTurnedOff()) created.play().catch(ignore)\n',
        replace: '',
      },
    ],
    grep: 'the first tap starts the tune',
    project: 'phone',
  },
  {
    name: 'song-muted',
    removes: 'the song plays muted: samples in its stream, nothing a visitor hears',
    edits: [
      {
        file: PLAYER,
        find: '  audio.loop = true\n',
        replace: '  audio.loop = true\n  audio.muted = true\n',
      },
    ],
    grep: 'the first tap starts the tune',
    project: 'phone',
  },
  {
    name: 'song-off-forgotten-on-reload',
    removes: 'the gate starts the song the visitor turned off earlier in the visit',
    edits: [
      {
        file: GATE,
        find: '  if (isGesture && !isSongTurnedOff()) created.play()',
        replace: '  if (isGesture) created.play()',
      },
    ],
    grep: 'holds for the visit, a reload included',
    project: 'phone',
  },
  {
    name: 'song-loaded-before-the-tap',
    removes: "the song's tune is fetched and rendered as soon as the page knows it, before any tap",
    edits: [
      {
        file: USE_SONG,
        find: '    if (!song || !isStartAwaitingSong.current) return\n',
        replace:
          "    if (song) void import('../../music/songSource').then((source) => source.songSource(song))\n    if (!song || !isStartAwaitingSong.current) return\n",
      },
    ],
    grep: 'no audio before the first tap',
    project: 'phone',
  },
  {
    name: 'song-own-file-without-base-path',
    removes: "a build's own song (VITE_MUSIC=/song.mp3) is fetched from the root, not BASE_PATH",
    edits: [
      {
        file: SOURCE,
        find: 'Promise.resolve(addressOf(song.url))',
        replace: 'Promise.resolve(song.url)',
      },
    ],
    grep: 'plays its own song from its own folder',
    project: 'phone',
  },
  {
    name: 'song-shown-from-the-top',
    removes: 'a page shown again starts its song over instead of going on where it was',
    edits: [
      {
        file: PLAYER,
        find: '    isPausedByHiding = false\n    tryToPlay(audio)\n',
        replace: '    isPausedByHiding = false\n    audio.currentTime = 0\n    tryToPlay(audio)\n',
      },
    ],
    grep: 'a hidden page pauses the song',
    project: 'phone',
  },
  {
    name: 'song-toggle-bursts-uncounted',
    removes: "a press on the toggle bursts hearts, and the canvas's data-burst does not say so",
    edits: [
      {
        file: TOGGLE,
        find: 'const keepToItself = (event: SyntheticEvent) => event.stopPropagation()',
        replace: 'const keepToItself = (event: SyntheticEvent) => void event',
      },
      {
        file: 'src/stage/StageCanvas.tsx',
        find: '            canvas.dataset[name] = String(count)\n',
        replace: "            canvas.dataset[name] = name === 'burst' ? '0' : String(count)\n",
      },
    ],
    grep: 'a press on the toggle never bursts hearts',
    project: 'phone',
  },
]
