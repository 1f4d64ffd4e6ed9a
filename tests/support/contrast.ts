/**
 * WCAG 2.x contrast for the tests (never shipped): relative luminance and contrast ratio of sRGB
 * colours written as CSS (`#rgb`, `#rrggbb`, `rgb(r g b / NN%)`), with alpha colours composited
 * over what they sit on first, as the browser paints them.
 * https://www.w3.org/TR/WCAG22/#dfn-relative-luminance
 */

/** An sRGB colour: channels 0..255, alpha 0..1. */
export type Rgba = {
  readonly r: number
  readonly g: number
  readonly b: number
  readonly a: number
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i
// Only the space-separated form the palettes use: `rgb(255 247 249 / 94%)`.
const RGB = /^rgb\(\s*(\d{1,3})\s+(\d{1,3})\s+(\d{1,3})\s*(?:\/\s*(\d{1,3}(?:\.\d+)?)%\s*)?\)$/

/** A CSS colour's channels, or undefined when it is not in one of the forms above. */
export function parseColour(css: string): Rgba | undefined {
  const hex = HEX.exec(css)
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((digit) => digit + digit) : null
    const pairs = digits ?? [hex[1].slice(0, 2), hex[1].slice(2, 4), hex[1].slice(4, 6)]
    const [r, g, b] = pairs.map((pair) => parseInt(pair, 16))
    return { r, g, b, a: 1 }
  }
  const rgb = RGB.exec(css)
  if (!rgb) return undefined
  const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map(Number)
  const a = rgb[4] === undefined ? 1 : Number(rgb[4]) / 100
  if (r > 255 || g > 255 || b > 255 || a > 1) return undefined
  return { r, g, b, a }
}

function colourOf(colour: string | Rgba): Rgba {
  if (typeof colour !== 'string') return colour
  const parsed = parseColour(colour)
  if (!parsed) throw new Error(`not a colour the tests read: ${colour}`)
  return parsed
}

/** `top` painted over the opaque `bottom` (source-over, in sRGB as browsers blend). */
export function compositeOver(top: string | Rgba, bottom: string | Rgba): Rgba {
  const over = colourOf(top)
  const under = colourOf(bottom)
  if (under.a !== 1) throw new Error('composite over an opaque colour')
  const mix = (a: number, b: number) => a * over.a + b * (1 - over.a)
  return { r: mix(over.r, under.r), g: mix(over.g, under.g), b: mix(over.b, under.b), a: 1 }
}

/** WCAG relative luminance, 0 (black) to 1 (white), of an opaque colour. */
export function relativeLuminance(colour: string | Rgba): number {
  const { r, g, b, a } = colourOf(colour)
  if (a !== 1) throw new Error('composite an alpha colour before measuring it')
  // WCAG 2.x keeps sRGB's 0.03928 threshold (the sRGB standard's is 0.04045; no byte falls between).
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG contrast ratio of two opaque colours, 1 to 21, whichever is lighter. */
export function contrastRatio(a: string | Rgba, b: string | Rgba): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}
