import { useFrame, useThree } from '@react-three/fiber'
import { useLayoutEffect, useRef } from 'react'
import { createRoot } from 'react-dom/client'
import type { Object3D } from 'three'
import { BURST_MESH_NAME, HEARTS_MESH_NAME, isInstancedMesh } from '../scenes/layerMeshes'
import { createFrameStats, formatFrameStats, recordFrame, type FrameStats } from './frameStats'
import { PerfPanel } from './PerfPanel'

/** The scene's particle layers, by the names their meshes carry. */
const LAYER_NAMES = [HEARTS_MESH_NAME, BURST_MESH_NAME]
/** How often the text is rewritten, s: often enough to read, rarely enough to cost nothing. */
const TEXT_EVERY_S = 0.25
const IDLE_AFTER_MS = 500

function countLiveParticles(scene: Object3D): number {
  let live = 0
  for (let i = 0; i < LAYER_NAMES.length; i++) {
    const layer = scene.getObjectByName(LAYER_NAMES[i])
    if (isInstancedMesh(layer)) live += layer.count
  }
  return live
}

/**
 * Dev-only performance overlay (fps, frame ms, draw calls, live particles), mounted inside the
 * R3F tree. R3F's reconciler builds three.js objects, so a react-dom portal cannot render here
 * (a <div> throws "Div is not part of the THREE namespace"); the panel gets a react-dom root of
 * its own on <body>, and the frame loop writes its text through a ref, with no state per frame.
 */
export function PerfOverlay() {
  const scene = useThree((state) => state.scene)
  const textRef = useRef<HTMLPreElement | null>(null)
  const statsRef = useRef<FrameStats | null>(null)
  if (statsRef.current === null) statsRef.current = createFrameStats()

  useLayoutEffect(() => {
    const host = document.createElement('div')
    document.body.appendChild(host)
    const root = createRoot(host)
    root.render(<PerfPanel textRef={textRef} />)
    // A scene on demand stops calling useFrame when it rests: say so instead of freezing.
    const timer = window.setInterval(() => {
      const stats = statsRef.current
      const text = textRef.current
      if (!stats || !text || performance.now() - stats.lastFrameAtMs < IDLE_AFTER_MS) return
      text.textContent = formatFrameStats(stats, true)
    }, IDLE_AFTER_MS)
    return () => {
      window.clearInterval(timer)
      host.remove()
      // Unmounting a root synchronously from inside another renderer's commit makes React warn.
      queueMicrotask(() => root.unmount())
    }
  }, [])

  useFrame((state, delta) => {
    const stats = statsRef.current
    if (!stats) return
    recordFrame(stats, delta, performance.now())
    if (stats.sinceTextS < TEXT_EVERY_S) return
    stats.sinceTextS = 0
    // info.render is reset when a render starts, so here it still holds the previous frame's.
    stats.drawCalls = state.gl.info.render.calls
    stats.liveParticles = countLiveParticles(scene)
    const text = textRef.current
    if (text) text.textContent = formatFrameStats(stats, false)
  })

  return null
}
