// Checks that must fail a broken page: a partial or stray burst, slow or narrow hearts.
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
]
