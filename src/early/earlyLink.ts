/**
 * A made link's words in the first paint. A share page's HTML is prerendered without the
 * fragment, which no server and no prerender sees, and the app that reads it starts only after
 * the first paint. This classic script is built on its own and inlined in each share page right
 * after the app's root (site/vitePlugins.ts, site/pageHtml.ts), so it runs while the HTML is
 * parsed, before anything is painted. It reads the fragment with the app's own rules (loveContentFor)
 * and writes into the prerendered view what the app's first render shows (earlyContentOf): the
 * love line or the question, the GIF, and a bad link's notice. Hydration then finds the markup
 * it renders itself (useLoveContent), and the GIF is requested once. A locked link it leaves
 * unread, for the page that asks its question (src/early/earlySealed.ts).
 */
import { loveContentFor, type LoveContent } from '../share/content'
import { earlyContentOf, LINK_READ, questionOf, shareContentOf } from '../share/earlyContent'
import type { ShareKind } from '../share/paths'
import type { QuestionTexts, SiteTexts } from '../texts/types'
import { isPrintable, printSizeOf } from './printSize'
import type { EarlyStoryWords } from '../share/steps/stepKind'
import { openingWords, showEarlyStory } from './earlyStory'
import { stepOf, type StoryState } from './storyState'
import { voicedText } from '../texts/voices'
import { contentAt } from '../share/opening'
import type { OpeningWords } from './countdown'
import { showCountdown } from './earlyCountdown'

/** What the build tells the script of its page, in the script element's `data-link-page`. */
export type LinkPageData = {
  readonly kind: ShareKind
  /** A story page's opening words, in its language and for its occasion. */
  readonly storyWords?: EarlyStoryWords
  /**
   * The build's GIF for the page's language and what it shows (appSettings.ts's fallbackContent):
   * a link with that GIF names it so. Never the build's words: they stay out of share pages.
   */
  readonly ownGif: Pick<LoveContent, 'gifUrl' | 'gifAlt'>
  readonly gifHosts: readonly string[]
  readonly audioHosts: readonly string[]
  readonly photoHosts: readonly string[]
  /** The page's language's words the view needs. */
  readonly texts: Pick<SiteTexts, 'gifAlts' | 'otherGifAlt' | 'invalidLink' | 'photoAlt'> &
    Partial<Pick<QuestionTexts, 'defaultQuestion'>> & { readonly opening: OpeningWords }
}

/** Writes `content` into the prerendered share view inside `root`, as the page renders it at `now`. */
function showLinkContent(root: Element, data: LinkPageData, content: LoveContent, now: number) {
  const overlay = root.querySelector('.overlay')
  if (!overlay) return
  if (content.opensAt) showCountdown(overlay, content.opensAt, now, data.texts.opening)
  if (content.isInvalidLink) {
    // LinkNotice.tsx.
    const notice = document.createElement('p')
    notice.className = 'link-notice'
    notice.setAttribute('role', 'status')
    notice.textContent = data.texts.invalidLink
    overlay.prepend(notice)
  }
  const { photo } = content
  const frame = overlay.querySelector('figure.gif-frame')
  const heart = frame?.querySelector('svg')
  if (frame && heart && photo) {
    // LovePictures.tsx and PhotoPrint.tsx: the print first, its stand-in heart (the GIF frame's
    // own, the same HeartMark), then the photo; in the GIF's place, the GIF's frame goes.
    const print = document.createElement('figure')
    print.className = 'photo-print photo-print--loading'
    print.append(heart.cloneNode(true))
    const image = document.createElement('img')
    const { width, height } = printSizeOf(photo.src)
    image.referrerPolicy = 'no-referrer'
    image.width = width
    image.height = height
    image.src = photo.src
    image.alt = data.texts.photoAlt
    image.decoding = 'async'
    // A photo in the link shows at once (styles.css); one that cannot be decoded, or decodes to
    // another size than its header's, is no picture before the app, which then puts the heart in
    // its place (StatusImage.tsx, PhotoPrint.tsx).
    const hide = () => (image.style.visibility = 'hidden')
    image.addEventListener('error', hide)
    image.addEventListener('load', () => isPrintable(photo.src, image) || hide())
    print.append(image)
    frame.before(print)
    if (photo.place === 'gif') frame.remove()
  }
  if (frame?.isConnected && content.gifUrl !== '') {
    // LoveGif.tsx, while its GIF loads: the stand-in heart, then the image.
    const image = document.createElement('img')
    // Before its src, which starts the request.
    image.setAttribute('fetchpriority', 'low')
    image.src = content.gifUrl
    image.alt = content.gifAlt
    image.decoding = 'async'
    frame.append(image)
  }
  if (data.storyWords && !content.isInvalidLink && content.loveLine !== '') {
    // The step the story is on (a reload keeps the history entry, where the router keeps the
    // app's state under `usr`), or its page: StoryPage.tsx shows the same.
    const steps = content.steps ?? []
    const state = (history.state as { usr?: StoryState } | null)?.usr
    const at = stepOf(state, steps.length + 1)
    const step = steps[at]
    const name = content.recipientName
    // The sender's name on the first step, as StoryPage.tsx shows it.
    const sender = at === 0 ? content.sender : undefined
    const lines = step
      ? openingWords(step, name, data.storyWords, content.voice, sender)
      : [content.loveLine]
    showEarlyStory(root, lines)
  }
  const heading = overlay.querySelector('h1')
  if (data.kind === 'love' && heading) heading.textContent = content.loveLine
  if (data.kind !== 'question' || !heading) return
  // QuestionPage.tsx and QuestionAsk.tsx: the question, and the answers no longer waiting for it.
  const question = questionOf(content, voicedText(data.texts.defaultQuestion ?? '', content.voice))
  heading.textContent = question
  if (question === '') return
  overlay.querySelector('.answers')?.classList.remove('answers--waiting')
  for (const answer of overlay.querySelectorAll('.answers [aria-disabled]')) {
    answer.removeAttribute('aria-disabled')
  }
}

const script = document.currentScript
const root = document.getElementById('root')
// openedLinks.ts's isLockedFragment, spelt out: this script is at its page's 14 kB ceiling.
if (/^#v5\.(?:~|%7e)/i.test(location.hash)) {
  // A locked link this document has not opened (a reload of its page, or pasted onto a share
  // page) shows nothing here: its own page (paths.ts's sealedPath) asks for the answer again.
  // Blank until it goes.
  document.documentElement.hidden = true
  location.replace(`${import.meta.env.BASE_URL}share/sealed/${location.hash}`)
} else if (script?.dataset.linkPage && root) {
  const data = JSON.parse(script.dataset.linkPage) as LinkPageData
  const defaults = { recipientName: '', loveLine: '', ...data.ownGif }
  const { gifHosts, audioHosts, photoHosts, texts } = data
  const read = loveContentFor(location.hash, defaults, gifHosts, audioHosts, texts, photoHosts)
  const content = shareContentOf(location.hash, read)
  // Before its moment, none of the page: the countdown, as it is now (the root keeps the time,
  // which the app hydrates with).
  const now = Date.now()
  showLinkContent(root, data, contentAt(earlyContentOf(location.hash, content), now), now)
  root.setAttribute(LINK_READ, String(now))
}
