/**
 * How the scene bundle (sceneBundle.tsx) and its importers meet: the bundle registers its API under
 * a well-known symbol when it runs, and `importSceneBundle` imports it by address and reads it
 * back. Imported by the page and the worker alike; it holds no three.js.
 */
import type { MountSetup, SceneLink } from './sceneLink'

export type SceneBundle = { mountHeartScene: (setup: MountSetup) => SceneLink }

const SCENE_BUNDLE_KEY = Symbol.for('heartburst.sceneBundle')

/** Called once by the bundle's entry, on whichever thread imported it. */
export function registerSceneBundle(bundle: SceneBundle): void {
  Reflect.set(globalThis, SCENE_BUNDLE_KEY, bundle)
}

/** The API the bundle registered on this thread; throws if it has not run here. */
export function registeredSceneBundle(): SceneBundle {
  const bundle = Reflect.get(globalThis, SCENE_BUNDLE_KEY) as SceneBundle | undefined
  if (!bundle) throw new Error('The scene bundle did not register itself.')
  return bundle
}

/** Imports the bundle at `url` and returns its API; rejects if it cannot run. */
export async function importSceneBundle(url: string): Promise<SceneBundle> {
  await import(/* @vite-ignore */ url)
  return registeredSceneBundle()
}
