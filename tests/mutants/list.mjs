// The mutants of `npm run test:mutants`: each removes one safeguard or behaviour with exact
// find -> replace edits, and names the browser tests that must notice (a Playwright --grep, run
// in one project; it matches "project file describe title"; a unit mutant names vitest's -t
// pattern and its test `files`, and needs no build). A `find` must occur exactly once in
// its file, so when the source moves on, the run fails loudly here instead of testing an
// unchanged build.
//
// Each feature's mutants live in a file of their own, named for the feature; this file holds the
// Mutant type and the order the run takes them in.

import { drawingMutants } from './drawing.mjs'
import { fallbackMutants } from './fallbacks.mjs'
import { sceneFaultMutants } from './scene-faults.mjs'
import { workerMutants } from './worker.mjs'
import { motionMutants } from './motion.mjs'
import { pageMutants } from './page.mjs'
import { warmBurstMutants } from './warm-burst.mjs'
import { firstPaintMutants } from './first-paint.mjs'
import { checkMutants } from './checks.mjs'
import { questionMutants } from './question.mjs'
import { engineMutants } from './engines.mjs'
import { floorMutants } from './floor.mjs'
import { stageMutants } from './stage.mjs'
import { musicMutants } from './music.mjs'
import { musicCreateMutants } from './music-create.mjs'
import { occasionMutants } from './occasions.mjs'
import { storyTouchMutants } from './story-touch.mjs'
import { privacyMutants } from './privacy.mjs'
import { lockMutants } from './lock.mjs'

/**
 * @typedef {{ file: string, find: string, replace: string }} Edit
 * @typedef {{
 *   name: string,
 *   removes: string,
 *   edits: Edit[],
 *   grep: string,
 *   project: 'phone' | 'desktop' | 'both' | 'engines' | 'unit',
 *   runner?: 'playwright' | 'engines' | 'unit',
 *   files?: string[],
 * }} Mutant
 */

/** @type {Mutant[]} */
export const mutants = [
  ...drawingMutants,
  ...fallbackMutants,
  ...sceneFaultMutants,
  ...workerMutants,
  ...motionMutants,
  ...pageMutants,
  ...warmBurstMutants,
  ...firstPaintMutants,
  ...checkMutants,
  ...questionMutants,
  ...engineMutants,
  ...floorMutants,
  ...stageMutants,
  ...musicMutants,
  ...occasionMutants,
  ...musicCreateMutants,
  ...storyTouchMutants,
  ...privacyMutants,
  ...lockMutants,
]
