import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type SyntheticEvent,
} from 'react'
import { createBurstChannel, sendPress } from '../../../stage/burstChannel'
import { altOfGif } from '../../../share/curated'
import type { LinkPlace } from '../../../share/links'
import type { Answer } from '../../../share/reply'
import { gifError, photoError } from '../../../share/rules'
import { stepError, stepRulesOf } from '../../../share/story'
import { HeartStage } from '../../../stage/HeartStage'
import { createTexts } from '../../../texts/createTexts'
import { LanguageContext } from '../../../texts/language'
import { formatLoveTitle } from '../../../settings/pages'
import { rulesTexts } from '../../../texts/rulesTexts'
import { cleanText } from '../../../share/text'
import { siteTexts } from '../../../texts/siteTexts'
import { useIsCalm } from '../../../ui/useIsCalm'
import { LovePictures } from '../../photo/LovePictures'
import type { StoryState } from '../../../early/storyState'
import { pageOfDraft, type CreateDraft } from '../draft/draft'
import { usePalette } from '../pageFields/usePalette'
import { isPreviewLocked } from '../lock/lockDraft'
import { PreviewLock } from './PreviewLock'
import './storyPreview.css'

/**
 * The story's own parts, from the share pages' chunk (sharePages.ts), which PreviewDialog loads as
 * the preview opens: imported here, the modules the two chunks share would leave both for a chunk
 * that every page counts on its first load.
 */
export type StoryParts = typeof import('../../sharePages')

type Props = {
  story: StoryParts
  draft: CreateDraft
  hosts: readonly string[]
  photoHosts: readonly string[]
  place: LinkPlace
  /** Asks to close (the form's Back, Escape, the back button): usePreviewOpen closes it. */
  onClose: () => void
}

/** What a press landed on that is a control of its own: it never goes on. */
const CONTROLS = 'button, a, input, textarea, select, [role="button"]'

/**
 * The draft played full screen as the recipient will see it: the page the link will carry
 * (`pageOfDraft`), its steps one by one with the story's own views and press logic
 * (stepViews.ts, storyPress.ts), the hearts and their bursts, then the page itself; in the made
 * page's language and its occasion's colours. A modal dialog: focus stays in it, Escape closes
 * it. Its steps live in its own state, not in the history: the address never changes while it
 * plays. A memory whose photo breaks a rule is left out (its address may be anyone's), and the
 * GIF and the photo show only from allowed hosts, as in the small preview.
 */
