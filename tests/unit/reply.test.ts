import { describe, expect, it } from 'vitest'
import { CONTACT_KINDS, type Contact } from '../../src/share/contact'
import { isIos, replyLinks, replySubject, replyText, siteAddress } from '../../src/share/reply'
import { createSeededRng } from '../../src/particles/rng'
import { question } from '../../src/texts/vi/question'
import { READER_SPOKEN } from '../../src/texts/questionTexts'
import { voiced } from '../../src/texts/voices'

// A page in anh → em: the recipient answers as em.
const texts = voiced(question, '', READER_SPOKEN)
const SITE = 'https://you.github.io/p/'
const QUESTION = 'Làm người yêu anh nhé?'
const yes = replyText('yes', QUESTION, SITE, texts)
const no = replyText('no', QUESTION, SITE, texts)
const links = (contact: Contact | undefined, text = yes, ios = false) =>
  replyLinks(contact, text, replySubject(text === no ? 'no' : 'yes', QUESTION, texts), ios)
const link = (contact: Contact | undefined, text = yes, ios = false) => {
  const made = links(contact, text, ios)
  expect(made.length).toBeLessThanOrEqual(1)
  return made[0]
}

describe('the reply', () => {
  it('says what was answered, to which question, with the site', () => {
    expect(yes).toBe(`Em đồng ý rồi nè 💖\nCâu hỏi: “${QUESTION}”\n${SITE}`)
    expect(no).toContain(`Câu hỏi: “${QUESTION}”\n${SITE}`)
    expect(no).not.toContain('đồng ý rồi')
  })
  it('names the site by its origin and base path, never the page with its fragment', () => {
    expect(siteAddress('https://you.github.io', '/')).toBe('https://you.github.io/')
    expect(siteAddress('https://you.github.io', '/love-page/')).toBe(
      'https://you.github.io/love-page/',
    )
    expect(siteAddress('http://127.0.0.1:4173', '/')).toBe('http://127.0.0.1:4173/')
  })
  it('opens the Messenger chat at m.me (which takes no text: the page copies it)', () => {
    expect(link({ kind: 'messenger', value: '@thao.vy' })).toEqual({
      kind: 'messenger',
      href: 'https://m.me/thao.vy',
    })
  })
  it('gives a number Zalo and a prefilled SMS, iOS and Android each reading their own syntax', () => {
    const body = encodeURIComponent(yes)
    const phone: Contact = { kind: 'phone', value: '+84 912-345-678' }
    expect(links(phone)).toEqual([
      { kind: 'zalo', href: 'https://zalo.me/84912345678' },
      { kind: 'sms', href: `sms:+84912345678?body=${body}` },
    ])
    expect(links(phone, yes, true)[1].href).toBe(`sms:+84912345678&body=${body}`)
    expect(decodeURIComponent(links(phone)[1].href.split('body=')[1])).toBe(yes)
  })
  it('opens Zalo at a Vietnamese number as typed, an international one without its +', () => {
    const zalo = (value: string) => links({ kind: 'phone', value })[0].href
    expect(zalo('0912 345 678')).toBe('https://zalo.me/0912345678')
    expect(zalo('+1 (415) 555-0123')).toBe('https://zalo.me/14155550123')
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
    expect(links(undefined)).toEqual([])
    for (const value of [
      'javascript:alert(1)',
      'a@b.vn?bcc=x@y.vn',
      '',
      'm.me/x',
      'evil.example/x',
    ]) {
      for (const kind of CONTACT_KINDS)
        expect(links({ kind, value }), `${kind} ${value}`).toEqual([])
    }
    expect(links({ kind: 'url' as 'email', value: 'vy@gmail.com' })).toEqual([])
  })
  it('only ever makes links of the four shapes, whatever 20,000 random contacts hold', () => {
    const rng = createSeededRng(21)
    const alphabet = 'abz09.@+-:/?&#=%_ \'"<>javscript:ệ'
    const shapes = [
      /^https:\/\/m\.me\/[a-z0-9.]+$/i,
      /^https:\/\/zalo\.me\/\d+$/,
      /^sms:\+?\d+[?&]body=[^&#]*$/,
      /^mailto:[a-z0-9._%+-]+@[a-z0-9.-]+\?subject=[^&#]*&body=[^&#]*$/i,
    ]
    let made = 0
    for (let i = 0; i < 20_000; i++) {
      const length = Math.floor(rng() * 24)
      let value = ''
      for (let j = 0; j < length; j++) value += alphabet[Math.floor(rng() * alphabet.length)]
      const kind = CONTACT_KINDS[i % 3]
      for (const result of links({ kind, value })) {
        made++
        expect(
          shapes.some((shape) => shape.test(result.href)),
          result.href,
        ).toBe(true)
      }
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
