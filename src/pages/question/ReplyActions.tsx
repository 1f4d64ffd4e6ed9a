import { useId, useState } from 'react'
import type { Contact } from '../../share/contact'
import {
  isIos,
  replyLinks,
  replySubject,
  replyText,
  siteAddress,
  type Answer,
  type ReplyLink,
} from '../../share/reply'
import { useVoicedTexts } from '../../texts/voiceContext'
import { questionTexts, READER_SPOKEN } from '../../texts/questionTexts'
import { copyText } from '../../ui/copyText'
import './reply.css'

type Props = { answer: Answer; question: string; contact: Contact | undefined }
// Where copied words are pasted: the chat a link opens, or (with no contact) most likely this one.
type ChatApp = 'Messenger' | 'Zalo'
// The words left selected to copy by hand, and which tap left them (a new one selects them anew).
type ByHand = { app: ChatApp; tap: number }

// The field takes the focus and its selection as it appears (a stable ref: once per mount).
const selectOnMount = (field: HTMLTextAreaElement | null) => {
  field?.focus()
  field?.select()
}

/**
 * `Gửi câu trả lời`: the answer, naming the site, on its way to the maker. Links to the contact
 * the page carries (Messenger; Zalo and SMS for a number; email); with none, the phone's share
 * sheet, or where there is none, a copy button. Where no copy works (an in-app browser refusing
 * both ways), the words wait selected in a field, to copy by hand.
 */
export function ReplyActions({ answer, question, contact }: Props) {
  const texts = useVoicedTexts(questionTexts, READER_SPOKEN)
  const fieldId = useId()
  const [status, setStatus] = useState('')
  const [byHand, setByHand] = useState<ByHand>()
  const site = siteAddress(window.location.origin, import.meta.env.BASE_URL)
  const text = replyText(answer, question, site, texts)
  const links = replyLinks(
    contact,
    text,
    replySubject(answer, question, texts),
    isIos(navigator.userAgent, navigator.maxTouchPoints),
  )
  const copy = async (copied: string, app: ChatApp, isLeaving = false) => {
    const isCopied = await copyText(text, isLeaving)
    setStatus(isCopied ? copied : texts.replyCopyFailed)
    setByHand((last) => (isCopied ? undefined : { app, tap: (last?.tap ?? 0) + 1 }))
  }
  const share = async () => {
    try {
      await navigator.share({ text })
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if ((error as Error).name !== 'AbortError') await copy(texts.replyCopied, 'Messenger')
    }
  }
  // m.me and zalo.me open the chat but take no text: the tap copies it, to paste there.
  const chats: Partial<Record<ReplyLink['kind'], { app: ChatApp; copied: string }>> = {
    messenger: { app: 'Messenger', copied: texts.replyCopiedForMessenger },
    zalo: { app: 'Zalo', copied: texts.replyCopiedForZalo },
  }
  const labels = {
    messenger: texts.replySend,
    zalo: texts.replySendZalo,
    sms: texts.replySendSms,
    mailto: texts.replySend,
  }

  const actions = links.map((link) => {
    const chat = chats[link.kind]
    return (
      <a
        key={link.kind}
        className="heart-button reply-button"
        href={link.href}
        {...(chat && {
          target: '_blank',
          rel: 'noopener noreferrer',
          onClick: () => copy(chat.copied, chat.app, true),
        })}
      >
        {labels[link.kind]}
      </a>
    )
  })
  if (links.length === 0) {
    const hasShare = typeof navigator.share === 'function'
    actions.push(
      <button
        key="share"
        type="button"
        className="heart-button reply-button"
        onClick={hasShare ? share : () => copy(texts.replyCopied, 'Messenger')}
      >
        {hasShare ? texts.replySend : texts.replyCopy}
      </button>,
    )
  }

  return (
    <div className="reply">
      <div className="reply__actions">{actions}</div>
      <p className="reply__status" role="status">
        {status}
      </p>
      {byHand && (
        <div className="reply__by-hand">
          <label htmlFor={fieldId} className="reply__hand-line">
            {texts.replyCopyByHand(byHand.app)}
          </label>
          <textarea
            key={byHand.tap}
            id={fieldId}
            ref={selectOnMount}
            className="reply__field"
            readOnly
            rows={4}
            value={text}
          />
        </div>
      )}
    </div>
  )
}
