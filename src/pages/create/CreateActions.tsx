import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react'
import { createPortal } from 'react-dom'
import type { LinkPlace } from '../../share/links'
import { createTexts } from '../../texts/createTexts'
import { useTexts } from '../../texts/language'
import { useIsHydrated } from '../../ui/useIsHydrated'
import { keepPress } from '../press/earlyPress'
import type { CreateDraft } from './draft'
import { StoryPreview as Preview } from './StoryPreview'
import './createActions.css'

// The story's views, their words and their stylesheet, from the share pages' chunk, come with
// the first "Xem thử": /create's first load does not carry them.
const StoryPreview = lazy(async () => {
  const story = await import('../sharePages')
  return {
    default: (props: Omit<ComponentProps<typeof Preview>, 'story'>) => (
      <Preview {...props} story={story} />
    ),
  }
})

export const PREVIEW_BUTTON_ID = 'create-preview-open'

type Props = {
  draft: CreateDraft
  place: LinkPlace
  hosts: readonly string[]
  photoHosts: readonly string[]
  isValid: boolean
}

/**
 * The form's last row: "Xem thử" (the draft played full screen, StoryPreview) and "Tạo liên
 * kết" (the form's submit). On a phone the row stays at the screen's bottom while the form
 * scrolls (createActions.css). Before the page is live both wait, muted: a press on "Xem thử" is
 * kept (earlyPress.ts) and answered then (useEarlyCreatePress), the form's submit is kept too.
 *
 * The open preview holds one history entry of its own, pushed as it opens (same address, same
 * state): the browser's Back pops it and closes the preview, leaving the maker on /create with
 * the form as it was; closing it otherwise goes back the same way, so the history is as before.
 */
export function CreateActions({ draft, place, hosts, photoHosts, isValid }: Props) {
  const texts = useTexts(createTexts)
  const isLive = useIsHydrated()
  const [isOpen, setOpen] = useState(false)
  const openerRef = useRef<HTMLButtonElement>(null)

  const open = () => {
    history.pushState(history.state, '')
    setOpen(true)
  }
  useEffect(() => {
    if (!isOpen) return
    const opener = openerRef.current
    const onPop = () => setOpen(false)
    window.addEventListener('popstate', onPop)
    return () => {
      window.removeEventListener('popstate', onPop)
      // Focus back where it was before the preview.
      opener?.focus({ preventScroll: true })
    }
  }, [isOpen])
  // Back pops the preview's entry; the popstate above closes it.
  const close = () => history.back()

  return (
    <div className="create-actions">
      <button
        ref={openerRef}
        id={PREVIEW_BUTTON_ID}
        type="button"
        className={`soft-button create-actions__preview${isLive ? '' : ' create-waiting'}`}
        aria-disabled={!isLive || undefined}
        data-early-press="click"
        onClick={
          isLive
            ? open
            : (event) =>
                keepPress({
                  x: event.clientX,
                  y: event.clientY,
                  hasPoint: true,
                  target: PREVIEW_BUTTON_ID,
                })
        }
      >
        {texts.previewOpen}
      </button>
      {/* aria-disabled, not disabled: a press still explains what is missing. */}
      <button type="submit" className="heart-button" aria-disabled={!isValid || !isLive}>
        {texts.submit}
      </button>
      {/* Out of the form in the document: a locked draft's preview holds a form of its own (the
          lock's), and Chromium stops a nested form's submit at the outer one, before React. */}
      {isOpen &&
        createPortal(
          <Suspense fallback={null}>
            <StoryPreview
              draft={draft}
              hosts={hosts}
              photoHosts={photoHosts}
              place={place}
              onClose={close}
            />
          </Suspense>,
          document.body,
        )}
    </div>
  )
}
