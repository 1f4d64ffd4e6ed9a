import { createTexts } from '../../../texts/createTexts'
import { useTexts } from '../../../texts/language'
import { useIsHydrated } from '../../../ui/useIsHydrated'
import { keepPress } from '../../../early/earlyPress'
import type { RefObject } from 'react'
import './createActions.css'

export const PREVIEW_BUTTON_ID = 'create-preview-open'

type Props = {
  isValid: boolean
  /** Opens the preview (usePreviewOpen): /create renders the preview itself, after its form. */
  onPreviewOpen: () => void
  /** Where focus goes back when the preview closes. */
  previewOpenerRef: RefObject<HTMLButtonElement | null>
}

/**
 * The form's last row: "Xem thử" (the draft played full screen, StoryPreview) and "Tạo liên
 * kết" (the form's submit). On a phone the row stays at the screen's bottom while the form
 * scrolls (createActions.css). Before the page is live both wait, muted: a press on "Xem thử" is
 * kept (earlyPress.ts) and answered then (useEarlyCreatePress), the form's submit is kept too.
 */
export function CreateActions({ isValid, onPreviewOpen, previewOpenerRef }: Props) {
  const texts = useTexts(createTexts)
  const isLive = useIsHydrated()
  return (
    <div className="create-actions">
      <button
        ref={previewOpenerRef}
        id={PREVIEW_BUTTON_ID}
        type="button"
        className={`soft-button create-actions__preview${isLive ? '' : ' create-waiting'}`}
        aria-disabled={!isLive || undefined}
        data-early-press="click"
        onClick={
          isLive
            ? onPreviewOpen
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
    </div>
  )
}
