import { useSyncExternalStore } from 'react'
import { LANGUAGES, type Language } from '../../../texts/languages'
import { createPaths } from '../../../share/paths'
import { createTexts } from '../../../texts/createTexts'
import { useLanguage } from '../../../texts/language'
import { languageNames } from '../../../texts/languageNames'
import { offeredLanguage } from './languageOffer'

const subscribe = (onChange: () => void) => {
  window.addEventListener('languagechange', onChange)
  return () => window.removeEventListener('languagechange', onChange)
}

const preferences = () => navigator.languages ?? [navigator.language]

/** An address under the site's base path. */
const sitePath = (path: string) => `${import.meta.env.BASE_URL}${path.slice(1)}`

/** A link to /create in `language`, said in that language. */
function CreateLink({ language, text }: { language: Language; text: string }) {
  return (
    <a href={sitePath(createPaths[language])} lang={language} hrefLang={language}>
      {text}
    </a>
  )
}

/**
 * The links to /create in the other languages, and, to a browser that prefers one of them, an
 * offer in its own words. The offer is never in the prerendered HTML: the server's snapshot has
 * none, so hydration matches and it appears once the browser's list is read. Never a redirect.
 */
export function LanguageSwitch() {
  const language = useLanguage()
  const texts = createTexts[language]
  const offered = useSyncExternalStore(
    subscribe,
    () => offeredLanguage(preferences(), language),
    () => undefined,
  )
  return (
    <div className="create-languages">
      {offered && (
        <p className="create-offer" lang={offered}>
          {createTexts[offered].languageOfferQuestion}{' '}
          <CreateLink language={offered} text={createTexts[offered].languageOfferLink} />
        </p>
      )}
      <nav className="create-languages__nav" aria-label={texts.languageNav}>
        {LANGUAGES.filter((other) => other !== language).map((other) => (
          <CreateLink key={other} language={other} text={languageNames[other]} />
        ))}
      </nav>
    </div>
  )
}
