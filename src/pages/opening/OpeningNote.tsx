import { useState } from 'react'
import type { LoveContent } from '../../share/loveContent'
import { useTexts } from '../../texts/language'
import { siteTexts } from '../../texts/siteTexts'
import { useIsHydrated } from '../../ui/useIsHydrated'
import { OpeningCountdown } from './OpeningCountdown'

/**
 * What a share page shows of its moment: before it, the countdown (earlyCountdown.ts paints the
 * same before the app); when it opens in front of the visitor, a status line a screen reader
 * says once (there, empty, from the app's first render on, so it is heard when it fills; the
 * early script leaves it to the app). Nothing for a page that was open when it loaded.
 */
export function OpeningNote({ content }: { content: LoveContent }) {
  const words = useTexts(siteTexts).opening
  const { opensAt } = content
  const isHydrated = useIsHydrated()
  const [wasShut, setWasShut] = useState(!!opensAt)
  if (opensAt && !wasShut) setWasShut(true)
  if (!wasShut) return null
  return (
    <>
      {opensAt && <OpeningCountdown opensAt={opensAt} />}
      {isHydrated && (
        <p className="visually-hidden" role="status">
          {opensAt ? null : words.opened}
        </p>
      )}
    </>
  )
}
