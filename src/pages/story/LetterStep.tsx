import { useEffect, useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react'
import { useTexts } from '../../texts/language'
import { storyTexts } from '../../texts/storyTexts'
import { LETTER_FONT_FAMILY } from './letterFace'
import { STORY_ROOM_CLASS } from './StoryRoom'

/** Where a letter is: still sealed, writing itself, or whole on the page. */
export type LetterPhase = 'sealed' | 'writing' | 'whole'

/** How fast a letter writes itself: a line of a phone's sheet in about a second. */
const GRAPHEMES_PER_S = 32

type Props = {
  name: string
  text: string
  phase: LetterPhase
  /** Calm: no animation (StoryPage shows it open and whole from the start). */
  isCalm: boolean
  /** The letter has written itself to its end. */
  onWritten: () => void
  headingRef: Ref<HTMLHeadingElement>
}

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

/**
 * A letter: a sealed envelope addressed to the recipient, which a tap opens (StoryPage); the
 * letter then writes itself, a character at a time, and a tap shows the rest at once. The sheet
 * keeps its final size from the start (the unwritten rest is there, invisible), so nothing below
 * it moves as it writes; a screen reader reads the whole letter at once from a hidden copy.
 */
export function LetterStep({ name, text, phase, isCalm, onWritten, headingRef }: Props) {
  const texts = useTexts(storyTexts)
  const graphemes = useMemo(() => graphemesOf(text), [text])
  const [written, setWritten] = useState(0)
  const isWriting = phase === 'writing' && !isCalm

  useEffect(() => {
    if (!isWriting) return
    let frame = 0
    const start = performance.now()
    // performance.now, not the frame's time stamp: one clock from start to end.
    const write = () => {
      const now = performance.now()
      const count = Math.min(graphemes.length, Math.floor(((now - start) / 1000) * GRAPHEMES_PER_S))
      setWritten(count)
      if (count >= graphemes.length) onWritten()
      else frame = requestAnimationFrame(write)
    }
    frame = requestAnimationFrame(write)
    return () => cancelAnimationFrame(frame)
  }, [graphemes, isWriting, onWritten])

  // The line being written stays in view: the room scrolls with it, until the reader scrolls it.
  const unwrittenRef = useRef<HTMLSpanElement>(null)
  const follow = useRef({ isOn: true, top: 0 })
  useLayoutEffect(() => {
    const room = unwrittenRef.current?.closest(`.${STORY_ROOM_CLASS}`)
    if (!room || !isWriting) return
    follow.current.top = room.scrollTop
    // A scroll to anywhere but where the writing put the room is the reader's own.
    const onScroll = () => {
      if (Math.abs(room.scrollTop - follow.current.top) > 1) follow.current.isOn = false
    }
    room.addEventListener('scroll', onScroll, { passive: true })
    return () => room.removeEventListener('scroll', onScroll)
  }, [isWriting])
  useLayoutEffect(() => {
    const caret = unwrittenRef.current
    const room = caret?.closest(`.${STORY_ROOM_CLASS}`)
    if (!caret || !room || !isWriting || !follow.current.isOn) return
    const line = caret.getClientRects()[0]
    const edge = room.getBoundingClientRect().bottom - WRITING_MARGIN_PX
    if (!line || line.bottom <= edge) return
    room.scrollTop += Math.ceil(line.bottom - edge)
    follow.current.top = room.scrollTop
    // After each character written: `written` moves the line this reads from the layout.
    // oxlint-disable-next-line react/exhaustive-deps
  }, [isWriting, written])

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
  const shown = isWriting ? written : graphemes.length
  return (
    <article
      className={`letter${isCalm ? ' is-calm' : ''}`}
      style={{ fontFamily: LETTER_FONT_FAMILY }}
    >
      <h1 className="letter-heading" tabIndex={-1} ref={headingRef}>
        {texts.letterHeading(name)}
      </h1>
      <p className="visually-hidden">{text}</p>
      <p className="letter-text" aria-hidden="true" data-written={shown === graphemes.length}>
        {graphemes.slice(0, shown).join('')}
        <span className="letter-unwritten" ref={unwrittenRef}>
          {graphemes.slice(shown).join('')}
        </span>
      </p>
    </article>
  )
}
