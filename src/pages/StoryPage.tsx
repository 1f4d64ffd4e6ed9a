import { useEffect, useLayoutEffect, useRef, type MouseEvent } from 'react'
import { useLocation } from 'react-router-dom'
import type { Press } from '../particles/startBurst'
import { parseSharePath } from '../share/paths'
import type { StoryStep } from '../share/story'
import { HeartStage } from '../stage/HeartStage'
import { useTexts } from '../texts/language'
import { storyTexts } from '../texts/storyTexts'
import { useIsCalm } from '../ui/useIsCalm'
import { useIsHydrated } from '../ui/useIsHydrated'
import { LovePictures } from './photo/LovePictures'
import { VoiceContext } from '../texts/voiceContext'
import { LinkNotice } from './link/LinkNotice'
import { OpeningNote } from './opening/OpeningNote'
import { PageFrom, PageTo } from './link/PageNames'
import { useLoveContent } from './link/useLoveContent'
import { buzzOnPress } from './press/pressFeedback'
import { usePressBurst } from './press/usePressBurst'
import { StoryProgress } from './story/StoryProgress'
import { StoryRoom } from './story/StoryRoom'
import { isOnScrollBar } from './story/pressPlace'
import { pressOnStep } from './story/storyPress'
import { StoryNav } from './story/StoryNav'
import { useStoryStep } from './story/useStoryStep'
import { EARLY_STORY_CLASS } from '../early/earlyStory'
import { StepOnScreen, useStepPlay } from './story/stepPlay'
import './story/story.css'

/** What a press landed on that is a control of its own: it never goes on. */
const CONTROLS = 'button, a, input, textarea, select, [role="button"]'

/** A press from a key: no point, its burst at the centre. */
const AT_CENTRE: Press = { x: 0, y: 0, hasPoint: false }

/** The keys that scroll a step taller than its room, and by how much of it (a line or a page). */
const SCROLL_KEYS: Readonly<Record<string, number>> = {
  ArrowDown: 0.1,
  ArrowUp: -0.1,
  PageDown: 0.85,
  PageUp: -0.85,
}

/**
 * A story (/share/story/): the maker's steps (a letter, reasons, their days, a question, their
 * memories), then
 * the page itself, its love line, GIF and song. A press outside the controls, Space, Enter or →
 * goes on (a letter's press opens it first, and shows the rest of its writing; a reason's shows
 * the next reason), each with a burst where it landed; ← and the back button go back. A touch
 * goes on at its click, which the browser makes for no scroll, drag, pinch or long press: a
 * step taller than the screen scrolls in its room (StoryRoom) without going on. A question
 * waits for its answer, kept in the history entry; after a no, the story ends there. The
 * hearts float through every step from one scene, started once.
 */
