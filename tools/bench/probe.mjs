// What the bench reads inside the page, and inside the scene's worker when there is one.
// Playwright serializes both functions (addInitScript, worker.evaluate), so each must stay
// self-contained. Wrappers have a fixed arity: `apply(this, arguments)` would allocate an
// arguments object per call, on the thread being measured.

/**
 * The page's init script, run before the app's own code. It keeps, in `window.__bench`:
 * - `frames`: a requestAnimationFrame loop that counts itself. On the empty page it is all there
 *   is (the floor); on the app's pages it counts the frames the main thread runs, so every
 *   case's CPU is divided by the same kind of frame, whether the scene draws here or not.
 * - `sceneFrames`: WebGL `clear` calls on this thread (three clears once per render).
 * - after `arm()`: the first `pointerdown`'s timeStamp (the tap), the moment the canvas's
 *   `data-burst` first reads `burstCount` (a MutationObserver), and the moment this thread
 *   issues the first instanced draw of `burstCount` instances (the first burst frame).
 * - `transferred`: whether a canvas was handed to a worker (`transferControlToOffscreen`).
 * Times are epoch milliseconds (`performance.timeOrigin` plus the thread's clock), so they
 * compare with the worker's.
 */
export function installPageProbe(burstCount) {
  const probe = {
    frames: 0,
    sceneFrames: 0,
    isArmed: false,
    tapAt: null,
    flagAt: null,
    drawAt: null,
    transferred: false,
  }
  const epoch = (time) => performance.timeOrigin + time

  function wrap(proto) {
    if (!proto) return
    const clear = proto.clear
    proto.clear = function benchClear(mask) {
      probe.sceneFrames++
      return clear.call(this, mask)
    }
    const seeDraw = (instances) => {
      if (probe.isArmed && probe.drawAt === null && instances === burstCount) {
        probe.drawAt = epoch(performance.now())
      }
    }
    const drawArrays = proto.drawArraysInstanced
    if (drawArrays) {
      proto.drawArraysInstanced = function benchDrawArrays(mode, first, count, instances) {
        seeDraw(instances)
        return drawArrays.call(this, mode, first, count, instances)
      }
    }
    const drawElements = proto.drawElementsInstanced
    if (drawElements) {
      proto.drawElementsInstanced = function benchDrawElements(mode, count, type, offset, n) {
        seeDraw(n)
        return drawElements.call(this, mode, count, type, offset, n)
      }
    }
  }
  wrap(window.WebGL2RenderingContext && window.WebGL2RenderingContext.prototype)
  wrap(window.WebGLRenderingContext && window.WebGLRenderingContext.prototype)

  const transfer = HTMLCanvasElement.prototype.transferControlToOffscreen
  if (transfer) {
    HTMLCanvasElement.prototype.transferControlToOffscreen = function benchTransfer() {
      probe.transferred = true
      return transfer.call(this)
    }
  }

  addEventListener(
    'pointerdown',
    (event) => {
      if (probe.isArmed && probe.tapAt === null) probe.tapAt = epoch(event.timeStamp)
    },
    { capture: true },
  )
  new MutationObserver(() => {
    if (probe.flagAt !== null || !probe.isArmed) return
    const canvas = document.querySelector(`canvas[data-burst="${burstCount}"]`)
    if (canvas) probe.flagAt = epoch(performance.now())
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-burst'] })

  const frame = () => {
    probe.frames++
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)

  Object.defineProperty(window, '__bench', {
    value: {
      arm() {
        probe.isArmed = true
        probe.tapAt = null
        probe.flagAt = null
        probe.drawAt = null
      },
      read: () => ({ ...probe }),
    },
  })
}

/**
 * The same scene counters inside a worker, installed once it runs (Playwright has no init
 * script for workers): `clear` calls, and after `arm()` the first instanced draw of
 * `burstCount` instances. Three looks its WebGL methods up on every call, so wrapping the
 * prototype late still sees every later frame.
 */
export function installWorkerProbe(burstCount) {
  if (self.__bench) return
  const probe = { sceneFrames: 0, isArmed: false, drawAt: null }
  const proto = self.WebGL2RenderingContext && self.WebGL2RenderingContext.prototype
  if (proto) {
    const clear = proto.clear
    proto.clear = function benchClear(mask) {
      probe.sceneFrames++
      return clear.call(this, mask)
    }
    const seeDraw = (instances) => {
      if (probe.isArmed && probe.drawAt === null && instances === burstCount) {
        probe.drawAt = performance.timeOrigin + performance.now()
      }
    }
    const drawArrays = proto.drawArraysInstanced
    proto.drawArraysInstanced = function benchDrawArrays(mode, first, count, instances) {
      seeDraw(instances)
      return drawArrays.call(this, mode, first, count, instances)
    }
    const drawElements = proto.drawElementsInstanced
    proto.drawElementsInstanced = function benchDrawElements(mode, count, type, offset, n) {
      seeDraw(n)
      return drawElements.call(this, mode, count, type, offset, n)
    }
  }
  self.__bench = {
    arm() {
      probe.isArmed = true
      probe.drawAt = null
    },
    read: () => ({ ...probe }),
  }
}
