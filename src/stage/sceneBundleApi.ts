/**
 * How the scene bundle (sceneBundle.ts) and its importers meet: the bundle registers its API under
 * a well-known symbol when it runs, and `importSceneBundle` imports it by address and reads it
 * back. Imported by the page and the worker alike; it holds no three.js.
 */
import type { mountHeartScene } from './mountHeartScene'

export type SceneBundle = { mountHeartScene: typeof mountHeartScene }

const SCENE_BUNDLE_KEY = Symbol.for('heartburst.sceneBundle')

/** Called once by the bundle's entry, on whichever thread imported it. */
export function registerSceneBundle(bundle: SceneBundle): void {
  Reflect.set(globalThis, SCENE_BUNDLE_KEY, bundle)
}

/** Imports the bundle at `url` (absolute) and returns its API; rejects if it cannot run. */
export async function importSceneBundle(url: string): Promise<SceneBundle> {
  await import(/* @vite-ignore */ url)
  const bundle = Reflect.get(globalThis, SCENE_BUNDLE_KEY) as SceneBundle | undefined
  if (!bundle) throw new Error(`The scene bundle ${url} did not register itself.`)
  return bundle
}
