// A story read with a thumb (issue 51, parts 1 and 2), and calm's presses: each mutant removes
// one behaviour of the story's taps, its room or its question, and names the browser tests of
// tests/e2e/story-touch.e2e.ts that must notice. Run them alone with
// `npm run test:mutants -- story-touch-`.

const STORY = 'src/pages/StoryPage.tsx'

/** @type {import('./list.mjs').Mutant[]} */
export const storyTouchMutants = [
  {
    name: 'story-touch-goes-on-at-touch',
    removes: 'a step goes on at the touch itself, so a drag to scroll leaves the letter',
    edits: [
      { file: STORY, find: 'onClick={onClick}', replace: 'onPointerDown={onClick as never}' },
    ],
    grep: 'a long letter on a small phone',
    project: 'phone',
  },
  {
    name: 'story-touch-writing-out-of-view',
    removes: 'the letter writes on below the fold, where nobody sees it',
    edits: [
      {
        file: 'src/pages/story/LetterStep.tsx',
        find: '      room.scrollTop += Math.ceil(line.bottom - edge)\n',
        replace: '',
      },
    ],
    grep: 'a long letter on a small phone',
    project: 'phone',
  },
  {
    name: 'story-touch-question-skipped',
    removes: 'a stray tap, a ghost click or a key goes on past an unanswered question',
    edits: [{ file: STORY, find: "    if (pressed.kind === 'held') return\n", replace: '' }],
    grep: 'a question holds the story|after a no',
    project: 'phone',
  },
  {
    name: 'story-touch-answer-forgotten',
    removes: 'coming back to an answered question asks it again',
    edits: [
      {
        file: STORY,
        find: 'useStepPlay(steps, step, isCalm, answer)',
        replace: 'useStepPlay(steps, step, isCalm, undefined)',
      },
    ],
    grep: 'a question holds the story',
    project: 'phone',
  },
  {
    name: 'story-touch-early-tap-dropped',
    removes: 'a tap before the story is live only bursts, and the envelope stays shut',
    edits: [
      {
        file: STORY,
        find: 'usePressBurst(content.song, answerPress, isHydrated)',
        replace: 'usePressBurst(content.song, undefined, isHydrated)',
      },
    ],
    grep: 'a tap before the story is live',
    project: 'phone',
  },
  {
    name: 'story-touch-calm-press-bursts',
    removes: 'under calm, a press that goes on sets off a burst all the same',
    edits: [{ file: STORY, find: '    if (!isCalm) burst(at)\n', replace: '    burst(at)\n' }],
    grep: 'calm shows every step whole',
    project: 'phone',
  },
]
