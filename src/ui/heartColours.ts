import { HEART_PALETTE, type HeartColours } from '../particles/palette'

const HEX_COLOUR = /^#[0-9a-f]{6}$/i

/**
 * The hearts' colours of the page `element` is on: its stylesheet's `--heart-0` to `--heart-5`,
 * which the build writes for the page's occasion (site/pageHtml.ts), so the hearts wear the same
 * palette as the first paint and no table of palettes ships with the app. A colour that is
 * missing or not #rrggbb (the dev server's page, which has no occasion) is today's.
 */
export function readHeartColours(element: Element): HeartColours {
  const style = getComputedStyle(element)
  const colour = (k: number) => {
    const value = style.getPropertyValue(`--heart-${k}`).trim()
    return HEX_COLOUR.test(value) ? value : HEART_PALETTE[k]
  }
  return [colour(0), colour(1), colour(2), colour(3), colour(4), colour(5)]
}
