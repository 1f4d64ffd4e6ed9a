/**
 * The device photo of the /create draft, kept on this device beside its words (savedDraft.ts):
 * the picture's working copy (~1024 px, cropCanvas.ts) and the crop, so a reload frames the
 * same picture again, with the link's JPEG (`photoData`) it was drawn for: a record whose JPEG
 * is not the draft's belongs to another draft and is not used. In IndexedDB where it opens, else
 * in localStorage when it fits; else nowhere, and the caller says so.
 */
import type { Crop } from './cropGeometry'

export type StoredPhoto = {
  /** The link's JPEG drawn from this picture and crop (a data URL). */
  readonly photoData: string
  /** The working copy, as a JPEG. */
  readonly picture: Blob
  readonly crop: Crop
}

/** Where the photo went: IndexedDB, localStorage, or nowhere (too big, or no storage). */
export type PhotoKept = 'database' | 'local' | 'none'

const DATABASE = 'heartburst-create'
const STORE = 'photo'
const RECORD_KEY = 'draft'
const LOCAL_KEY = 'heartburst:create-photo'

function request<T>(make: (store: IDBObjectStore) => IDBRequest<T>, mode: IDBTransactionMode) {
  return new Promise<T>((resolve, reject) => {
    const open = indexedDB.open(DATABASE, 1)
    open.addEventListener('upgradeneeded', () => open.result.createObjectStore(STORE))
    open.addEventListener('error', () => reject(open.error))
    open.addEventListener('success', () => {
      const database = open.result
      const asked = make(database.transaction(STORE, mode).objectStore(STORE))
      asked.addEventListener('success', () => resolve(asked.result))
      asked.addEventListener('error', () => reject(asked.error))
      asked.transaction?.addEventListener('complete', () => database.close())
    })
  })
}

const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.addEventListener('load', () => resolve(reader.result as string))
    reader.addEventListener('error', () => reject(reader.error))
    reader.readAsDataURL(blob)
  })

/** Keeps `photo` in place of the last one. */
export async function keepPhoto(photo: StoredPhoto): Promise<PhotoKept> {
  try {
    await request((store) => store.put(photo, RECORD_KEY), 'readwrite')
    localStorage.removeItem(LOCAL_KEY)
    return 'database'
  } catch {
    try {
      const picture = await dataUrlOf(photo.picture)
      localStorage.setItem(LOCAL_KEY, JSON.stringify({ ...photo, picture }))
      return 'local'
    } catch {
      return 'none'
    }
  }
}

function localPhoto(): StoredPhoto | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(LOCAL_KEY) ?? 'null')
    if (typeof kept?.photoData !== 'string' || typeof kept.picture !== 'string') return undefined
    const [head, base64 = ''] = (kept.picture as string).split(',')
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
    const type = /^data:([^;]+)/.exec(head)?.[1] ?? 'image/jpeg'
    return { photoData: kept.photoData, picture: new Blob([bytes], { type }), crop: kept.crop }
  } catch {
    return undefined
  }
}

const isCrop = (crop: unknown): crop is Crop =>
  typeof crop === 'object' &&
  crop !== null &&
  ['zoom', 'x', 'y'].every((key) => Number.isFinite((crop as Record<string, unknown>)[key]))

/** The photo kept for the draft whose JPEG is `photoData`, or undefined. */
export async function keptPhotoOf(photoData: string): Promise<StoredPhoto | undefined> {
  let kept: StoredPhoto | undefined
  try {
    kept = await request<StoredPhoto | undefined>((store) => store.get(RECORD_KEY), 'readonly')
  } catch {
    kept = undefined
  }
  kept ??= localPhoto()
  return kept && kept.photoData === photoData && kept.picture instanceof Blob && isCrop(kept.crop)
    ? kept
    : undefined
}

/** Forgets the kept photo (the form starts again). */
export async function forgetPhoto(): Promise<void> {
  try {
    localStorage.removeItem(LOCAL_KEY)
    await request((store) => store.delete(RECORD_KEY), 'readwrite')
  } catch {
    // No storage, or no database: nothing was kept there.
  }
}
