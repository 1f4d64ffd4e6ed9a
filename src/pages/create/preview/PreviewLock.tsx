import { matchedAnswer } from '../../../share/lock/answerRule'
import { lockTexts } from '../../../texts/lockTexts'
import type { Language } from '../../../texts/languages'
import { LockForm, type OpenResult } from '../../lock/LockForm'
// The form's stylesheet is inline in the sealed page's HTML only: a page that shows it imports it.
import '../../../early/lockForm.css'

type Props = {
  question: string
  /** The maker's answer, as typed in the form. */
  answer: string
  language: Language
  onOpen: () => void
}

/**
 * The lock as the recipient will meet it, in the preview: the maker's question and the sealed
 * page's own form. An answer is checked by the rule the link is sealed with, against the maker's
 * (no crypto: nothing is sealed yet), so a wrong one is refused as on the page, the right one
 * walks into the page.
 */
export function PreviewLock({ question, answer, language, onOpen }: Props) {
  const expected = matchedAnswer(answer)
  const tryAnswer = async (typed: string): Promise<OpenResult> => {
    if (matchedAnswer(typed) !== expected) return 'wrong'
    onOpen()
    return 'open'
  }
  return <LockForm question={question} onOpen={tryAnswer} texts={lockTexts[language]} />
}
