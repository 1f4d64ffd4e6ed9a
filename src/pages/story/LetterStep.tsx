import { useLayoutEffect, useMemo, useRef } from 'react'
import type { LetterStep as Letter } from '../../share/steps/letter'
import { useTexts } from '../../texts/language'
import { siteTexts } from '../../texts/siteTexts'
import { storyTexts } from '../../texts/storyTexts'
import { LETTER_FONT_FAMILY } from './letterFace'
import { STORY_ROOM_CLASS } from './StoryRoom'
import type { StepViewProps } from './steps/stepView'

/** How fast a letter writes itself: a line of a phone's sheet in about a second. */
const GRAPHEMES_PER_S = 32

/** How far above the room's bottom edge the line being written stays: clear of its fade. */
const WRITING_MARGIN_PX = 64

/** The letter's characters as a reader sees them: `ệ` or an emoji is one. */
function graphemesOf(text: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return Array.from(text)
  return Array.from(
    new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
    (part) => part.segment,
  )
}

/** The class a written character takes while the rest of the letter is still unseen. */
const INKED_CLASS = 'is-inked'

/**
 * A letter: a sealed envelope addressed to the recipient, which a press opens (StoryPage); the
 * letter then writes itself, a character at a time, and a press shows the rest at once. The sheet
 * keeps its final size from the start (the unwritten rest is there, invisible), so nothing below
 * it moves as it writes; a screen reader reads the whole letter at once from a hidden copy.
 *
 * The writing renders nothing: each character is a span laid out once, unseen while the letter
 * writes (story.css), and each frame inks the one or two whose moment has come, a class on each,
 * so a letter of 600 characters writes itself over 19 s with no render and no layout per frame.
 * The page's clock (performance.now, requestAnimationFrame) times it, not CSS's: one clock with
 * the scene's, which a hidden tab pauses and a test may slow. Calm: no animation (StoryPage shows
 * it open and whole from the start).
 */
export function LetterStep({
  step: { text },
  progress: { phase },
  page: { recipientName: name, sender },
  isCalm,
  onWritten,
  headingRef,
}: StepViewProps<Letter>) {
  const texts = useTexts(storyTexts)
  const site = useTexts(siteTexts)
  const graphemes = useMemo(() => graphemesOf(text), [text])
  const isWriting = phase === 'writing' && !isCalm
  // One span per character, made once per letter: the writing and a press that shows the rest
  // change the paragraph's class and the spans' own, and React keeps the spans as they are.
  const characters = useMemo(
    // The letter's characters never move or change: a character's place is its key.
    // oxlint-disable-next-line react/no-array-index-key
    () => graphemes.map((grapheme, index) => <span key={index}>{grapheme}</span>),
    [graphemes],
  )
  const textRef = useRef<HTMLParagraphElement>(null)

  useLayoutEffect(() => {
    const paragraph = textRef.current
    const room = paragraph?.closest(`.${STORY_ROOM_CLASS}`)
    if (!paragraph || !isWriting) return
    const spans = paragraph.children
    const total = characters.length
    for (let index = 0; index < total; index++) spans[index].classList.remove(INKED_CLASS)
    // The line being written stays in view: the room scrolls with it until the reader scrolls;
    // a scroll to anywhere but where the writing put the room is the reader's own.
    let isFollowing = true
    let followedTop = room?.scrollTop ?? 0
    const onScroll = () => {
      if (room && Math.abs(room.scrollTop - followedTop) > 1) isFollowing = false
    }
    room?.addEventListener('scroll', onScroll, { passive: true })
    const followLine = (character: Element) => {
      if (!room || !isFollowing) return
      const line = character.getBoundingClientRect()
      const edge = room.getBoundingClientRect().bottom - WRITING_MARGIN_PX
      if (line.bottom <= edge) return
      room.scrollTop += Math.ceil(line.bottom - edge)
      followedTop = room.scrollTop
    }

    let frame = 0
    let inked = 0
    const start = performance.now()
    // performance.now, not the frame's time stamp: one clock from start to end.
    const write = () => {
      const now = performance.now()
      const count = Math.min(total, Math.floor(((now - start) / 1000) * GRAPHEMES_PER_S))
      for (; inked < count; inked++) spans[inked].classList.add(INKED_CLASS)
      if (count > 0) followLine(spans[count - 1])
      if (count >= total) onWritten()
      else frame = requestAnimationFrame(write)
    }
    frame = requestAnimationFrame(write)
    return () => {
      cancelAnimationFrame(frame)
      room?.removeEventListener('scroll', onScroll)
    }
  }, [characters, isWriting, onWritten])

  if (phase === 'sealed') {
    return (
      <div
        className={`envelope${isCalm ? ' is-calm' : ''}`}
        style={{ fontFamily: LETTER_FONT_FAMILY }}
      >
        <div className="envelope-flap" aria-hidden="true" />
        <h1 className="envelope-to" tabIndex={-1} ref={headingRef}>
          {texts.envelopeTo(name)}
        </h1>
        {sender && <p className="envelope-from">{site.fromSender(sender)}</p>}
        <span className="envelope-seal" aria-hidden="true">
          ♥
        </span>
        {/* Laid out unseen, so the face's files the letter needs come while the envelope is
            shut, and it writes itself in the face from its first character: the browser picks
            the fewest subsets for what is drawn (document.fonts.load would take every subset
            whose range any of its characters falls in). */}
        <span className="visually-hidden" aria-hidden="true">
          {texts.letterHeading(name)}
          {text}
        </span>
      </div>
    )
  }
  return (
    <article
      className={`letter${isCalm ? ' is-calm' : ''}`}
      style={{ fontFamily: LETTER_FONT_FAMILY }}
    >
      <h1 className="letter-heading" tabIndex={-1} ref={headingRef}>
        {texts.letterHeading(name)}
      </h1>
      <p className="visually-hidden">{text}</p>
      <p
        className={`letter-text${isWriting ? ' letter-text--writing' : ''}`}
        aria-hidden="true"
        data-written={!isWriting}
        ref={textRef}
      >
        {characters}
      </p>
    </article>
  )
}
