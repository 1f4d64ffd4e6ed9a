// Our burst at a bench-only size: the app's own scene root, PixelCamera and ClickBurst (motion in
// the vertex shader from per-instance start values), composed as HeartScene does for /valentine,
// with ?count= particles (default 100,000).
import { ClickBurst } from '../../src/scenes/ClickBurst'
import { PixelCamera } from '../../src/scenes/PixelCamera'
import { PrecompileShaders } from '../../src/scenes/PrecompileShaders'
import { startSceneRoot } from '../../src/scenes/sceneRoot'
import { createWebGLContext } from '../../src/stage/webglSupport'
import { createBurstChannel, requestBurst } from '../../src/stage/burstChannel'
import '../../src/app/styles.css'
import { onPress, readCount } from './benchPage'

const count = readCount('count', 100_000)
const channel = createBurstChannel()
onPress((clientX, clientY) => requestBurst(channel, clientX, clientY, true))

function reportFailure(error: unknown) {
  console.error('Bench: WebGL did not start.', error)
}

const host = document.createElement('div')
host.className = 'stage'
document.body.appendChild(host)
const canvas = document.createElement('canvas')
canvas.className = 'stage-canvas'
host.appendChild(canvas)
const context = createWebGLContext(canvas)
if (context) {
  const markReady = () => {
    host.dataset.ready = 'true'
  }
  startSceneRoot({ host, canvas, context, frameloop: 'demand' }, markReady, reportFailure).render(
    <>
      <PixelCamera />
      <ClickBurst channel={channel} isCalm={false} capacity={count} count={count} />
      <PrecompileShaders />
    </>,
  )
} else {
  reportFailure(new Error('no WebGL 2 context'))
}
