import { useEffect } from 'react'
import { pushEvent } from '../ui/analytics'
import { takeEarlyPress } from '../early/earlyPress'
import { HeartStage } from '../stage/HeartStage'
import { useTexts } from '../texts/language'
import { siteTexts } from '../texts/siteTexts'

function sendClickEvents() {
  pushEvent('sign_up')
  pushEvent('form_submit')
  console.log('Heartburst: sign_up and form_submit pushed to the data layer.')
}

export function HomePage() {
  const site = useTexts(siteTexts)
  // A click on the prerendered button before the app was live (it starts after the first
  // paint) counts once it is.
  useEffect(() => {
    if (takeEarlyPress()) sendClickEvents()
  }, [])
  return (
    <main className="page">
      <div className="overlay">
        <button
          type="button"
          className="heart-button"
          data-early-press="click"
          onClick={sendClickEvents}
        >
          {site.homeButton}
        </button>
      </div>
      <HeartStage hasFloatingHearts />
    </main>
  )
}