export function StoryPage() {
  const texts = useTexts(storyTexts)
  const { pathname } = useLocation()
  const occasion = parseSharePath(pathname)?.occasion ?? 'none'
  const content = useLoveContent()
  const isHydrated = useIsHydrated()
  const isCalm = useIsCalm()
  // The steps show once the app has read the link; before, the early script's words stand in.
  const steps: readonly StoryStep[] = isHydrated ? (content.steps ?? []) : []
  const count = steps.length + 1
  const { step, goOn, goBack, answers, keepAnswer } = useStoryStep(isHydrated ? count : 1)
  // A question holds the story until it is answered; a no ends it there, on the closing line.
  const answer = answers[step]
  const play = useStepPlay(steps, step, isCalm, answer)
  const { current, view, progress: inner, setProgress, headingRef } = play
  const overlayRef = useRef<HTMLDivElement>(null)
  const roomRef = useRef<HTMLDivElement>(null)

  // The new step's heading takes focus, so a screen reader reads it next; and the letter's, as
  // its envelope opens. Not on the first load: the page starts where the browser puts it.
  const isSealed = !!view?.isSealed?.(inner)
  const shownView = `${step}:${isSealed}`
  const lastView = useRef(shownView)
  useLayoutEffect(() => {
    if (lastView.current === shownView) return
    lastView.current = shownView
    headingRef.current?.focus({ preventScroll: true })
  }, [shownView, headingRef])
  useLayoutEffect(() => {
    // The app's own words are on screen: the early script's stand-in goes.
    if (isHydrated) document.querySelector(`.${EARLY_STORY_CLASS}`)?.remove()
  }, [isHydrated])

  /**
   * A press at its point (client px), or at the screen's centre from a key, bursting with `burst`:
   * storyPress.ts says what it does.
   */
  const answerPress = (at: Press, burst: (press: Press) => void) => {
    const pressed = pressOnStep(current, view, inner, answer)
    if (pressed.kind === 'held') return
    if (pressed.kind === 'last') {
      burst(at)
      return
    }
    // Every press that moves the story on bursts, the envelope's opening and each new reason
    // too; calm moves on with none (the last screen's press blooms in place, as on /love).
    if (!isCalm) burst(at)
    if (pressed.kind === 'inside') setProgress(pressed.progress)
    else goOn()
  }
  // A press made before the page was live is answered as a live one would be once the steps are
  // on screen (the envelope opens); the song cannot start from it (no user activation).
  const { channel, burst, song } = usePressBurst(content.song, answerPress, isHydrated)
  const press = (at: Press) => answerPress(at, burst)

  // A touch goes on at its click: the browser makes none for a scroll, a drag, a pinch or a long
  // press, and makes it after the touch is over, so it never lands on the next step's controls.
  // By then the touch has given the page the user activation the song and the buzz need.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as Element
    if (target.closest(CONTROLS)) return
    if (isOnScrollBar(target, event.currentTarget, event.clientX, event.clientY)) return
    // A click with no point (detail 0) came from a key or a script: its burst goes to the centre.
    press({ x: event.clientX, y: event.clientY, hasPoint: event.detail > 0 })
    buzzOnPress()
    song.start(true)
  }
  // A mouse press outside the controls would move the focus to the page's body, off the heading
  // the step just gave it.
  const onMouseDown = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as Element
    if (target.closest(CONTROLS)) return
    if (isOnScrollBar(target, event.currentTarget, event.clientX, event.clientY)) return
    event.preventDefault()
  }

  const onKey = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
    const target = event.target as Element | null
    const isInControl = !!target?.closest?.(CONTROLS)
    const isInField = !!target?.closest?.('input, textarea, select')
    const room = roomRef.current
    const scroll = SCROLL_KEYS[event.key]
    if (scroll && !isInField && room && room.scrollHeight > room.clientHeight) {
      event.preventDefault()
      room.scrollBy(0, Math.round(scroll * room.clientHeight))
      return
    }
    if (event.key === 'ArrowLeft' && !isInField) {
      event.preventDefault()
      goBack()
      return
    }
    const isOn =
      event.key === 'ArrowRight' || ((event.key === ' ' || event.key === 'Enter') && !isInControl)
    if (!isOn || isInField) return
    event.preventDefault()
    press(AT_CENTRE)
    song.start(true)
  }
  // Registered once, with this render's handler read at the key press.
  const onKeyNow = useRef(onKey)
  useLayoutEffect(() => {
    onKeyNow.current = onKey
  })
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => onKeyNow.current(event)
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  const onScreen = current ? (
    <StepOnScreen
      play={play}
      around={{ page: content, occasion, channel, overlayRef, onYes: song.start }}
      onAnswer={(given) => keepAnswer(step, given)}
    />
  ) : (
    <>
      <PageTo content={content} />
      <LovePictures content={content} />
      <h1 className="love-line" tabIndex={-1} ref={headingRef}>
        {content.loveLine}
      </h1>
      <PageFrom content={content} />
    </>
  )
  const hint = current && view ? view.hint(current, inner, texts, answer) : ''

  return (
    // The steps' words speak in the link's voice.
    <VoiceContext.Provider value={content.voice ?? ''}>
      <main
        className="page page--love page--story"
        data-early-press="click"
        data-story-step={isHydrated ? step + 1 : undefined}
        onClick={onClick}
        onMouseDown={onMouseDown}
      >
        <div className="overlay" ref={overlayRef}>
          <LinkNotice isShown={content.isInvalidLink} />
          <OpeningNote content={content} />
          {isHydrated && count > 1 && <StoryProgress step={step} count={count} />}
          {isHydrated &&
            (current ? (
              <StoryRoom key={step} roomRef={roomRef}>
                {onScreen}
                {/* Who it is from, on the first step (a letter's envelope says it itself). */}
                {step === 0 && !view?.namesSender && <PageFrom content={content} />}
              </StoryRoom>
            ) : (
              onScreen
            ))}
          {hint && <p className="story-hint">{hint}</p>}
          {isHydrated && count > 1 && (
            <StoryNav
              play={play}
              texts={texts}
              onBack={goBack}
              onNext={(event) => {
                // A key's click (Enter, Space) has no point: its burst goes to the centre.
                press({ x: event.clientX, y: event.clientY, hasPoint: event.detail > 0 })
                song.start(true)
              }}
            />
          )}
          {song.toggle}
        </div>
        <HeartStage hasFloatingHearts burstChannel={channel} />
      </main>
    </VoiceContext.Provider>
  )
}
