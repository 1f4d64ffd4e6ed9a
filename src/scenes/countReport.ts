/** The live counts a renderer reports: floating hearts on screen, hearts in the burst. */
export type CountName = 'hearts' | 'burst'

/**
 * Called whenever a count changes, never per frame. The page mirrors the counts on its canvas
 * (`data-hearts`, `data-burst`) for r3f devtools users and browser tests.
 */
export type CountReport = (name: CountName, count: number) => void
