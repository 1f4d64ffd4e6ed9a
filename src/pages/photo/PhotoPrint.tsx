import type { ReactNode } from 'react'
import { siteTexts } from '../../texts/siteTexts'
import { useTexts } from '../../texts/language'
import { StatusImage } from '../gif/StatusImage'
import { isPrintable, printSizeOf } from '../../early/printSize'

type Props = {
  /** The photo: photo.ts's `src`. */
  src: string
  /** Written on the print's margin, under the photo (a story's memories). */
  caption?: ReactNode
}

/**
 * A made link's photo of the two of them as a small print: white paper, a soft edge and a tilt,
 * at a size where its pixels do not show (printSize.ts). Like the GIF's frame it never shows a
 * broken image: a heart holds its place while it loads, and stays if it cannot (a host that is
 * down, an address that is no image, a photo in the link that decodes to another size than its
 * header's). The host is told nothing of the page it is shown on.
 */
export function PhotoPrint({ src, caption }: Props) {
  const site = useTexts(siteTexts)
  const { width, height } = printSizeOf(src)
  return (
    <StatusImage
      as="figure"
      className="photo-print"
      src={src}
      alt={site.photoAlt}
      hints={{ referrerPolicy: 'no-referrer', width, height }}
      isRight={(image) => isPrintable(src, image)}
    >
      {caption}
    </StatusImage>
  )
}
