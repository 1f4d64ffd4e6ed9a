// Where `npm run preview` serves the build, and so where the browser tests and the screenshot
// script look for it by default (E2E_PORT and the scripts' own arguments pick another).
export const PREVIEW_HOST = '127.0.0.1'
export const PREVIEW_PORT = 4173
