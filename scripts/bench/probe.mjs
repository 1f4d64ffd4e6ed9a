// The in-page probe every bench page runs before its own scripts (Playwright's addInitScript,
// or CDP's addScriptToEvaluateOnNewDocument). It counts, without allocating:
// - frames rendered: WebGL clear() calls (three clears once per render), Canvas 2D clearRect()
//   calls (canvas-confetti clears once per frame) and `window.__benchFrames` (the empty page);
// - WebGL draw calls, instances drawn, bytes uploaded, live programs, buffers and textures;
// and it catches three's renderer through three's devtools hook (`__THREE_DEVTOOLS__`, which
// WebGLRenderer's constructor notifies), so `renderer.info` is readable in the production build.
// It must stay self-contained: Playwright serializes the function's source.

export function installProbe() {
  const names = [
    'glClears',
    'canvasClears',
    'draws',
    'instances',
    'uploadBytes',
    'programs',
    'buffers',
    'textures',
  ]
  const counts = new Float64Array(names.length)
  const GL_CLEARS = 0
  const CANVAS_CLEARS = 1
  const DRAWS = 2
  const INSTANCES = 3
  const UPLOAD_BYTES = 4
  const PROGRAMS = 5
  const BUFFERS = 6
  const TEXTURES = 7
  const renderers = []
  // One pending waitFrames() at a time: resolved from the clear wrappers, so waiting for slow
  // frames costs the page nothing (polling with evaluate would cost main-thread time).
  let waitTarget = Infinity
  let waitResolve = null

  function frameCount() {
    return counts[GL_CLEARS] + counts[CANVAS_CLEARS] + (window.__benchFrames || 0)
  }

  function checkWaiter() {
    if (waitResolve === null || frameCount() < waitTarget) return
    const resolve = waitResolve
    waitResolve = null
    waitTarget = Infinity
    resolve(true)
  }

  function byteLength(data, srcOffset, length) {
    if (typeof data === 'number') return data
    if (!data || typeof data.byteLength !== 'number') return 0
    const size = data.BYTES_PER_ELEMENT || 1
    if (length > 0) return length * size
    return data.byteLength - (srcOffset > 0 ? srcOffset * size : 0)
  }

  // Fixed-arity wrappers: `apply(this, arguments)` would allocate an arguments object per call.
  function wrapWebGL(proto) {
    if (!proto) return
    const clear = proto.clear
    proto.clear = function probeClear(mask) {
      counts[GL_CLEARS]++
      checkWaiter()
      return clear.call(this, mask)
    }
    const drawArrays = proto.drawArrays
    proto.drawArrays = function probeDrawArrays(mode, first, count) {
      counts[DRAWS]++
      return drawArrays.call(this, mode, first, count)
    }
    const drawElements = proto.drawElements
    proto.drawElements = function probeDrawElements(mode, count, type, offset) {
      counts[DRAWS]++
      return drawElements.call(this, mode, count, type, offset)
    }
    const drawArraysInstanced = proto.drawArraysInstanced
    if (drawArraysInstanced) {
      proto.drawArraysInstanced = function probeDrawArraysInstanced(mode, first, count, instances) {
        counts[DRAWS]++
        counts[INSTANCES] += instances
        return drawArraysInstanced.call(this, mode, first, count, instances)
      }
    }
    const drawElementsInstanced = proto.drawElementsInstanced
    if (drawElementsInstanced) {
      proto.drawElementsInstanced = function probeDrawElementsInstanced(
        mode,
        count,
        type,
        offset,
        instances,
      ) {
        counts[DRAWS]++
        counts[INSTANCES] += instances
        return drawElementsInstanced.call(this, mode, count, type, offset, instances)
      }
    }
    // WebGL 2 overloads these by argument count, so the short forms are passed on as such.
    const bufferData = proto.bufferData
    proto.bufferData = function probeBufferData(target, data, usage, srcOffset, length) {
      counts[UPLOAD_BYTES] += byteLength(data, srcOffset, length)
      if (srcOffset === undefined) return bufferData.call(this, target, data, usage)
      return bufferData.call(this, target, data, usage, srcOffset, length)
    }
    const bufferSubData = proto.bufferSubData
    proto.bufferSubData = function probeBufferSubData(target, offset, data, srcOffset, length) {
      counts[UPLOAD_BYTES] += byteLength(data, srcOffset, length)
      if (srcOffset === undefined) return bufferSubData.call(this, target, offset, data)
      return bufferSubData.call(this, target, offset, data, srcOffset, length)
    }
    const pairs = [
      ['createProgram', 'deleteProgram', PROGRAMS],
      ['createBuffer', 'deleteBuffer', BUFFERS],
      ['createTexture', 'deleteTexture', TEXTURES],
    ]
    for (let i = 0; i < pairs.length; i++) {
      const create = proto[pairs[i][0]]
      const remove = proto[pairs[i][1]]
      const slot = pairs[i][2]
      proto[pairs[i][0]] = function probeCreate() {
        counts[slot]++
        return create.call(this)
      }
      proto[pairs[i][1]] = function probeDelete(object) {
        if (object) counts[slot]--
        return remove.call(this, object)
      }
    }
  }

  wrapWebGL(window.WebGLRenderingContext && window.WebGLRenderingContext.prototype)
  wrapWebGL(window.WebGL2RenderingContext && window.WebGL2RenderingContext.prototype)
  const canvas2d = window.CanvasRenderingContext2D && window.CanvasRenderingContext2D.prototype
  if (canvas2d) {
    const clearRect = canvas2d.clearRect
    canvas2d.clearRect = function probeClearRect(x, y, width, height) {
      counts[CANVAS_CLEARS]++
      checkWaiter()
      return clearRect.call(this, x, y, width, height)
    }
  }

  const devtools = new EventTarget()
  devtools.addEventListener('observe', (event) => {
    const object = event.detail
    if (object && object.isWebGLRenderer) renderers.push(object)
  })
  window.__THREE_DEVTOOLS__ = devtools

  /** Everything counted so far, plus the last three renderer's `info` (called by the driver). */
  function snapshot() {
    const result = {}
    for (let i = 0; i < names.length; i++) result[names[i]] = counts[i]
    result.pageFrames = window.__benchFrames || 0
    result.frames = frameCount()
    result.visibility = document.visibilityState
    const renderer = renderers[renderers.length - 1]
    result.info = renderer
      ? {
          calls: renderer.info.render.calls,
          triangles: renderer.info.render.triangles,
          geometries: renderer.info.memory.geometries,
          textures: renderer.info.memory.textures,
          programs: renderer.info.programs ? renderer.info.programs.length : null,
        }
      : null
    const stage = document.querySelector('canvas')
    result.canvas = stage ? { width: stage.width, cssWidth: stage.clientWidth } : null
    return result
  }

  /** Resolves true once `count` more frames are rendered, or false after `timeoutMs`. */
  function waitFrames(count, timeoutMs) {
    return new Promise((resolve) => {
      waitTarget = frameCount() + count
      waitResolve = resolve
      setTimeout(() => {
        if (waitResolve !== resolve) return
        waitResolve = null
        waitTarget = Infinity
        resolve(false)
      }, timeoutMs)
    })
  }

  Object.defineProperty(window, '__probe', { value: { snapshot, waitFrames } })
}
