import { useRef, useState } from 'react'
import type { ShareAddress } from '../../../share/paths'
import type { SharedStory } from '../../../share/story'
import { readSealedLink } from '../../../share/lock/sealedLink'
import { cleanText } from '../../../share/text'
import { sealedLinkOf } from './lockDraft'

/** What a locked page is sealed from: the page, its address once open, the question, the answer. */
export type SealRequest = {
  readonly page: SharedStory
  readonly address: ShareAddress
  readonly question: string
  readonly answer: string
  /** The site's address with its base path, ending in '/'. */
  readonly siteBase: string
}

type SealState =
  { readonly status: 'idle' | 'sealing' } | { readonly status: 'sealed'; readonly link: string }

const IDLE: SealState = { status: 'idle' }

/**
 * Sealing a locked page into its link (seal.ts, WebCrypto: up to a second on a phone). The code
 * comes with the first press, not with /create's first load. A change to the form forgets the
 * link, and a seal still under way when it does ends unheard: the link never says an older page.
 */
export function useSealedLink() {
  const [state, setState] = useState<SealState>(IDLE)
  const runRef = useRef(0)

  /** The sealed link, or undefined when forgotten meanwhile; throws when the browser fails. */
  const seal = async (request: SealRequest): Promise<string | undefined> => {
    const run = ++runRef.current
    setState({ status: 'sealing' })
    try {
      const { LOCK_ITERATIONS, sealPage } = await import('../../../share/lock/seal')
      const { page, address, question, answer, siteBase } = request
      const fragment = await sealPage(page, address, question, answer, {
        iterations: LOCK_ITERATIONS,
      })
      if (run !== runRef.current) return undefined
      // As an open link is read back before it is offered: the sealed page reads this header.
      const read = readSealedLink(fragment)
      if (read.kind !== 'sealed' || read.link.question !== cleanText(question)) {
        throw new Error('a sealed link its page would not read')
      }
      const link = sealedLinkOf(siteBase, fragment)
      setState({ status: 'sealed', link })
      return link
    } catch (error) {
      if (run !== runRef.current) return undefined
      setState(IDLE)
      throw error
    }
  }

  const forget = () => {
    runRef.current++
    setState((old) => (old.status === 'idle' ? old : IDLE))
  }

  return {
    seal,
    forget,
    isSealing: state.status === 'sealing',
    link: state.status === 'sealed' ? state.link : undefined,
  }
}
