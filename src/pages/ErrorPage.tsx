import { appSettings } from '../settings/appSettings'
import { siteTexts } from '../texts/siteTexts'
import { HeartMark } from '../ui/HeartMark'

/**
 * What a visitor sees if a page breaks: still the love line, and a way to try again. Above the
 * routes, so in the build's language.
 */
export function ErrorPage() {
  return (
    <main className="page">
      <div className="overlay">
        <HeartMark className="heart-mark heart-mark--error" />
        <h1 className="love-line">{appSettings.loveLine}</h1>
        <button type="button" className="heart-button" onClick={() => window.location.reload()}>
          {siteTexts[appSettings.language].reload}
        </button>
      </div>
    </main>
  )
}
