import { preload } from 'react-dom'
import { isLinkPhoto } from '../../share/photo'
import type { MemoriesStep as Memories } from '../../share/steps/memories'
import { useVoicedTexts } from '../../texts/voiceContext'
import { storyTexts } from '../../texts/storyTexts'
import { PhotoPrint } from '../photo/PhotoPrint'
import { LETTER_FONT_FAMILY } from './letterFace'
import type { StepViewProps } from './steps/stepView'

/**
 * Their memories, one print at a time, its caption handwritten on the print's margin; all at
 * once for a visitor who has seen them, or asks for calm. Each new one is announced as it
 * appears (a polite live region), and the next photo is already fetched, so a press never waits
 * for a host. `progress.shown` is the one on screen, from 1: the next at each press (StoryPage);
 * past the last (a calm visitor's, or one back from further on), all of them at once.
 */
export function MemoriesStep({
  step: { memories },
  progress: { shown },
  page: { recipientName: name },
  headingRef,
}: StepViewProps<Memories>) {
  const texts = useVoicedTexts(storyTexts)
  const isAll = shown > memories.length
  const at = Math.max(Math.min(shown, memories.length), 1) - 1
  const onScreen = isAll ? memories : [memories[at]]
  const next = isAll ? undefined : memories[at + 1]
  if (next && !isLinkPhoto(next.photo))
    preload(next.photo, { as: 'image', referrerPolicy: 'no-referrer' })
  return (
    <section className="memories">
      <h1 className="story-heading memories__heading" tabIndex={-1} ref={headingRef}>
        {texts.memoriesHeading(name)}
      </h1>
      <div
        className={`memories__prints${isAll ? ' memories__prints--all' : ''}`}
        aria-live="polite"
      >
        {onScreen.map((memory, index) => (
          <PhotoPrint
            // A new print for each memory: its own stand-in heart while it loads.
            // oxlint-disable-next-line react/no-array-index-key
            key={isAll ? index : at}
            src={memory.photo}
            caption={
              <figcaption
                className="photo-print__caption"
                style={{ fontFamily: LETTER_FONT_FAMILY }}
              >
                {memory.caption}
              </figcaption>
            }
          />
        ))}
      </div>
      {memories.length > 1 && !isAll && (
        <p className="memories__count">{texts.stepShort(at + 1, memories.length)}</p>
      )}
    </section>
  )
}
