// Our burst at a bench-only size: the app's own WebGLStage, PixelCamera and ClickBurst (motion in
// the vertex shader from per-instance start values), composed as HeartScene does for /valentine,
// with ?count= particles (default 100,000).
import { createRoot } from 'react-dom/client'
import { ClickBurst } from '../../src/scenes/ClickBurst'
import { PixelCamera } from '../../src/scenes/PixelCamera'
import { PrecompileShaders } from '../../src/scenes/PrecompileShaders'
import { WebGLStage } from '../../src/scenes/WebGLStage'
import { createBurstChannel, requestBurst } from '../../src/scenes/burstChannel'
import '../../src/styles.css'
import { onPress, readCount } from './benchPage'

const count = readCount('count', 100_000)
const channel = createBurstChannel()
onPress((clientX, clientY) => requestBurst(channel, clientX, clientY, true))

function reportFailure(error: unknown) {
  console.error('Bench: WebGL did not start.', error)
}

function BurstBench() {
  return (
    <WebGLStage frameloop="demand" onFailure={reportFailure}>
      <PixelCamera />
      <ClickBurst channel={channel} isCalm={false} capacity={count} count={count} />
      <PrecompileShaders />
    </WebGLStage>
  )
}

const container = document.createElement('div')
document.body.appendChild(container)
createRoot(container).render(<BurstBench />)
