/**
 * How a locked link's answer is matched (docs/LINK-V5.md, "The locked link"): as people type it,
 * so "Đà Lạt", "da lat ", "ĐÀ LẠT" and "dalat" open the same page. The rule travels in the
 * container by its number; a new rule is a new number, never a changed rule 1. Pure.
 */

/** The rule a link made today matches its answer by. */
export const ANSWER_RULE = 1

// Combining marks (the accents NFD takes apart), and anything that is not a letter or a digit.
const MARKS = /\p{M}/gu
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]/gu

/**
 * The answer as rule 1 matches it: NFD, combining marks dropped, đ/Đ as d (they have no NFD
 * form), lower-cased with no locale (a Turkish phone must not match otherwise), and only letters
 * and digits kept. '' when nothing is left, an answer /create refuses.
 */
export function matchedAnswer(typed: string): string {
  return typed
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(NOT_LETTER_OR_DIGIT, '')
}