export function StoryPreview({ story, draft, hosts, photoHosts, place, onClose }: Props) {
  const {
    RehearsalContext,
    StoryNav,
    StoryProgress,
    StoryRoom,
    StepOnScreen,
    pressOnStep,
    stepOf,
    storyTexts,
    VoiceContext,
    voiced,
  } = story
  // The same hook on every render: `story` is the share pages' chunk, loaded before the preview.
  // oxlint-disable-next-line react/rules-of-hooks
  const useStepPlay = story.useStepPlay
  const { language, occasion } = place
  const createWords = createTexts[language]
  const site = siteTexts[language]
  const isCalm = useIsCalm()
  const [channel] = useState(createBurstChannel)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const roomRef = useRef<HTMLDivElement>(null)
  usePalette(dialogRef, occasion)

  // The draft as it was when the preview opened: the form is behind it, unchanged meanwhile.
  const [page] = useState(() => pageOfDraft(draft, language))
  // A locked draft opens on its lock, as the link will, until the maker answers it.
  const [isLocked, setLocked] = useState(() => isPreviewLocked(draft))
  // The story's words in the draft's voice, as the made page will speak them.
  const texts = voiced(storyTexts[language], page.voice ?? '')
  const steps = useMemo(
    () =>
      (page.steps ?? []).filter(
        // A step with photos its rules refuse is left out: they would show as broken images.
        (step) => !stepRulesOf(step).photos || !stepError(step, rulesTexts[language], photoHosts),
      ),
    [page, language, photoHosts],
  )
  const count = steps.length + 1
  // The story's own state, kept here instead of in the history entry (useStoryStep.ts).
  const [state, setState] = useState<StoryState>({ storyStep: 0 })
  const step = stepOf(state, count)
  const answers = state.answers ?? {}
  const answer = answers[step]
  const play = useStepPlay(steps, step, isCalm, answer)
  const { current, view, progress: inner, setProgress, headingRef } = play

  const goTo = (next: number) => setState({ storyStep: next, answers })
  const goBack = () => {
    if (step > 0) goTo(step - 1)
  }
  const keepAnswer = (given: Answer) =>
    setState({ storyStep: step, answers: { ...answers, [step]: given } })

  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    // Safari before 15.4 has no <dialog>: the element is laid over the page all the same.
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal()
    else dialog.setAttribute('open', '')
  }, [])
  // Each new step's heading takes the focus, for a screen reader, and the letter's as its
  // envelope opens (as on the story page): the focus stays in the dialog.
  const shownView = `${step}:${isLocked}:${!!view?.isSealed?.(inner)}`
  const lastView = useRef('')
  useLayoutEffect(() => {
    if (lastView.current === shownView) return
    lastView.current = shownView
    headingRef.current?.focus({ preventScroll: true })
  })

  /** A press at `point` (client px), or at the screen's centre from a key. */
  const press = (point?: { x: number; y: number }) => {
    if (isLocked) return
    const outcome = pressOnStep(current, view, inner, answer)
    if (outcome.kind === 'held') return
    if (outcome.kind === 'last' || !isCalm) {
      sendPress(channel, point ? { ...point, hasPoint: true } : { x: 0, y: 0, hasPoint: false })
    }
    if (outcome.kind === 'inside') setProgress(outcome.progress)
    else if (outcome.kind === 'next') goTo(step + 1)
  }

  const onClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest(CONTROLS)) return
    press(event.detail > 0 ? { x: event.clientX, y: event.clientY } : undefined)
  }
  const onKeyDown = (event: globalThis.KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
    const target = event.target as Element
    if (target.closest('input, textarea, select')) return
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      goBack()
    } else if (
      event.key === 'ArrowRight' ||
      ((event.key === ' ' || event.key === 'Enter') && !target.closest(CONTROLS))
    ) {
      event.preventDefault()
      press()
    }
  }
  // On the window, as on the story page: a key counts wherever the focus is (the heading it was
  // on may have gone with its step). Registered once, with this render's handler read at the key.
  const onKeyNow = useRef(onKeyDown)
  useLayoutEffect(() => {
    onKeyNow.current = onKeyDown
  })
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => onKeyNow.current(event)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  // Escape: the dialog's cancel, which closes it the same way as the form's Back does.
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault()
    onClose()
  }

  const gif = page.gifUrl.trim()
  const photo = page.photo && !photoError(page.photo.src, photoHosts) ? page.photo : undefined
  const content = {
    gifUrl: gifError(gif, hosts) ? '' : gif,
    gifAlt: altOfGif(gif, { gifAlts: site.gifAlts, otherGifAlt: createWords.gifChosenAlt }),
    photo,
  }
  // Who made it, as the made page says it (PageFrom, which shows only on a share page).
  const from = page.sender && (
    <p className="page-name page-name--from">{site.fromSender(page.sender)}</p>
  )
  const hint = current && view ? view.hint(current, inner, texts, answer) : ''

  return (
    <LanguageContext.Provider value={language}>
      <RehearsalContext.Provider value>
        <VoiceContext.Provider value={page.voice ?? ''}>
          <dialog
            ref={dialogRef}
            className="story-preview page page--love page--story"
            lang={language}
            aria-label={createWords.previewDialog}
            data-preview-step={step + 1}
            onCancel={onCancel}
            onClick={onClick}
          >
            <div className="overlay">
              <button type="button" className="story-back story-preview__close" onClick={onClose}>
                <span aria-hidden="true">✕ </span>
                {createWords.previewClose}
              </button>
              {isLocked ? (
                <PreviewLock
                  question={cleanText(draft.lockQuestion ?? '')}
                  answer={draft.lockAnswer ?? ''}
                  language={language}
                  onOpen={() => setLocked(false)}
                />
              ) : (
                <>
                  {count > 1 && <StoryProgress step={step} count={count} />}
                  {current ? (
                    <StoryRoom key={step} roomRef={roomRef}>
                      <StepOnScreen
                        play={play}
                        around={{ page, occasion, channel, overlayRef: dialogRef, onYes: () => {} }}
                        onAnswer={keepAnswer}
                      />
                      {/* On the first step, as on the page (a letter's envelope says it). */}
                      {step === 0 && !view?.namesSender && from}
                    </StoryRoom>
                  ) : (
                    <>
                      <p className="story-preview__title">
                        {formatLoveTitle(page.recipientName || '…', { ...place, isShared: true })}
                      </p>
                      <LovePictures content={content} />
                      <h1 className="love-line" tabIndex={-1} ref={headingRef}>
                        {page.question || page.loveLine || createWords.previewEmptyLine}
                      </h1>
                      {from}
                    </>
                  )}
                  {hint && <p className="story-hint">{hint}</p>}
                  {count > 1 && (
                    <StoryNav
                      play={play}
                      texts={texts}
                      onBack={goBack}
                      onNext={(event) =>
                        press(event.detail > 0 ? { x: event.clientX, y: event.clientY } : undefined)
                      }
                    />
                  )}
                </>
              )}
            </div>
            <HeartStage hasFloatingHearts burstChannel={channel} />
          </dialog>
        </VoiceContext.Provider>
      </RehearsalContext.Provider>
    </LanguageContext.Provider>
  )
}
