import { describe, expect, it } from 'vitest'
import { DEFAULT_GIF_HOSTS, parseHosts, sitesOf } from '../../src/share/hosts'
import { GIF_URL_MAX_CHARS, LINE_MAX_CHARS, NAME_MAX_CHARS } from '../../src/share/rules'
import { gifError, lineError, nameError, pageErrors } from '../support/vietnameseRules'
import { countGraphemes } from '../../src/share/text'

const hosts = DEFAULT_GIF_HOSTS

describe('counting characters as a person sees them', () => {
  it('counts an emoji, a ZWJ family, a flag and a Vietnamese letter once each', () => {
    expect(countGraphemes('💖')).toBe(1)
    expect(countGraphemes('👩‍👩‍👧‍👦')).toBe(1)
    expect(countGraphemes('🇻🇳')).toBe(1)
    expect(countGraphemes('ệ')).toBe(1)
    expect(countGraphemes('e\u0323\u0302')).toBe(1)
    expect(countGraphemes('Thảo 💖')).toBe(6)
  })
})

describe('name: 1 to 40 characters on one line', () => {
  it('accepts 1 and 40 characters, emoji and diacritics counting once', () => {
    expect(nameError('V')).toBeUndefined()
    expect(nameError('ệ'.repeat(NAME_MAX_CHARS))).toBeUndefined()
    expect(nameError('👩‍❤️‍👨'.repeat(NAME_MAX_CHARS))).toBeUndefined()
    expect(nameError('e\u0323\u0302'.repeat(NAME_MAX_CHARS))).toBeUndefined()
  })
  it('asks for a name when it is empty or blank', () => {
    expect(nameError('')).toBe('Hãy nhập tên người ấy, từ 1 đến 40 ký tự.')
    expect(nameError('   ')).toBe('Hãy nhập tên người ấy, từ 1 đến 40 ký tự.')
  })
  it('says the limit and the count past 40', () => {
    expect(nameError('ệ'.repeat(41))).toBe('Tên tối đa 40 ký tự (đang có 41).')
  })
  it('refuses HTML tags but keeps <3', () => {
    expect(nameError('<b>Vy</b>')).toBe('Tên không được chứa thẻ HTML (như <b> hay <script>).')
    expect(nameError('Vy </script>')).toMatch(/thẻ HTML/)
    expect(nameError('Vy <!--')).toMatch(/thẻ HTML/)
    expect(nameError('Vy <3')).toBeUndefined()
    expect(nameError('1 < 2')).toBeUndefined()
    expect(lineError('<script>alert(1)</script>')).toMatch(/^Lời yêu thương không được chứa/)
  })
  it('refuses line breaks and tabs', () => {
    expect(nameError('Thảo\nVy')).toBe(
      'Tên chỉ gồm một dòng, không xuống dòng, tab hay ký tự điều khiển.',
    )
    expect(nameError('Thảo\tVy')).toMatch(/một dòng/)
    expect(nameError('Thảo\u2028Vy')).toMatch(/một dòng/)
  })
})

describe('love line: 1 to 120 characters on one line', () => {
  it('accepts 1 and 120 characters', () => {
    expect(lineError('!')).toBeUndefined()
    expect(lineError('💕'.repeat(LINE_MAX_CHARS))).toBeUndefined()
  })
  it('asks for a line when empty, and says the limit past 120', () => {
    expect(lineError('')).toBe('Hãy viết lời yêu thương, từ 1 đến 120 ký tự.')
    expect(lineError('ơ'.repeat(121))).toBe('Lời yêu thương tối đa 120 ký tự (đang có 121).')
    expect(lineError('a\r\nb')).toMatch(/một dòng/)
  })
})

describe('GIF: an https address on an allowed host', () => {
  it('accepts Giphy and Tenor media addresses', () => {
    expect(gifError('https://media.giphy.com/media/od5H3PmEG5EVq/giphy.gif', hosts)).toBeUndefined()
    expect(gifError('https://media.tenor.com/gUiu1zyxfzYAAAAi/a.gif', hosts)).toBeUndefined()
    expect(gifError(' https://i.giphy.com/abc.gif ', hosts)).toBeUndefined()
  })
  it('asks for a GIF when empty', () => {
    expect(gifError('', hosts)).toMatch(/^Hãy chọn một ảnh GIF/)
  })
  it('asks for https', () => {
    for (const value of [
      'http://media.giphy.com/a.gif',
      'javascript:alert(1)',
      'data:image/gif;base64,R0lGOD',
      'media.giphy.com/a.gif',
    ]) {
      expect(gifError(value, hosts), value).toBe('Liên kết ảnh GIF phải bắt đầu bằng https://')
    }
  })
  it('refuses credentials, over-long addresses and unlisted hosts', () => {
    expect(gifError('https://u:p@media.giphy.com/a.gif', hosts)).toMatch(/mật khẩu/)
    const long = `https://media.giphy.com/${'a'.repeat(GIF_URL_MAX_CHARS)}.gif`
    expect(gifError(long, hosts)).toMatch(/tối đa 300 ký tự/)
    expect(gifError('https://evil.example/a.gif', hosts)).toBe(
      'Ảnh GIF phải lấy từ giphy.com hoặc tenor.com.',
    )
    expect(gifError('https://media.giphy.com:8443/a.gif', hosts)).toBeDefined()
  })
  it('refuses spaces, quotes and angle brackets in the address', () => {
    for (const value of [
      'https://media.giphy.com/a.gif"onerror="x',
      'https://media.giphy.com/<svg>.gif',
      'https://media.giphy.com/a b.gif',
    ]) {
      expect(gifError(value, hosts), value).toMatch(/ký tự không hợp lệ/)
    }
  })
  it('explains a page address of an allowed site', () => {
    expect(gifError('https://giphy.com/gifs/love-abc', hosts)).toMatch(/chính ảnh GIF/)
  })
  it('follows the hosts it is given', () => {
    expect(gifError('https://gifs.example/a.gif', ['gifs.example'])).toBeUndefined()
    expect(gifError('https://media.giphy.com/a.gif', ['gifs.example'])).toBeDefined()
  })
})

describe('the whole page', () => {
  it('lists every broken rule by field, and nothing for a good page', () => {
    expect(pageErrors({ recipientName: '', loveLine: '', gifUrl: '' }, hosts)).toEqual({
      recipientName: expect.any(String),
      loveLine: expect.any(String),
      gifUrl: expect.any(String),
    })
    const good = { recipientName: 'Vy', loveLine: 'Yêu', gifUrl: 'https://c.tenor.com/a.gif' }
    expect(pageErrors(good, hosts)).toEqual({})
  })
})

describe('GIF hosts', () => {
  it('reads a list separated by commas or spaces, in lower case', () => {
    expect(parseHosts(' Media.Giphy.com, c.tenor.com  x.test:8443 ')).toEqual([
      'media.giphy.com',
      'c.tenor.com',
      'x.test:8443',
    ])
    expect(sitesOf(DEFAULT_GIF_HOSTS)).toEqual(['giphy.com', 'tenor.com'])
  })
})
