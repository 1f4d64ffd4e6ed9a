/**
 * The letter's handwriting face, Dancing Script (letterFace.css): every Vietnamese letter, checked
 * by drawing them all (tests/e2e/letter-face.e2e.ts). Importing this module brings the face's
 * rules into the story chunk's CSS; the files come only when a letter's text is drawn or loaded.
 */
import './letterFace.css'

/** The face's family name, as its @font-face rules give it. */
export const LETTER_FACE = 'Dancing Script'

/**
 * The letter's CSS font-family: the face, then the page's own face for any character it lacks
 * (an emoji's neighbours, a rare letter) and while it loads (font-display: swap).
 */
export const LETTER_FONT_FAMILY = `"${LETTER_FACE}", "Be Vietnam Pro", cursive`
