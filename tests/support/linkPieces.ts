/**
 * What a made link's text is built of, for the tests that put the link's compressor and inflater
 * against lz-string on random texts: Vietnamese in both forms, emoji (pairs of UTF-16 units, ZWJ
 * families, flags), markup, JSON's own characters, lone surrogates, and characters on either side
 * of 255 (lz-string writes those with 8- or 16-bit codes).
 */
export const LINK_PIECES: readonly string[] = [
  ...'abcxyz ,.!?<>"\\/\n\t{}[]:',
  ...'ăâđêôơưạảấầẩẫậệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ',
  'e\u0323\u0302',
  'Thảo Vy',
  'Anh yêu em',
  '💖',
  '👩‍👩‍👧‍👦',
  '🇻🇳',
  '\ud800',
  '\udfff',
  '\u0000',
  '\u00ff',
  '\u0100',
  '\uffff',
  'Ω',
  '中文',
]
