/**
 * Whether this browser can make a WebGL context at all. Checked before three.js loads, so a
 * device without WebGL goes straight to the Canvas 2D fallback with no renderer error logged.
 */
export function canUseWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas')
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl')
    if (!context) return false
    // Browsers cap live contexts; give this one back now rather than at garbage collection.
    context.getExtension('WEBGL_lose_context')?.loseContext()
    return true
  } catch {
    return false
  }
}
