/**
 * Sealing a page under a question and opening it with the answer (docs/LINK-V5.md, "The locked
 * link"), with WebCrypto alone: PBKDF2-SHA-256 of the matched answer (answerRule.ts) with the
 * link's salt and count to an AES-GCM-256 key; the clear header, from the container's version to
 * the sealed length, bound as additional data, so a changed question, count or opening does not
 * open. A lazy chunk: only /create and the sealed page load it.
 */
import type { ShareAddress } from '../paths.js'
import { questionError } from '../rules.js'
import type { SharedStory } from '../story.js'
import { cleanText } from '../text.js'
import { isOpening } from '../voice.js'
import { matchedAnswer } from './answerRule.js'
import { openedPageOf, sealedContentOf, type LinkHosts, type OpenedLink } from './sealedContent.js'
import {
  headerBytesOf,
  ITERATIONS_MAX,
  ITERATIONS_MIN,
  IV_BYTES,
  SALT_BYTES,
  sealedFragmentOf,
  TAG_BYTES,
  type SealedLink,
} from './sealedLink.js'
import { STORY_LINK_MAX_CHARS } from '../format.js'

export type { LinkHosts, OpenedLink } from './sealedContent.js'

/**
 * The PBKDF2 count /create writes: the largest that Chromium derives within 1.5 s on the
 * reference low-end phone (a Cortex-A53 at 1.2 GHz without SHA-2 instructions), never above
 * OWASP's 600,000, which takes about 3.7 s there (`npm run bench:pbkdf2`, docs/PERFORMANCE.md).
 */
export const LOCK_ITERATIONS = 240_000

// WebCrypto's types want buffers that are no SharedArrayBuffer's.
const bufferOf = (bytes: Uint8Array) => bytes as Uint8Array<ArrayBuffer>

async function keyOf(matched: string, salt: Uint8Array, iterations: number, use: KeyUsage) {
  const subtle = crypto.subtle
  const answer = await subtle.importKey('raw', new TextEncoder().encode(matched), 'PBKDF2', false, [
    'deriveKey',
  ])
  const derive = { name: 'PBKDF2', hash: 'SHA-256', salt: bufferOf(salt), iterations }
  return subtle.deriveKey(derive, answer, { name: 'AES-GCM', length: 256 }, false, [use])
}

export type SealOptions = {
  /** The PBKDF2 count (100,000-2,000,000): tests use the lowest. */
  readonly iterations?: number
  /** A fixed salt and IV, for golden tests only: a link's own are random. */
  readonly salt?: Uint8Array
  readonly iv?: Uint8Array
}

/**
 * The locked link's fragment (without '#', `v5.~…`) of `page` at `address`, asking `question`
 * and opened by `answer` as rule 1 matches it. The page's opening goes in the clear header. The
 * caller has checked the page as for an open link, the question by its rule, that the answer
 * matches to something and that the link fits (sealedLengthOf); a RangeError says which not.
 */
export async function sealPage(
  page: SharedStory,
  address: ShareAddress,
  question: string,
  answer: string,
  options: SealOptions = {},
): Promise<string> {
  const matched = matchedAnswer(answer)
  if (matched === '') throw new RangeError('an answer that matches to nothing')
  const asked = cleanText(question)
  if (asked === '' || questionError(asked)) throw new RangeError('not a question')
  if (page.opening !== undefined && !isOpening(page.opening)) {
    throw new RangeError('not an opening')
  }
  const { iterations = LOCK_ITERATIONS } = options
  if (!(iterations >= ITERATIONS_MIN && iterations <= ITERATIONS_MAX)) {
    throw new RangeError('iterations')
  }
  const salt = options.salt ?? crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const iv = options.iv ?? crypto.getRandomValues(new Uint8Array(IV_BYTES))
  if (salt.length !== SALT_BYTES || iv.length !== IV_BYTES) throw new RangeError('salt or IV')
  const content = sealedContentOf(page, address)
  const header = { iterations, salt, iv, opening: page.opening, question: asked }
  const additionalData = headerBytesOf(header, content.length + TAG_BYTES)
  const key = await keyOf(matched, salt, iterations, 'encrypt')
  const aes = { name: 'AES-GCM', iv: bufferOf(iv), additionalData: bufferOf(additionalData) }
  const sealed = new Uint8Array(await crypto.subtle.encrypt(aes, key, bufferOf(content)))
  const fragment = sealedFragmentOf(additionalData, sealed)
  if (fragment.length > STORY_LINK_MAX_CHARS) throw new RangeError('longer than a link may be')
  return fragment
}

/**
 * The page a locked link holds, opened with `answer`: `wrong` when the answer is not the one
 * (AES-GCM's tag fails: say so gently and let them try again), `invalid` when the unsealed page
 * breaks the open link's rules (its GIF, song and photos on `hosts`). Rejects only where the
 * browser has no `crypto.subtle` (an http address), which the caller checks first.
 */
export async function openSealedLink(
  link: SealedLink,
  answer: string,
  hosts: LinkHosts,
): Promise<OpenedLink> {
  const matched = matchedAnswer(answer)
  if (matched === '') return { kind: 'wrong' }
  const key = await keyOf(matched, link.salt, link.iterations, 'decrypt')
  const aes = {
    name: 'AES-GCM',
    iv: bufferOf(link.iv),
    additionalData: bufferOf(link.additionalData),
  }
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(await crypto.subtle.decrypt(aes, key, bufferOf(link.sealed)))
  } catch {
    return { kind: 'wrong' }
  }
  return openedPageOf(bytes, link.opening, hosts)
}
