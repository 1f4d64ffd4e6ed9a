import { useRef, useState } from 'react'
import { createBurstChannel, requestBurst } from '../particles/burstChannel'
import type { Answer } from '../share/reply'
import { HeartStage } from '../stage/HeartStage'
import { useReducedMotion } from '../stage/reducedMotion'
import { pushEvent } from './analytics'
import { LinkNotice, useLoveContent } from './LinkNotice'
import { LoveGif } from './LoveGif'
import { ReplyActions } from './question/ReplyActions'
import { CLOSING_LINE, DEFAULT_QUESTION, MAX_DODGES } from './question/texts'
import { useDodge } from './question/useDodge'
import { buzzOnTap } from './tapFeedback'

// The answer takes focus as it appears (a stable ref: once, on mount), so it is read out next.
const focusOnMount = (element: HTMLElement | null) => element?.focus()

/**
 * A shared link's question, `Đồng ý` and `Không`. `Đồng ý` sets off a burst from the button and
 * shows the love line; `Không` runs away from a few presses (useDodge), then declines. Either
 * answer can go back to the maker (ReplyActions). The data layer hears that an answer was given,
 * never which.
 */
export function QuestionPage() {
  const [channel] = useState(createBurstChannel)
  const content = useLoveContent()
  const question = content.question ?? (content.loveLine ? DEFAULT_QUESTION : '')
  const [answer, setAnswer] = useState<Answer>()
  const isCalm = useReducedMotion()
  const yesRef = useRef<HTMLButtonElement>(null)
  const noRef = useRef<HTMLButtonElement>(null)
  const overlayRef = useRef<HTMLDivElement>(null)
  const obstacles = () =>
    [...(overlayRef.current?.querySelectorAll('h1, figure') ?? [])].map((element) =>
      element.getBoundingClientRect(),
    )

  const give = (value: Answer) => {
    setAnswer(value)
    pushEvent('question_answered')
  }
  const dodge = useDodge({ yes: yesRef, no: noRef, obstacles }, isCalm, () => give('no'))
  const { dodges } = dodge
  // What the live region says: the answer, or what `Không` just did.
  const still = dodges === MAX_DODGES ? ' Giờ nút đứng yên.' : ''
  const announcement = answer
    ? answer === 'yes'
      ? `Đồng ý rồi! ${content.loveLine}`
      : CLOSING_LINE
    : dodges > 0
      ? `Nút Không chạy chỗ khác, giờ ghi “${dodge.label}”.${still}`
      : ''

  const sayYes = () => {
    const box = yesRef.current?.getBoundingClientRect()
    if (box) {
      requestBurst(channel, { x: box.x + box.width / 2, y: box.y + box.height / 2, hasPoint: true })
    }
    buzzOnTap()
    give('yes')
  }

  return (
    <main className="page page--love page--question">
      <div className="overlay" ref={overlayRef}>
        <LinkNotice isShown={content.isInvalidLink} />
        <LoveGif key={content.gifUrl} src={content.gifUrl} alt={content.gifAlt} />
        <h1 className="love-line question-line">{question}</h1>
        {answer ? (
          <>
            <p ref={focusOnMount} tabIndex={-1} className="love-line answer-line">
              {answer === 'yes' ? content.loveLine : CLOSING_LINE}
            </p>
            <ReplyActions answer={answer} question={question} contact={content.contact} />
          </>
        ) : (
          <div className="answers">
            <button
              ref={yesRef}
              type="button"
              className={`heart-button answer-yes${dodges ? ` answer-yes--grow-${dodges}` : ''}`}
              onClick={sayYes}
            >
              Đồng ý
            </button>
            {dodge.spot && (
              <span className="heart-button answer-no answer-no--ghost" aria-hidden="true">
                Không
              </span>
            )}
            <button
              ref={noRef}
              type="button"
              className={`heart-button answer-no${dodge.spot ? ' answer-no--loose' : ''}`}
              style={dodge.spot ? { left: dodge.spot.x, top: dodge.spot.y } : undefined}
              onPointerDown={dodge.onPointerDown}
              onClick={dodge.onClick}
            >
              {dodge.label}
            </button>
          </div>
        )}
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
      </div>
      <HeartStage hasFloatingHearts burstChannel={channel} />
    </main>
  )
}
