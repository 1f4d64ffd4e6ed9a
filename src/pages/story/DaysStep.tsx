import { useEffect, useState } from 'react'
import type { DaysStep as Days } from '../../share/steps/days'
import { useLanguage } from '../../texts/language'
import { useVoicedTexts } from '../../texts/voiceContext'
import { storyTexts } from '../../texts/storyTexts'
import { msToMidnight } from '../../early/dayCount'
import type { StepViewProps } from './steps/stepView'
import { dayWords } from './stepWords'

/** Today, as the visitor's clock has it, renewed at each local midnight while the page is open. */
function useToday(): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    // A second past midnight: a timer may fire a little early.
    const timer = setTimeout(() => setNow(new Date()), msToMidnight(now) + 1000)
    return () => clearTimeout(timer)
  }, [now])
  return now
}

/** Their days: "1.234 ngày bên nhau", or "Còn 12 ngày nữa là đến 14/2", in the visitor's calendar. */
export function DaysStep({ step, occasion, headingRef }: StepViewProps<Days>) {
  const texts = useVoicedTexts(storyTexts)
  const language = useLanguage()
  const { count, detail } = dayWords(step, useToday(), language, texts)
  return (
    <section className="story-card days">
      <h1 className="story-heading" tabIndex={-1} ref={headingRef}>
        {texts.daysHeadings[occasion]}
      </h1>
      <p className="days-count">{count}</p>
      {detail && <p className="days-detail">{detail}</p>}
    </section>
  )
}
