import { useEffect, useRef } from 'react'
import { photoOfDataUrl, photoSizeOf } from '../../../share/photo'
import { workingCopyOf } from './cropCanvas'
import { CENTRED, type Crop } from './cropGeometry'
import { linkCharsOf, type EncodedPhoto } from './encodeCrop'
import { keepPhoto, keptPhotoOf, type PhotoKept } from './photoStore'

/** A picture to frame: as opened, and its working copy. */
export type OpenPicture = { readonly image: HTMLImageElement; readonly working: HTMLCanvasElement }

/** What the field shows for a device photo that came back (a reload, a link, an undo). */
export type KeptPhoto = OpenPicture & { readonly crop: Crop; readonly made?: EncodedPhoto }

async function pictureOf(src: string): Promise<OpenPicture> {
  const image = new Image()
  image.src = src
  await image.decode()
  return { image, working: workingCopyOf(image) }
}

/** The note for a JPEG that came back as it was made: its side and its characters. */
function madeOf(src: string): EncodedPhoto | undefined {
  const bytes = photoOfDataUrl(src)?.bytes
  const size = bytes && photoSizeOf(bytes)
  return size && { src, side: size.width, chars: linkCharsOf(bytes.length) }
}

const blobOf = (canvas: HTMLCanvasElement) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9))

/**
 * The device photo kept on this device (photoStore.ts). A JPEG in the form that the field did not
 * draw itself (`isOwn` says which it did) came from a kept draft or a link: its picture is
 * opened again, the kept working copy and crop when they are there, else the JPEG itself, and
 * `onBack` shows it without drawing the JPEG again (the same bytes give the same link).
 * `keep` stores a picture and crop with the JPEG drawn from them; it answers where it went.
 */
export function useKeptPhoto(
  photoData: string,
  isOwn: (photoData: string) => boolean,
  onBack: (photo: KeptPhoto) => void,
) {
  const pictureRef = useRef<{ working: HTMLCanvasElement; blob: Promise<Blob | null> }>(undefined)
  useEffect(() => {
    if (photoData === '' || isOwn(photoData)) return
    let isCurrent = true
    void (async () => {
      const kept = await keptPhotoOf(photoData)
      const url = kept && URL.createObjectURL(kept.picture)
      try {
        const picture = await pictureOf(url ?? photoData)
        if (!isCurrent) return
        onBack({ ...picture, crop: kept?.crop ?? CENTRED, made: madeOf(photoData) })
      } catch {
        // A picture that no longer opens: the JPEG stays in the form, without its frame.
      } finally {
        if (url) URL.revokeObjectURL(url)
      }
    })()
    return () => {
      isCurrent = false
    }
    // The JPEG is what counts: the callbacks are the field's, new each render.
    // oxlint-disable-next-line react/exhaustive-deps
  }, [photoData])

  const keep = async (working: HTMLCanvasElement, crop: Crop, made: string): Promise<PhotoKept> => {
    if (pictureRef.current?.working !== working) {
      pictureRef.current = { working, blob: blobOf(working) }
    }
    const picture = await pictureRef.current.blob
    return picture ? keepPhoto({ photoData: made, picture, crop }) : 'none'
  }
  return keep
}
