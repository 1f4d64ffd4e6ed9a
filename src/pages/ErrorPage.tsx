import { config } from '../config/siteConfig'
import { HeartMark } from './HeartMark'

/** What a visitor sees if a page breaks: still the love line, and a way to try again. */
export function ErrorPage() {
  return (
    <main className="page">
      <div className="overlay">
        <HeartMark className="heart-mark heart-mark--error" />
        <h1 className="love-line">{config.loveLine}</h1>
        <button type="button" className="heart-button" onClick={() => window.location.reload()}>
          Tải lại trang
        </button>
      </div>
    </main>
  )
}
