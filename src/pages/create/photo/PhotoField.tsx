import { useEffect, useRef, useState, type RefObject } from 'react'
import { sitesOf } from '../../../share/hosts'
import { PHOTO_PLACES } from '../../../share/photo'
import { createTexts } from '../../../texts/createTexts'
import { useTexts } from '../../../texts/language'
import { siteTexts } from '../../../texts/siteTexts'
import { HeartMark } from '../../../ui/HeartMark'
import { AddressField } from '../fields/AddressField'
import { CENTRED, cropSquare, type Crop } from './cropGeometry'
import { PHOTO_ADDRESS, PHOTO_DEVICE } from '../draft/draft'
import { encodeCrop, type EncodedPhoto } from './encodeCrop'
import { PhotoCropper } from './PhotoCropper'
import { workingCopyOf } from './cropCanvas'
import { usePrefilledEdits } from '../fields/prefilledEdits'
import { useKeptPhoto } from './useKeptPhoto'
import './photoField.css'
import type { PhotoAddressCheck } from './usePhotoAddressCheck'

type FieldProps = {
  value: string
  error: string | undefined
  inputRef: RefObject<HTMLElement | null>
  onChange: (value: string) => void
}

type Props = {
  choice: FieldProps
  /** The device's photo as drawn for the link (a data URL), written by the cropper. */
  data: FieldProps
  url: FieldProps & { check: PhotoAddressCheck }
  place: FieldProps
  /** The characters the link has left for a photo's bytes (asked on the client only). */
  roomChars: () => number
  photoHosts: readonly string[]
}

/** A picture the browser opened from the maker's file, or why it could not. */
type Picked =
  | { readonly status: 'none' | 'reading' | 'failed' }
  | {
      readonly status: 'open'
      readonly image: HTMLImageElement
      /** The picture drawn small once, as it is picked: the frame is drawn from it. */
      readonly working: HTMLCanvasElement
    }

/** Opens `file` as a picture, with its orientation applied (as an <img> always does). */
async function openPicture(file: File): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file)
  try {
    const image = new Image()
    image.src = url
    await image.decode()
    return image
  } finally {
    // The decoded picture stays drawable; its file's address is no longer needed.
    URL.revokeObjectURL(url)
  }
}

/** Re-draws the crop for the link a moment after the maker stops moving it. */
const ENCODE_DELAY_MS = 120

/**
 * The photo of the two of them: none, one from the device (framed in a square, re-drawn small
 * for the link, every byte of metadata left behind), or one by its address on a photo host; in
 * the GIF's place or beside it; and one line on who sees it.
 */
