/**
 * A /create draft for the unit tests: the fields every page has, filled (a name, a line, a curated
 * GIF), no question and no contact, with `over` on top.
 */
import type { CreateDraft } from '../../src/pages/create/draft/draft'
import { CURATED_GIFS } from '../../src/share/curated'

export const draftOf = (over: Partial<CreateDraft> = {}): CreateDraft => ({
  recipientName: 'Thảo Vy',
  loveLine: 'Thương em',
  gifUrl: CURATED_GIFS[0].url,
  question: '',
  messenger: '',
  phone: '',
  email: '',
  ...over,
})
