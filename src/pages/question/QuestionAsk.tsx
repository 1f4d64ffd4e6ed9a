import { useContext, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { sendPress, type BurstChannel } from '../../stage/burstChannel'
import type { Contact } from '../../share/contact'
import type { Answer } from '../../share/reply'
import { useIsCalm } from '../../ui/useIsCalm'
import { pushEvent } from '../../ui/analytics'
import { RehearsalContext } from './rehearsal'
import { keepPress, takeEarlyPress } from '../../early/earlyPress'
import { buzzOnPress } from '../press/pressFeedback'
import { ReplyActions } from './ReplyActions'
import { useVoicedTexts } from '../../texts/voiceContext'
import { questionTexts } from '../../texts/questionTexts'
import { MAX_DODGES } from './texts'
import { useDodge } from './useDodge'

type Props = {
  channel: BurstChannel
  question: string
  loveLine: string
  contact: Contact | undefined
  /** The page's overlay: `Không` keeps off its question and GIF where there is room. */
  overlayRef: RefObject<HTMLElement | null>
  /** Starts the page's song on a yes; `isGesture` false for a press kept from before live. */
  onYes: (isGesture: boolean) => void
  /** The answer already given, where the caller keeps it (a story, in its history entry). */
  answer?: Answer
  /** Hears the answer as it is given. */
  onAnswer?: (answer: Answer) => void
}

// The answers' ids: what a press kept before the page was live names (earlyPress.ts).
const YES_ID = 'answer-yes'
const NO_ID = 'answer-no'

// The answer takes focus as it appears (a stable ref: once, on mount), so it is read out next.
const focusOnMount = (element: HTMLElement | null) => element?.focus()

/**
 * `Đồng ý` and `Không`, then the answer. `Đồng ý` sets off a burst from the button and shows the
 * love line; `Không` runs away from a few presses (useDodge), then declines. Either answer can go
 * back to the maker (ReplyActions). The data layer hears that an answer was given, never which.
 *
 * Until the question is on screen (the prerendered page, before the app has read the link) the
 * answers wait: muted and `aria-disabled`, they never dodge nor answer, but a press on them is
 * kept, shown as heard, and answered once the question is there (the latest press wins): on
 * `Đồng ý` a yes, on `Không` its first dodge, never a decline.
 */
export function QuestionAsk(props: Props) {
  const { channel, question, loveLine, contact, overlayRef, onYes, onAnswer } = props
  const texts = useVoicedTexts(questionTexts)
  const [givenHere, setGivenHere] = useState<Answer>()
  const answer = props.answer ?? givenHere
  const isCalm = useIsCalm()
  const isRehearsal = useContext(RehearsalContext)
  const yesRef = useRef<HTMLButtonElement>(null)
  const noRef = useRef<HTMLButtonElement>(null)
  // The question, the GIF, and the song's toggle (a press there must not be an answer).
  const obstacles = () =>
    [...(overlayRef.current?.querySelectorAll('h1, figure, .song-toggle') ?? [])].map((element) =>
      element.getBoundingClientRect(),
    )
  const give = (value: Answer) => {
    setGivenHere(value)
    onAnswer?.(value)
    if (!isRehearsal) pushEvent('question_answered')
  }
  const dodge = useDodge({ yes: yesRef, no: noRef, obstacles }, isCalm, () => give('no'))
  const { dodges } = dodge
  const isWaiting = question === ''
  // What the live region says: the answer, or what `Không` just did.
  const announcement = answer
    ? answer === 'yes'
      ? `${texts.saidYes} ${loveLine}`
      : texts.closingLine
    : dodges > 0
      ? texts.noMoved(dodge.label, dodges === MAX_DODGES)
      : ''

  const sayYes = (isGesture: boolean) => {
    const box = yesRef.current?.getBoundingClientRect()
    if (box) {
      sendPress(channel, { x: box.x + box.width / 2, y: box.y + box.height / 2, hasPoint: true })
    }
    buzzOnPress()
    onYes(isGesture)
    give('yes')
  }
  // A press while the answers wait (React's now; earlyPress.ts kept those before hydration).
  const keepWaitingPress = (target: string, event: { clientX: number; clientY: number }) =>
    keepPress({ x: event.clientX, y: event.clientY, hasPoint: true, target })

  // Once the question is on screen, the press kept while it was not.
  useLayoutEffect(() => {
    if (isWaiting) return
    const kept = takeEarlyPress()
    if (kept?.target === YES_ID) sayYes(false)
    else if (kept?.target === NO_ID) dodge.dodge()
    // Once, as the question arrives: the handlers read the refs, not stale props.
    // oxlint-disable-next-line react/exhaustive-deps
  }, [isWaiting])

  return (
    <>
      {answer ? (
        <>
          <p ref={focusOnMount} tabIndex={-1} className="love-line answer-line">
            {answer === 'yes' ? loveLine : texts.closingLine}
          </p>
          <ReplyActions answer={answer} question={question} contact={contact} />
        </>
      ) : (
        <div className={`answers${isWaiting ? ' answers--waiting' : ''}`}>
          <button
            ref={yesRef}
            id={YES_ID}
            type="button"
            className={`heart-button answer-yes${dodges ? ` answer-yes--grow-${dodges}` : ''}`}
            aria-disabled={isWaiting || undefined}
            data-early-press="click"
            onClick={isWaiting ? (event) => keepWaitingPress(YES_ID, event) : () => sayYes(true)}
          >
            {texts.yes}
          </button>
          {dodge.spot && (
            <span className="soft-button answer-no answer-no--ghost" aria-hidden="true">
              {texts.noLabels[0]}
            </span>
          )}
          <button
            ref={noRef}
            id={NO_ID}
            type="button"
            className={`soft-button answer-no${dodge.spot ? ' answer-no--loose' : ''}`}
            style={dodge.spot ? { left: dodge.spot.x, top: dodge.spot.y } : undefined}
            aria-disabled={isWaiting || undefined}
            data-early-press="pointerdown"
            onPointerDown={
              isWaiting ? (event) => keepWaitingPress(NO_ID, event) : dodge.onPointerDown
            }
            onFocus={dodge.onFocus}
            onClick={isWaiting ? undefined : dodge.onClick}
          >
            {dodge.label}
          </button>
        </div>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  )
}