export function PhotoField({ choice, data, url, place, roomChars, photoHosts }: Props) {
  const texts = useTexts(createTexts)
  const site = useTexts(siteTexts)
  const [picked, setPicked] = useState<Picked>({ status: 'none' })
  const [crop, setCrop] = useState<Crop>(CENTRED)
  const [made, setMade] = useState<EncodedPhoto | 'no room'>()
  // A choice made before the page was live counts.
  const choicesRef = useRef<HTMLDivElement>(null)
  usePrefilledEdits(choicesRef, choice.onChange)
  // The JPEG this field last drew or took back: any other one came from a kept draft or a link.
  const ownRef = useRef('')
  // A JPEG taken back is shown as it is, not drawn again: the same bytes give the same link.
  const keepsMadeRef = useRef(false)
  const [isKept, setKept] = useState(true)
  const setData = (value: string) => {
    ownRef.current = value
    data.onChange(value)
  }
  const isDevice = choice.value === PHOTO_DEVICE
  const keep = useKeptPhoto(
    isDevice ? data.value : '',
    (value) => value === ownRef.current,
    (kept) => {
      ownRef.current = data.value
      keepsMadeRef.current = true
      setPicked({ status: 'open', image: kept.image, working: kept.working })
      setCrop(kept.crop)
      setMade(kept.made)
    },
  )
  // The form started again: the picture goes with its JPEG.
  useEffect(() => {
    if (data.value !== '' || ownRef.current === '') return
    ownRef.current = ''
    setPicked({ status: 'none' })
    setMade(undefined)
  }, [data.value])

  const onFile = async (file: File | undefined) => {
    if (!file) return
    setPicked({ status: 'reading' })
    setMade(undefined)
    setData('')
    try {
      const image = await openPicture(file)
      setPicked({ status: 'open', image, working: workingCopyOf(image) })
      setCrop(CENTRED)
    } catch {
      setPicked({ status: 'failed' })
    }
  }

  const image = picked.status === 'open' ? picked.image : undefined
  // The link's room moves with every letter typed; a new JPEG is needed only when it crosses
  // a hundred characters.
  const room = image ? Math.floor(roomChars() / 100) * 100 : 0
  useEffect(() => {
    if (!image || picked.status !== 'open') return
    if (keepsMadeRef.current) {
      keepsMadeRef.current = false
      return
    }
    let isCurrent = true
    const { working } = picked
    const timer = setTimeout(async () => {
      const size = { width: image.naturalWidth, height: image.naturalHeight }
      const encoded = await encodeCrop(image, cropSquare(size, crop), room)
      if (!isCurrent) return
      setMade(encoded ?? 'no room')
      setData(encoded ? encoded.src : '')
      if (encoded) setKept((await keep(working, crop, encoded.src)) !== 'none')
    }, ENCODE_DELAY_MS)
    return () => {
      isCurrent = false
      clearTimeout(timer)
    }
    // setData is the form's, new each render; the crop, the picture and the room are what count.
    // oxlint-disable-next-line react/exhaustive-deps
  }, [image, crop, room])

  const radio = (name: string, value: string, label: string, field: FieldProps) => (
    <label key={value} className="photo-field__choice">
      <input
        type="radio"
        name={name}
        value={value}
        checked={field.value === value}
        onChange={() => field.onChange(value)}
      />
      <span>{label}</span>
    </label>
  )
  const placeValue = place.value === '' ? 'gif' : place.value
  const deviceNote =
    picked.status === 'reading'
      ? texts.photoReading
      : made === 'no room'
        ? texts.photoNoRoom
        : made
          ? texts.photoMade
          : undefined

  return (
    <fieldset className="create-field photo-field">
      <legend className="create-label">{texts.photoLegend}</legend>
      <div ref={choicesRef} className="photo-field__choices">
        {radio('photo', '', texts.photoNone, choice)}
        {radio('photo', PHOTO_DEVICE, texts.photoFromDevice, choice)}
        {radio('photo', PHOTO_ADDRESS, texts.photoByAddress, choice)}
      </div>
      {isDevice && (
        <div className="photo-field__device">
          <label className="soft-button photo-field__pick">
            {image ? texts.photoChooseAnother : texts.photoChoose}
            <input
              // The form focuses it when the photo is what is missing.
              ref={data.inputRef as RefObject<HTMLInputElement>}
              id="create-photo-file"
              className="visually-hidden"
              type="file"
              accept="image/*"
              aria-invalid={data.error || picked.status === 'failed' ? true : undefined}
              aria-describedby="create-photo-file-error create-photo-note"
              onChange={(event) => void onFile(event.target.files?.[0])}
            />
          </label>
          {picked.status === 'open' && (
            <PhotoCropper
              image={picked.image}
              working={picked.working}
              crop={crop}
              onCrop={setCrop}
            />
          )}
          <p id="create-photo-file-error" className="create-error" aria-live="polite">
            {picked.status === 'failed' ? texts.photoNotImage : data.error}
          </p>
          <p id="create-photo-note" className="create-count" aria-live="polite">
            {deviceNote}
          </p>
          {!isKept && <p className="create-count">{texts.draftPhotoNotKept}</p>}
        </div>
      )}
      {choice.value === PHOTO_ADDRESS && (
        <div className="photo-field__address">
          <AddressField
            id="create-photo-url"
            lines="create-photo"
            label={texts.photoUrlLabel}
            value={url.value}
            error={url.error}
            inputRef={url.inputRef}
            hosts={texts.photoHosts(sitesOf(photoHosts))}
            onChange={url.onChange}
          />
          {/* Its place is kept from the moment the address is tried: nothing moves as it opens. */}
          {url.check !== 'idle' && (
            <span className="photo-field__thumb">
              {url.check === 'loaded' ? (
                <img
                  src={url.value.trim()}
                  alt={site.photoAlt}
                  referrerPolicy="no-referrer"
                  width={96}
                  height={96}
                />
              ) : (
                <HeartMark />
              )}
            </span>
          )}
        </div>
      )}
      {choice.value !== '' && (
        <fieldset className="photo-field__places">
          <legend className="create-sublabel">{texts.photoPlaceLegend}</legend>
          {PHOTO_PLACES.map((value) =>
            radio('photo-place', value, texts.photoPlaces[value], { ...place, value: placeValue }),
          )}
        </fieldset>
      )}
      <p className="create-count">{texts.photoPrivacy}</p>
    </fieldset>
  )
}
