import type { CSSProperties, RefObject } from 'react'

type Props = { textRef: RefObject<HTMLPreElement | null> }

const panelStyle: CSSProperties = {
  position: 'fixed',
  top: 8,
  left: 8,
  zIndex: 2147483647,
  margin: 0,
  padding: '6px 8px',
  borderRadius: 6,
  background: 'rgb(20 6 12 / 78%)',
  color: '#ffe4ec',
  font: '11px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  whiteSpace: 'pre',
  pointerEvents: 'none',
}

/** The overlay's box; PerfOverlay writes its text straight into the <pre>, not through state. */
export function PerfPanel({ textRef }: Props) {
  return (
    <pre ref={textRef} style={panelStyle} data-testid="perf-overlay" aria-hidden="true">
      waiting for a frame
    </pre>
  )
}
