// Rule 1 of a locked link's answer (docs/LINK-V5.md): matched as people type it, so the ways one
// answer is typed open the same page, and different answers never meet.
import { describe, expect, it } from 'vitest'
import { ANSWER_RULE, matchedAnswer } from '../../src/share/lock/answerRule'

describe('matching an answer by rule 1', () => {
  it('is rule number 1', () => {
    expect(ANSWER_RULE).toBe(1)
  })

  it.each([
    ['Đà Lạt', 'dalat'],
    ['da lat ', 'dalat'],
    ['ĐÀ LẠT', 'dalat'],
    ['dalat', 'dalat'],
    ['  Đà-Lạt!! ', 'dalat'],
    // The same letters decomposed (a keyboard that types NFD) match the composed ones.
    ['Da\u0300 La\u0323t', 'dalat'],
    ['Hồ Gươm', 'hoguom'],
    ['Phở bò 24h', 'phobo24h'],
    ['Nguyễn Thị Đoan Trang', 'nguyenthidoantrang'],
    ['đường', 'duong'],
    ['Quán cà phê "Mộc"', 'quancaphemoc'],
    ['14/02/2020', '14022020'],
    ['İstanbul', 'istanbul'],
    ['Straße', 'straße'],
    ['東京', '東京'],
    ['💖', ''],
    ['   ', ''],
    ['', ''],
  ])('%j matches as %j', (typed, matched) => {
    expect(matchedAnswer(typed)).toBe(matched)
  })

  it('keeps answers apart that differ in a letter or a digit', () => {
    expect(matchedAnswer('Đà Lạt')).not.toBe(matchedAnswer('Đà Nẵng'))
    expect(matchedAnswer('14/2')).not.toBe(matchedAnswer('14/3'))
  })
})
