import { pushEvent } from './analytics'
import { HeartStage } from '../stage/HeartStage'

function sendClickEvents() {
  pushEvent('sign_up')
  pushEvent('form_submit')
  console.log('Heartburst: sign_up and form_submit pushed to the data layer.')
}

export function HomePage() {
  return (
    <main className="page">
      <div className="overlay">
        <button type="button" className="heart-button" onClick={sendClickEvents}>
          Click
        </button>
      </div>
      <HeartStage hasFloatingHearts />
    </main>
  )
}
