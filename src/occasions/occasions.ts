/**
 * What a page is made for, each with its colours in palettes.ts and its words in the catalogues
 * (src/texts). A page's path names its occasion (src/share/paths.ts), so a link reads the list
 * from here. Pure.
 */

/**
 * The occasions; the first, `none`, is today's page and has no path segment. The rest: 14/2,
 * 8/3 (International Women's Day), 20/10 (Vietnamese Women's Day), Trung Thu (the Mid-Autumn
 * Festival), Tết, a birthday, an anniversary.
 */
export const OCCASIONS = [
  'none',
  'valentine',
  'womens-day',
  'vn-womens-day',
  'mid-autumn',
  'tet',
  'birthday',
  'anniversary',
] as const
export type Occasion = (typeof OCCASIONS)[number]

/** Whether `value` names an occasion (a path may hold anything). */
export function isOccasion(value: string): value is Occasion {
  return (OCCASIONS as readonly string[]).includes(value)
}
