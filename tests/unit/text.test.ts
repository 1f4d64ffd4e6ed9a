import { describe, expect, test } from 'vitest'
import { countGraphemes } from '../../src/share/text'

// Texts a page maker types: Vietnamese in NFC and as base letters with combining marks, emoji
// with skin tones, variation selectors and joiners, flags, and symbols.
const TEXTS = [
  '',
  'Anh yêu em nhiều lắm!',
  'Anh yêu em nhiều lắm!'.normalize('NFD'),
  'Nguyễn Thị Ánh Tuyết',
  'Đồng ý 💖',
  '👍🏽 👩‍❤️‍👨 ❤️ 🇻🇳🇻🇳',
  '👨‍👩‍👧‍👦 và ✌🏻',
  'Ệ̃ ~ <3 & "quotes"',
]

describe('countGraphemes', () => {
  test('counts a reader’s characters: an accented letter, an emoji, a flag once each', () => {
    expect(countGraphemes('Đồng ý 💖')).toBe(8)
    expect(countGraphemes('ệ'.normalize('NFD'))).toBe(1)
    expect(countGraphemes('🇻🇳👩‍❤️‍👨')).toBe(2)
  })

  test.each(TEXTS)('without Intl.Segmenter counts %j as the segmenter does', (text) => {
    expect(countGraphemes(text, null)).toBe(countGraphemes(text))
  })
})
