import { describe, expect, it } from 'vitest'
import { CONTACT_KINDS, type Contact } from '../../src/share/contact'
import { isIos, replyLink, replySubject, replyText } from '../../src/share/reply'
import { createSeededRng } from '../../src/particles/rng'
import * as texts from '../../src/texts/vi/question'

const PAGE = 'https://you.github.io/p/share/question/#v2.abc$+-'
const QUESTION = 'Làm người yêu anh nhé?'
const yes = replyText('yes', QUESTION, PAGE, texts)
const no = replyText('no', QUESTION, PAGE, texts)
const link = (contact: Contact | undefined, text = yes, ios = false) =>
  replyLink(contact, text, replySubject(text === no ? 'no' : 'yes', QUESTION, texts), ios)

describe('the reply', () => {
  it('says what was answered, to which question, with the page', () => {
    expect(yes).toBe(`Em đồng ý rồi nè 💖\nCâu hỏi: “${QUESTION}”\n${PAGE}`)
    expect(no).toContain(`Câu hỏi: “${QUESTION}”\n${PAGE}`)
    expect(no).not.toContain('đồng ý rồi')
  })
  it('opens the Messenger chat at m.me (which takes no text: the page copies it)', () => {
    expect(link({ kind: 'messenger', value: '@thao.vy' })).toEqual({
      kind: 'messenger',
      href: 'https://m.me/thao.vy',
    })
  })
  it('prefills an SMS, with iOS and Android each reading their own syntax', () => {
    const body = encodeURIComponent(yes)
    const phone: Contact = { kind: 'phone', value: '+84 912-345-678' }
    expect(link(phone)?.href).toBe(`sms:+84912345678?body=${body}`)
    expect(link(phone, yes, true)?.href).toBe(`sms:+84912345678&body=${body}`)
    expect(decodeURIComponent(link(phone)!.href.split('body=')[1])).toBe(yes)
  })
  it('writes an email with its subject and body', () => {
    const href = link({ kind: 'email', value: 'vy@gmail.com' }, no)!.href
    const url = new URL(href)
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe('vy@gmail.com')
    expect(url.searchParams.get('subject')).toBe(`Câu trả lời: “${QUESTION}”`)
    expect(url.searchParams.get('body')).toBe(no)
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body'])
  })
  it('makes no link without a contact, or from a contact that breaks its rule', () => {
    expect(link(undefined)).toBeUndefined()
    for (const value of [
      'javascript:alert(1)',
      'a@b.vn?bcc=x@y.vn',
      '',
      'm.me/x',
      'evil.example/x',
    ]) {
      for (const kind of CONTACT_KINDS)
        expect(link({ kind, value }), `${kind} ${value}`).toBeUndefined()
    }
    expect(link({ kind: 'url' as 'email', value: 'vy@gmail.com' })).toBeUndefined()
  })
  it('only ever makes one of the three links, whatever 20,000 random contacts hold', () => {
    const rng = createSeededRng(21)
    const alphabet = 'abz09.@+-:/?&#=%_ \'"<>javscript:ệ'
    const shapes = [
      /^https:\/\/m\.me\/[a-z0-9.]+$/i,
      /^sms:\+?\d+[?&]body=[^&#]*$/,
      /^mailto:[a-z0-9._%+-]+@[a-z0-9.-]+\?subject=[^&#]*&body=[^&#]*$/i,
    ]
    let made = 0
    for (let i = 0; i < 20_000; i++) {
      const length = Math.floor(rng() * 24)
      let value = ''
      for (let j = 0; j < length; j++) value += alphabet[Math.floor(rng() * alphabet.length)]
      const kind = CONTACT_KINDS[i % 3]
      const result = link({ kind, value })
      if (!result) continue
      made++
      expect(
        shapes.some((shape) => shape.test(result.href)),
        result.href,
      ).toBe(true)
    }
    expect(made).toBeGreaterThan(0)
  })
  it('tells iOS (and iPadOS, which says Mac) from the others', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 5)).toBe(true)
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true)
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false)
    expect(isIos('Mozilla/5.0 (Linux; Android 14; Pixel 8)', 5)).toBe(false)
  })
})
