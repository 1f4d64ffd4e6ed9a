/**
 * The entry of the scene bundle: three.js, R3F with its own React, the scenes and the shaders, in
 * one self-contained file that the worker and the page's thread both import from the same
 * address, so a visitor downloads three.js once whichever path ends up drawing (a fallback finds
 * it in the HTTP cache). Vite builds it as a module worker's entry (`?worker&url`, no chunk shared
 * with the page), and such entries keep no exports, so it hands its API over through the global
 * scope instead (see sceneBundleApi.ts).
 */
import { mountHeartScene } from './mountHeartScene'
import { registerSceneBundle } from './sceneBundleApi'

registerSceneBundle({ mountHeartScene })
