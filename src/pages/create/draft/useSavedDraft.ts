import { useEffect, useRef, useState } from 'react'
import { decodeFragment } from '../../../share/format'
import type { Occasion } from '../../../occasions/occasions'
import type { Language } from '../../../texts/languages'
import type { CreateDraft } from './draft'
import { draftOfPage } from './draftOfPage'
import { incomingOf, type IncomingPage } from './editAddress'
import { forgetPhoto, keepPhoto, keptPhotoOf, type StoredPhoto } from '../photo/photoStore'
import { DRAFT_KEY, isBlankDraft, savedDraftOf, textOfSaved, type SavedDraft } from './savedDraft'

/** What the form keeps: the draft, the made page's language (when picked) and occasion. */
export type FormState = {
  readonly draft: CreateDraft
  readonly language?: Language
  readonly occasion: Occasion
}

/** A state put aside, with its kept photo: one press brings both back. */
type PutAside = { readonly state: FormState; readonly photo?: StoredPhoto }

/** The one line the draft's bar shows. */
export type DraftNotice =
  | { readonly kind: 'restarted' | 'fromLink'; readonly aside: PutAside }
  | { readonly kind: 'otherTab'; readonly other: SavedDraft }

type Hosts = { gif: readonly string[]; audio: readonly string[]; photo: readonly string[] }

const read = (key: string) => {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}
const write = (text: string | undefined) => {
  try {
    if (text === undefined) localStorage.removeItem(DRAFT_KEY)
    else localStorage.setItem(DRAFT_KEY, text)
  } catch {
    // Storage full or refused (a private window): the form works on, without a kept draft.
  }
}

/** What a state holds, to tell a change from the same words saved again. */
const contentOf = ({ draft, language, occasion }: FormState) =>
  JSON.stringify([draft, language ?? null, occasion])

const siteBase = () => new URL(import.meta.env.BASE_URL, window.location.href).href

/**
 * The /create draft kept on this device as it is typed (savedDraft.ts, photoStore.ts): taken back
 * after hydration (a page the address opens wins, the kept draft one press away; words typed
 * before the page was live win over it), saved on each change and when the page hides, and never
 * silently over another tab's newer save. `state` is the form's; `apply` puts a state in the
 * form, or with `keepsTyped` the state's draft under what was typed into the form.
 */
export function useSavedDraft(
  state: FormState,
  apply: (state: FormState, keepsTyped?: boolean) => void,
  base: CreateDraft,
  hosts: Hosts,
) {
  const [tab] = useState(() => Math.random().toString(36).slice(2))
  const [isReady, setReady] = useState(false)
  const [notice, setNotice] = useState<DraftNotice>()
  const textRef = useRef<string>(undefined)
  // The form's state for the listeners, which outlive a render.
  const stateRef = useRef(state)
  useEffect(() => {
    stateRef.current = state
  }, [state])
  // The content last read or saved: the same words are not saved again (another tab would take
  // a mere reload for a newer draft), and another tab's save of them is no news.
  const seenRef = useRef('')

  const aside = async (from: FormState): Promise<PutAside> => ({
    state: from,
    photo: from.draft.photoData ? await keptPhotoOf(from.draft.photoData) : undefined,
  })

  /** Opens `incoming` in the form, with what was there put aside; false when it does not open. */
  const open = async (incoming: IncomingPage, from: FormState): Promise<boolean> => {
    const link = decodeFragment(incoming.fragment, hosts.gif, hosts.audio, hosts.photo)
    if (link.kind !== 'valid') return false
    const { language, occasion } = incoming
    const put = await aside(from)
    apply({ draft: draftOfPage(link.page, base), language, occasion })
    if (!isBlankDraft(from.draft, base)) setNotice({ kind: 'fromLink', aside: put })
    return true
  }

  /** Opens the page the address names, if any; then drops it, so a reload takes the draft. */
  const openLocation = async (from: FormState) => {
    const incoming = incomingOf(window.location.href, siteBase())
    if (incoming && (await open(incoming, from))) {
      history.replaceState(history.state, '', window.location.pathname)
    }
  }

  useEffect(() => {
    const kept = savedDraftOf(read(DRAFT_KEY), base, Date.now())
    const keptState: FormState = kept ?? { draft: base, occasion: 'none' }
    seenRef.current = contentOf(keptState)
    void (async () => {
      if (kept) apply(kept, true)
      await openLocation(keptState)
      setReady(true)
    })()
    // Once, after hydration: the prerendered form is the new one.
    // oxlint-disable-next-line react/exhaustive-deps
  }, [])

  useEffect(() => {
    // A link opened on /create itself changes only the fragment: no new page, no mount.
    const onHash = () => void openLocation(stateRef.current)
    window.addEventListener('hashchange', onHash)
    return () => window.removeEventListener('hashchange', onHash)
    // openLocation reads refs, the build's hosts and the form's setters: the same at every render.
    // oxlint-disable-next-line react/exhaustive-deps
  }, [])

  const isPaused = notice?.kind === 'otherTab'
  useEffect(() => {
    if (!isReady || isPaused || contentOf(state) === seenRef.current) return
    seenRef.current = contentOf(state)
    const { draft, language, occasion } = state
    const text = isBlankDraft(draft, base)
      ? undefined
      : textOfSaved({ draft, occasion, savedAt: Date.now(), tab, ...(language && { language }) })
    textRef.current = text
    write(text)
  }, [state, isReady, isPaused, base, tab])

  useEffect(() => {
    // Saved on each change already; again as the page hides, in case the last change was late.
    const flush = () => {
      if (textRef.current !== undefined && !isPaused) write(textRef.current)
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key !== DRAFT_KEY) return
      const other = savedDraftOf(event.newValue, base, Date.now())
      if (!other || other.tab === tab || contentOf(other) === seenRef.current) return
      setNotice({ kind: 'otherTab', other })
    }
    window.addEventListener('pagehide', flush)
    window.addEventListener('storage', onStorage)
    return () => {
      window.removeEventListener('pagehide', flush)
      window.removeEventListener('storage', onStorage)
    }
  }, [base, tab, isPaused])

  /** Puts the state aside and starts a new form; `undo` brings it back. */
  const restart = async () => {
    const put = await aside(state)
    await forgetPhoto()
    apply({ draft: base, occasion: 'none' })
    setNotice({ kind: 'restarted', aside: put })
  }

  /** Brings back what the notice put aside, or takes the other tab's draft. */
  const undo = async () => {
    if (!notice) return
    setNotice(undefined)
    if (notice.kind === 'otherTab') return apply(notice.other)
    if (notice.aside.photo) await keepPhoto(notice.aside.photo)
    apply(notice.aside.state)
  }

  return {
    notice,
    restart,
    undo,
    /** Leaves the notice: for another tab's draft, this tab's is saved over it. */
    dismiss: () => {
      seenRef.current = ''
      setNotice(undefined)
    },
    /** Opens a pasted address's page; false when it holds none that opens. */
    openAddress: (address: string) => {
      const incoming = incomingOf(address, siteBase())
      return incoming ? open(incoming, state) : Promise.resolve(false)
    },
  }
}
