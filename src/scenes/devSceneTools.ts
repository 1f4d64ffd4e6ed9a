/**
 * Where the dev server's tools join the scene (the frame overlay, src/debug/): a dev-only entry
 * registers them before the scene first renders, and HeartScene renders each inside its R3F tree,
 * so the scene never imports them. A production build renders none and drops this module.
 */
import type { ComponentType } from 'react'

type DevSceneTool = readonly [name: string, tool: ComponentType]

const tools: DevSceneTool[] = []

/** Adds `tool`, under `name` (its key), to every scene rendered from now on. */
export function addDevSceneTool(name: string, tool: ComponentType): void {
  tools.push([name, tool])
}

/** The tools registered on this thread, first to last, each with its name. */
export function devSceneTools(): readonly DevSceneTool[] {
  return tools
}
