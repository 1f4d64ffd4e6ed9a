// What the bench measures, in the order of the table. Every case but the extras runs once per
// round, rounds interleaved, so drift on the machine hits all of them alike.

/** Where a visitor taps on /love: below the love line, away from the GIF. */
const TAP = { x: 0.5, y: 0.72 }

/**
 * 100k-particle cases draw about one frame every 1.5 s on SwiftShader (its vertex stage is the
 * limit, on screen or not; ?offscreen=1 at least spares it the fill), so they skip the frames
 * that emit and upload the burst and measure at least `minFrames` steady frames.
 */
const SLOW = { skipFrames: 2, minFrames: 3, maxMs: 30_000 }

/**
 * The cases every round measures. `traced`: also visited once with a trace (first frame, GC);
 * `tracedEveryRound`: once per round, for the pages whose first burst frame is a target.
 */
export function roundCases({ appUrl, benchUrl }) {
  return [
    { id: 'empty', label: 'Empty rAF page', url: `${benchUrl}/empty.html`, traced: true },
    {
      id: 'three-empty',
      label: 'three.js rendering an empty scene',
      url: `${benchUrl}/three-empty.html`,
      traced: true,
    },
    {
      id: 'confetti-300',
      label: 'canvas-confetti, 300 hearts (main thread)',
      url: `${benchUrl}/confetti.html?count=300`,
      press: TAP,
      traced: true,
    },
    {
      id: 'confetti-300-worker',
      label: 'canvas-confetti, 300 hearts, useWorker',
      url: `${benchUrl}/confetti.html?count=300&worker=1`,
      press: TAP,
    },
    {
      id: 'matrix-300',
      label: 'InstancedMesh, Matrix4 per instance, 300',
      url: `${benchUrl}/matrix.html?count=300`,
      press: TAP,
      traced: true,
    },
    {
      id: 'love',
      label: '**/love**: floating hearts + 300 burst',
      url: `${appUrl}/love`,
      press: TAP,
      traced: true,
      tracedEveryRound: true,
    },
    { id: 'love-hearts', label: '/love: floating hearts, no tap', url: `${appUrl}/love` },
    {
      id: 'valentine',
      label: '**/valentine**: 300 burst',
      url: `${appUrl}/valentine`,
      press: 'button',
      fireEvent: 'click',
      traced: true,
      tracedEveryRound: true,
    },
    {
      id: 'burst-100k',
      label: 'Our burst, 100k, vertex-shader motion',
      url: `${benchUrl}/burst.html?count=100000&offscreen=1`,
      press: TAP,
      steady: SLOW,
    },
    {
      id: 'matrix-100k',
      label: 'InstancedMesh, Matrix4 per instance, 100k',
      url: `${benchUrl}/matrix.html?count=100000&offscreen=1`,
      press: TAP,
      steady: SLOW,
    },
  ]
}

/** Cases measured in one visit only: too slow to repeat. */
export function extraCases({ benchUrl }) {
  return [
    {
      id: 'confetti-100k',
      label: 'canvas-confetti, 100k hearts (one visit)',
      url: `${benchUrl}/confetti.html?count=100000&offscreen=1`,
      press: TAP,
      steady: { skipFrames: 1, minFrames: 2, maxMs: 30_000 },
    },
  ]
}
