// Whether a picture is the fixture photo (tests/fixtures/photo-112.jpg), by the colours at five
// spots of it: the centres of its four coloured quadrants and its white disc, where a wrong
// picture, a heart or a blank differs, far enough inside each that a print's 3° tilt keeps them
// there. The browser tests (tests/e2e/photoPixels.ts) and the engine tests both read them.

/** RGBA pixels, row by row, as pngjs and getImageData give them. */
export type Pixels = { width: number; height: number; data: ArrayLike<number> }

const SPOTS = [
  [0.25, 0.25],
  [0.75, 0.25],
  [0.25, 0.75],
  [0.75, 0.75],
  [0.5, 0.5],
]

/** The most any channel of the shown spots may be off the fixture's. */
export const SPOT_TOLERANCE = 30

/** The mean colour of a 7 px square round each spot, as a fraction of the picture's size. */
export function spotColours({ width, height, data }: Pixels): number[][] {
  return SPOTS.map(([fx, fy]) => {
    const sum = [0, 0, 0]
    const [cx, cy] = [Math.round(fx * width), Math.round(fy * height)]
    for (let y = cy - 3; y <= cy + 3; y++) {
      for (let x = cx - 3; x <= cx + 3; x++) {
        for (let c = 0; c < 3; c++) sum[c] += data[(y * width + x) * 4 + c]
      }
    }
    return sum.map((value) => value / 49)
  })
}

/** How far the farthest channel of any spot of `shown` is from the same of `reference`. */
export function farthestSpot(shown: number[][], reference: number[][]): number {
  return Math.max(
    ...shown.flatMap((colour, spot) =>
      colour.map((value, c) => Math.abs(value - reference[spot][c])),
    ),
  )
}
