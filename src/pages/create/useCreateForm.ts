import { useRef, useState, type RefObject } from 'react'
import { pushEvent } from '../analytics'
import { CURATED_GIFS } from '../../share/curated'
import { LINK_MAX_CHARS } from '../../share/format'
import { shareLinks, type ShareLinks } from '../../share/links'
import {
  draftErrors,
  FIELDS,
  pageOfDraft,
  type CreateDraft,
  type DraftErrors,
  type Field,
} from './draft'

export type { Field }

const TOO_LONG = `Liên kết sẽ dài hơn ${LINK_MAX_CHARS.toLocaleString('vi')} ký tự: hãy rút ngắn lời hoặc tên.`

/** The site's address with its base path: share links live under it. */
function siteBase(): string {
  return new URL(import.meta.env.BASE_URL, window.location.href).href
}

/** Errors, including the one rule only the whole link can break: its length. */
function checkDraft(draft: CreateDraft, hosts: readonly string[]) {
  const errors: DraftErrors = draftErrors(draft, hosts)
  if (Object.keys(errors).length > 0) return { errors, links: undefined }
  const links = shareLinks(siteBase(), pageOfDraft(draft))
  const longest = Math.max(...Object.values(links).map((link: string) => link.length))
  if (longest > LINK_MAX_CHARS) return { errors: { loveLine: TOO_LONG }, links: undefined }
  return { errors, links }
}

/**
 * The /create form's state: the draft, which messages to show (a field's once it is typed in,
 * all after a try), the links once made. Nothing here leaves the browser: the only trace is
 * the `share_link_created` event, without contents.
 */
export function useCreateForm(hosts: readonly string[]) {
  const [draft, setDraft] = useState<CreateDraft>({
    recipientName: '',
    loveLine: '',
    gifUrl: CURATED_GIFS[0].url,
    question: '',
    messenger: '',
    phone: '',
    email: '',
  })
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set())
  const [hasTried, setTried] = useState(false)
  const [links, setLinks] = useState<ShareLinks>()
  const refs: Record<Field, RefObject<HTMLElement | null>> = {
    recipientName: useRef(null),
    loveLine: useRef(null),
    gifUrl: useRef(null),
    question: useRef(null),
    messenger: useRef(null),
    phone: useRef(null),
    email: useRef(null),
  }
  const checked = checkDraft(draft, hosts)

  const change = (field: Field, value: string) => {
    setDraft((old) => ({ ...old, [field]: value }))
    setTouched((old) => new Set(old).add(field))
    // A link made before the change no longer says what the form says.
    setLinks(undefined)
  }

  const submit = () => {
    if (!checked.links) {
      setTried(true)
      const first = FIELDS.find((field) => checked.errors[field])
      if (first) refs[first].current?.focus()
      return
    }
    setLinks(checked.links)
    pushEvent('share_link_created')
  }

  const shownError = (field: Field) =>
    hasTried || touched.has(field) ? checked.errors[field] : undefined

  /** What every field's component takes for `field`: its value, error, focus ref and change. */
  const fieldProps = (field: Field) => ({
    value: draft[field],
    error: shownError(field),
    inputRef: refs[field],
    onChange: (value: string) => change(field, value),
  })
  return { draft, submit, links, fieldProps, isValid: !!checked.links }
}

export type CreateForm = ReturnType<typeof useCreateForm>
