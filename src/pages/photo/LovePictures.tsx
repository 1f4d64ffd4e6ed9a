import type { LoveContent } from '../../share/content'
import { LoveGif } from '../gif/LoveGif'
import { PhotoPrint } from './PhotoPrint'

type Props = { content: Pick<LoveContent, 'gifUrl' | 'gifAlt' | 'photo'> }

/**
 * A love page's pictures: the GIF and, when the link has one, the photo, in the GIF's place or
 * beside it (first, so the GIF can make room for it: styles.css). A share page's early script
 * (src/early/earlyLink.ts) makes the same change to the prerendered markup before the first
 * paint, which the app's first render then finds.
 */
export function LovePictures({ content }: Props) {
  const { photo } = content
  return (
    <div className="pictures">
      {photo && <PhotoPrint key={photo.src} src={photo.src} />}
      {/* A new GIF (another shared link) starts over from its loading stand-in. */}
      {photo?.place !== 'gif' && (
        <LoveGif key={content.gifUrl} src={content.gifUrl} alt={content.gifAlt} />
      )}
    </div>
  )
}
