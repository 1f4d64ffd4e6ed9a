// Checks that must fail a broken page: a partial or stray burst, slow or narrow hearts, and
// (issue 42, `check-`) a page in its palette only in part, a kept answer that bursts though
// another won, Vietnamese unmarked on an English page, a burst with half again its hearts,
// a love line without its halo (which the legibility checks must see in their pixels).
// Listed in list.mjs, which says what a mutant is.
import { inWorker } from './inWorker.mjs'

/** @type {import('./list.mjs').Mutant[]} */
export const checkMutants = [
  {
    name: 'burst-partial-draw',
    removes: 'the WebGL burst reports 300 hearts and draws 30 of them',
    edits: [
      {
        file: 'src/scenes/ClickBurst.tsx',
        find: '    mesh.count = pool.count\n    material.uniforms.uAge.value = pool.ageS',
        replace:
          '    mesh.count = Math.min(pool.count, 30)\n    material.uniforms.uAge.value = pool.ageS',
      },
    ],
    grep: `pressing the button bursts hearts|${inWorker('a key press bursts')}`,
    project: 'phone',
  },
  {
    name: 'burst-third-drawn',
    removes: 'the WebGL burst reports 300 hearts and draws 100 of them (more than twenty big ones)',
    edits: [
      {
        file: 'src/scenes/ClickBurst.tsx',
        find: '    mesh.count = pool.count\n    material.uniforms.uAge.value = pool.ageS',
        replace:
          '    mesh.count = Math.min(pool.count, 100)\n    material.uniforms.uAge.value = pool.ageS',
      },
    ],
    grep: `pressing the button bursts hearts|${inWorker('a key press bursts')}`,
    project: 'phone',
  },
  {
    name: 'stray-second-burst',
    removes: 'every tap also bursts 60 hearts 350 px away, toward the middle of the screen',
    edits: [
      {
        file: 'src/shaders/burst.vert.glsl',
        find: '  float c = cos(rotation);\n',
        replace:
          '  if (gl_InstanceID < 60) center.y += uOrigin.y > 0.0 ? -350.0 : 350.0;\n' +
          '  float c = cos(rotation);\n',
      },
    ],
    grep: `Enter on the focused button bursts|a tap anywhere bursts|${inWorker('a key press bursts')}`,
    project: 'phone',
  },
  {
    name: 'hearts-rise-slow',
    removes: 'floating hearts rise at a tenth of their speed, low on the screen',
    edits: [
      {
        file: 'src/shaders/heart.vert.glsl',
        find: '    mix(startY, endY, progress),\n',
        replace: '    mix(startY, endY, 0.15 + 0.1 * progress),\n',
      },
    ],
    grep: inWorker('runs where it should'),
    project: 'phone',
  },
  {
    name: 'hearts-one-quarter',
    removes: 'floating hearts spawn only in the left quarter of the screen',
    edits: [
      {
        file: 'src/particles/heartPool.ts',
        find: '  pool.leftVw[slot] = randomBetween(rng, HEART_LEFT_MIN_VW, HEART_LEFT_MAX_VW)\n',
        replace:
          '  pool.leftVw[slot] = randomBetween(rng, HEART_LEFT_MIN_VW, HEART_LEFT_MAX_VW / 4)\n',
      },
    ],
    grep: inWorker('runs where it should'),
    project: 'phone',
  },
  {
    name: 'check-occasion-colours-in-part',
    removes:
      "a made page wears its occasion's background and glow only: its text, love line, halo, " +
      "buttons and hearts stay today's",
    edits: [
      {
        file: 'site/pageHtml.ts',
        find: '  const properties = paletteProperties(palette).map(',
        replace: '  const properties = paletteProperties(palette).slice(0, 2).map(',
      },
    ],
    grep: 'no flash of today',
    project: 'phone',
  },
  {
    name: 'check-kept-yes-bursts-under-no',
    removes: 'a Đồng ý kept before the page is live bursts from it once live, though Không won',
    edits: [
      {
        file: 'src/pages/question/QuestionAsk.tsx',
        find: '    else if (kept?.target === NO_ID) dodge.dodge()\n',
        replace:
          '    else if (kept?.target === NO_ID) {\n' +
          '      const box = yesRef.current!.getBoundingClientRect()\n' +
          '      sendPress(channel, { x: box.x + box.width / 2, y: box.y + box.height / 2, hasPoint: true })\n' +
          '      dodge.dodge()\n' +
          '    }\n',
      },
    ],
    grep: 'a press on Không is kept',
    project: 'phone',
  },
  {
    name: 'check-create-vietnamese-unmarked',
    removes:
      "/create's page-language choices lose their lang: an English page shows `Tiếng Việt` " +
      'as English text',
    edits: [
      {
        file: 'src/pages/create/pageFields/PageLanguageField.tsx',
        find: '<label key={language} className="page-language__option" lang={language}>',
        replace: '<label key={language} className="page-language__option">',
      },
    ],
    grep: '/en/create speaks English',
    project: 'phone',
  },
  {
    name: 'check-burst-half-again-count-inflated',
    removes:
      'half the burst hearts are drawn at 2.5 times their area (about a second burst of 150 ' +
      "over the first), and the floating hearts' count reads the pool's capacity (16)",
    edits: [
      {
        file: 'src/shaders/burst.vert.glsl',
        find: '  float height = max(aHeight, width / uAspectMax);\n',
        replace:
          '  float height = max(aHeight, width / uAspectMax);\n' +
          '  if (gl_InstanceID < 150) { width *= 1.58; height *= 1.58; }\n',
      },
      {
        file: 'src/scenes/FloatingHearts.tsx',
        find: "      onCount('hearts', pool.count)\n",
        replace: "      onCount('hearts', pool.capacity)\n",
      },
    ],
    grep: inWorker('a tap near an edge'),
    project: 'phone',
  },
  {
    name: 'check-love-line-without-halo',
    removes:
      'the love line loses its cream halo (stroke and shadows): hearts behind it show through',
    edits: [
      {
        file: 'src/app/styles.css',
        find:
          '    -webkit-text-stroke: 7px var(--halo);\n' +
          '    paint-order: stroke fill;\n' +
          '    text-shadow:\n' +
          '      3px 0 var(--halo),\n' +
          '      -3px 0 var(--halo),\n' +
          '      0 3px var(--halo),\n' +
          '      0 -3px var(--halo),\n' +
          '      0 0 2px var(--halo),\n' +
          '      0 0 10px var(--halo-glow);\n',
        replace: '    text-shadow: none;\n',
      },
    ],
    grep: 'keeps 4.5:1',
    project: 'phone',
  },
  {
    name: 'check-story-sheet-without-plate',
    removes:
      "a story's letter and cards lose their plate: hearts and the burst show behind the words",
    edits: [
      {
        file: 'src/pages/story/story.css',
        find: '  border-radius: 20px;\n  background: var(--plate);\n',
        replace: '  border-radius: 20px;\n  background: transparent;\n',
      },
    ],
    grep: "story's letter for",
    project: 'phone',
  },
  {
    name: 'check-photo-not-in-first-paint',
    removes: "a made link's photo waits for the app: the early script leaves the print out",
    edits: [
      {
        file: 'src/early/earlyLink.ts',
        find: '  if (frame && heart && photo) {',
        replace: '  if (frame && heart && photo && !frame) {',
      },
    ],
    grep: 'the photo in the link is painted from the HTML',
    project: 'phone',
  },
  {
    name: 'check-photo-keeps-its-metadata',
    removes:
      "/create's JPEG for the link keeps the photo's EXIF: its APP1 segment goes in after FF D8",
    edits: [
      {
        file: 'src/pages/create/photo/encodeCrop.ts',
        find: '    const bytes = new Uint8Array(await blob.arrayBuffer())',
        replace:
          "    const exif = [0xff, 0xe1, 0, 16, ...[...'Exif\\0\\0GPS HB-1'].map((c) => c.charCodeAt(0))]\n    const raw = new Uint8Array(await blob.arrayBuffer())\n    const bytes = new Uint8Array([...raw.slice(0, 2), ...exif, ...raw.slice(2)])",
      },
    ],
    grep: 'a photo with GPS from the device',
    project: 'phone',
  },
  {
    name: 'check-letter-burst-undrawn',
    removes:
      "the burst over a story's letter is counted (data-burst says 300) but never drawn: the " +
      'letter is measured legible through a burst that is not there',
    edits: [
      {
        file: 'src/scenes/ClickBurst.tsx',
        find: '    mesh.count = pool.count\n',
        replace: '    mesh.count = 0\n',
      },
    ],
    grep: "story's letter for none",
    project: 'phone',
  },
  {
    name: 'check-rise-right-now-and-then',
    removes:
      'the floating hearts rise as one for a second in four; the rest of the time each jumps on ' +
      'its own (a hash of its sway and the eighth of a second, not a step all share), so most ' +
      'pairs of shots see no shared rise',
    edits: [
      {
        file: 'src/shaders/heart.vert.glsl',
        find: '  float progress = clamp((uTime - aBorn) / uLife, 0.0, 1.0);\n',
        replace:
          '  float progress = clamp((uTime - aBorn) / uLife, 0.0, 1.0);\n' +
          '  if (fract(uTime * 0.25) > 0.25) progress = clamp(progress + 0.08 * ' +
          'fract(sin(aSway * 12.9898 + floor(uTime * 8.0) * 78.233) * 43758.5453), 0.0, 1.0);\n',
      },
    ],
    grep: inWorker('its hearts rise across the width'),
    project: 'phone',
  },
  {
    name: 'check-print-unframed',
    removes:
      "a photo's print loses its hairline frame: the paper's white meets a light page with no edge",
    edits: [
      {
        file: 'src/app/styles.css',
        find: '    0 0 0 2px var(--line),\n',
        replace: '',
      },
    ],
    grep: "its photo's print stands out",
    project: 'phone',
  },
]
