import { useLayoutEffect, useState, type PointerEvent } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { createBurstChannel, sendPress } from '../../stage/burstChannel'
import { appSettings } from '../../settings/appSettings'
import { keepOpenedLink } from '../../share/openedLinks'
import { sharePath } from '../../share/paths'
import { HeartStage } from '../../stage/HeartStage'
import { useLanguage } from '../../texts/language'
import { lockTexts } from '../../texts/lockTexts'
import { siteTexts } from '../../texts/siteTexts'
import { useIsHydrated } from '../../ui/useIsHydrated'
import { takeEarlySubmit } from '../../early/earlyPress'
import { LockForm, type OpenResult } from './LockForm'
import { KEPT_SUBMIT, LOCK_BUTTON_ID, LOCK_LIVE } from '../../early/lockIds'
import { useSealedScreen } from './useSealedScreen'
import { OpeningNote } from '../opening/OpeningNote'
import { UNREAD_LINK } from '../../share/earlyContent'

/** Whether a form was sent before the page was live (earlyPress.ts or earlySealed.ts kept it). */
function takeKeptSubmit(): boolean {
  const html = document.documentElement
  const isKept = html.getAttribute(KEPT_SUBMIT) === LOCK_BUTTON_ID
  if (isKept) html.removeAttribute(KEPT_SUBMIT)
  return takeEarlySubmit() || isKept
}

/**
 * A locked link's page (/share/sealed/): its question, in the browser's language, over the
 * hearts. The right answer keeps the opened page in this tab's memory (openedLinks.ts) and goes
 * to the page's own address with the same fragment, without a reload; the lock's crypto is a
 * chunk of its own, loaded on the first try.
 */
export function LockedPage() {
  const [channel] = useState(createBurstChannel)
  const [isBroken, setIsBroken] = useState(false)
  const language = useLanguage()
  const texts = lockTexts[language]
  const screen = useSealedScreen()
  const { hash } = useLocation()
  const navigate = useNavigate()
  const isLive = useIsHydrated()

  useLayoutEffect(() => {
    if (!isLive) return
    document.documentElement.setAttribute(LOCK_LIVE, '')
    if (!takeKeptSubmit()) return
    // A task later, once React has taken in what was typed meanwhile.
    const timer = setTimeout(() => document.getElementById(LOCK_BUTTON_ID)?.click())
    return () => clearTimeout(timer)
  }, [isLive])

  const open = async (answer: string): Promise<OpenResult> => {
    if (screen.kind !== 'form') return 'wrong'
    const { openSealedLink } = await import('../../share/lock/seal')
    const { gifHosts, audioHosts, photoHosts } = appSettings
    const hosts = { gif: gifHosts, audio: audioHosts, photo: photoHosts }
    const opened = await openSealedLink(screen.link, answer, hosts)
    if (opened.kind === 'wrong') return 'wrong'
    if (opened.kind === 'invalid') {
      setIsBroken(true)
      return 'open'
    }
    keepOpenedLink(hash.slice(1), opened)
    const { kind, language: pageLanguage, occasion } = opened.address
    void navigate(`${sharePath(kind, pageLanguage, occasion)}${hash}`, { replace: true })
    return 'open'
  }

  const burstAtPointer = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    if (event.target instanceof Element && event.target.closest('form')) return
    sendPress(channel, { x: event.clientX, y: event.clientY, hasPoint: true })
  }

  const notices = {
    cut: texts.cut,
    invalid: siteTexts[language].invalidLink,
    insecure: texts.insecure,
  }
  const opensAt = screen.kind === 'waiting' ? screen.opensAt : undefined
  const noticeKind = isBroken ? 'invalid' : screen.kind
  const notice = noticeKind in notices ? notices[noticeKind as keyof typeof notices] : undefined
  return (
    <main className="page page--sealed" onPointerDown={burstAtPointer}>
      <div className="overlay">
        <OpeningNote content={{ ...UNREAD_LINK, opensAt }} />
        {screen.kind === 'form' && !isBroken && (
          <LockForm question={screen.link.question} onOpen={open} texts={texts} />
        )}
        {notice && (
          <p className="link-notice lock-notice" role="status">
            {notice}
          </p>
        )}
      </div>
      <HeartStage hasFloatingHearts burstChannel={channel} />
    </main>
  )
}
