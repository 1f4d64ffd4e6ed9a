// What `npm run audit` measures, each labelled by the address requested (Lighthouse reports a URL
// without its fragment): the build's pages, a question, a story, a made link with a photo in it,
// and made links in English and with the darkest and the lightest occasion palettes
// (src/occasions/palettes.ts). `scene` is what the page's stage
// draws, for its floor page (scripts/audit-floor.mjs): floating hearts, the burst alone
// (/valentine), or nothing (/create has no stage).
import { MADE_GIF } from './audit-browser.mjs'
import { readFileSync } from 'node:fs'
import {
  madeLinkFragment,
  madePhotoFragment,
  madeQuestionFragment,
  madeStoryFragment,
} from './made-link.mjs'

const made = (recipientName, loveLine) =>
  madeLinkFragment({ recipientName, loveLine, gifUrl: MADE_GIF })

export const ROUTES = [
  { label: '/', path: '/', scene: 'floating' },
  { label: '/love', path: '/love', scene: 'floating' },
  { label: '/valentine', path: '/valentine', scene: 'burst' },
  { label: '/create', path: '/create', scene: 'none' },
  {
    label: '/share/question/#… (a question)',
    path: `/share/question/#${madeQuestionFragment('Thảo Vy', 'Anh thương em', 'Làm người yêu anh nhé?')}`,
    scene: 'floating',
  },
  {
    label: '/share/story/#… (a story)',
    path: `/share/story/#${madeStoryFragment('Thảo Vy', 'Anh thương em', 'Gửi em,\nAnh nhớ em nhiều lắm.\nYêu em.')}`,
    scene: 'floating',
  },
  {
    // A photo as /create makes one: 112 px, JPEG at quality 0.5 (tests/fixtures/photo-112.jpg).
    label: '/share/love/#… (a photo)',
    path: `/share/love/#${madePhotoFragment('Thảo Vy', 'Anh thương em', readFileSync(new URL('../tests/fixtures/photo-112.jpg', import.meta.url)), 'beside')}`,
    scene: 'floating',
  },
  {
    label: '/en/share/love/#… (English)',
    path: `/en/share/love/#${made('Emma', 'I love you more than words can say!')}`,
    scene: 'floating',
  },
  {
    label: '/share/love/mid-autumn/#… (darkest)',
    path: `/share/love/mid-autumn/#${made('Thảo Vy', 'Trăng rằm sáng nhất là khi có em bên cạnh')}`,
    scene: 'floating',
  },
  {
    label: '/share/love/birthday/#… (lightest)',
    path: `/share/love/birthday/#${made('Thảo Vy', 'Chúc em tuổi mới luôn rạng rỡ và hạnh phúc!')}`,
    scene: 'floating',
  },
]
