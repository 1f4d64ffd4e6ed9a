import { lazy, Suspense, type ComponentProps } from 'react'
import { StoryPreview as Preview } from './StoryPreview'

type Props = Omit<ComponentProps<typeof Preview>, 'story'>

// The story's views, their words and their stylesheet, from the share pages' chunk, come with
// the first "Xem thử": /create's first load does not carry them. (The lock's form is in /create's
// chunk: a chunk of its own moved the JSX runtime out of the entry, +1.2 kB on the first load.)
const StoryPreview = lazy(async () => {
  const story = await import('../../sharePages')
  return { default: (props: Props) => <Preview {...props} story={story} /> }
})

/**
 * The open preview (StoryPreview), once its parts have come. /create renders it after its form,
 * not in it: a locked draft's preview holds a form of its own (the lock's), and Chromium stops a
 * nested form's submit at the outer form, before React hears it.
 */
export function PreviewDialog(props: Props) {
  return (
    <Suspense fallback={null}>
      <StoryPreview {...props} />
    </Suspense>
  )
}
