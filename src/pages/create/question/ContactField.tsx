import { useRef, type ComponentProps } from 'react'
import type { ContactKind } from '../../../share/contact'
import { createTexts } from '../../../texts/createTexts'
import { useTexts } from '../../../texts/language'
import type { CreateTexts } from '../../../texts/types'
import { LabelledInput } from '../fields/LabelledInput'
import { usePrefilledEdits } from '../fields/prefilledEdits'

/** A contact kind's field: its label, its keyboard and its example, on the page and in a story. */
export const contactFieldOf = (kind: ContactKind, texts: CreateTexts) =>
  ({
    messenger: {
      label: texts.questionMessengerLabel,
      type: 'text',
      placeholder: texts.questionMessengerPlaceholder,
    },
    phone: {
      label: texts.questionPhoneLabel,
      type: 'tel',
      placeholder: texts.questionPhonePlaceholder,
    },
    email: {
      label: texts.questionEmailLabel,
      type: 'email',
      placeholder: texts.questionEmailPlaceholder,
    },
  })[kind] as { label: string; type: 'text' | 'tel' | 'email'; placeholder: string }

type Props = Omit<ComponentProps<typeof LabelledInput>, 'label' | 'type' | 'placeholder'> & {
  kind: ContactKind
}

/** One optional way to reach the page's maker, with its message tied to it and announced. */
export function ContactField({ kind, ...props }: Props) {
  const texts = useTexts(createTexts)
  const fieldRef = useRef<HTMLDivElement>(null)
  usePrefilledEdits(fieldRef, props.onChange)
  return (
    <div ref={fieldRef} className="create-field">
      <LabelledInput {...contactFieldOf(kind, texts)} {...props} />
    </div>
  )
}
