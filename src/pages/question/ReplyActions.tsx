import { useState } from 'react'
import type { Contact } from '../../share/contact'
import { isIos, replyLink, replySubject, replyText, type Answer } from '../../share/reply'
import { useTexts } from '../../texts/language'
import { questionTexts } from '../../texts/questionTexts'
import { copyText } from '../../ui/copyText'

type Props = { answer: Answer; question: string; contact: Contact | undefined }

/**
 * `Gửi câu trả lời`: the answer, with this page's link, on its way to the maker. A link to the
 * contact the page carries (Messenger, SMS, email); with none, the phone's share sheet, or where
 * there is none, a copy button.
 */
export function ReplyActions({ answer, question, contact }: Props) {
  const texts = useTexts(questionTexts)
  const [status, setStatus] = useState('')
  const text = replyText(answer, question, window.location.href, texts)
  const link = replyLink(
    contact,
    text,
    replySubject(answer, question, texts),
    isIos(navigator.userAgent, navigator.maxTouchPoints),
  )
  const copy = async () => {
    const isCopied = await copyText(text)
    setStatus(isCopied ? texts.replyCopied : texts.replyCopyFailed)
  }
  const share = async () => {
    try {
      await navigator.share({ text })
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if ((error as Error).name !== 'AbortError') await copy()
    }
  }

  let action
  if (link?.kind === 'messenger') {
    // m.me opens the chat but takes no text: the text goes to the clipboard, to paste there.
    const onClick = async () => {
      if (await copyText(text)) setStatus(texts.replyCopiedForMessenger)
    }
    action = (
      <a
        className="heart-button reply-button"
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClick}
      >
        {texts.replySend}
      </a>
    )
  } else if (link) {
    action = (
      <a className="heart-button reply-button" href={link.href}>
        {texts.replySend}
      </a>
    )
  } else if (typeof navigator.share === 'function') {
    action = (
      <button type="button" className="heart-button reply-button" onClick={share}>
        {texts.replySend}
      </button>
    )
  } else {
    action = (
      <button type="button" className="heart-button reply-button" onClick={copy}>
        {texts.replyCopy}
      </button>
    )
  }

  return (
    <div className="reply">
      {action}
      <p className="reply__status" role="status">
        {status}
      </p>
    </div>
  )
}
