import { waitForScene } from './stage'
import { expect, test } from './testFixtures'

// It counts the programs and buffers the page's WebGL creates: the scene runs on the page's
// thread. scene-paths.e2e.ts has the storm on both paths.
test.use({ scenePath: 'main' })

test('a storm of 1000 taps stays fast, leaves one burst and no leftovers', async ({
  page,
  consoleErrors,
}) => {
  // Count what the GPU side creates: a shader recompile or new buffers per tap would show here.
  await page.addInitScript(() => {
    const counts = { programs: 0, buffers: 0 }
    Object.assign(window, { __glCounts: counts })
    for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
      const createProgram = proto.createProgram
      const createBuffer = proto.createBuffer
      proto.createProgram = function () {
        counts.programs++
        return createProgram.call(this)
      }
      proto.createBuffer = function () {
        counts.buffers++
        return createBuffer.call(this)
      }
    }
  })
  await page.goto('/love')
  await waitForScene(page)
  const canvas = page.getByTestId('heart-stage').locator('canvas')
  const main = page.locator('main')
  // One tap first, so the burst's buffers exist; the storm must add none.
  await main.dispatchEvent('pointerdown', { clientX: 200, clientY: 300, pointerType: 'mouse' })
  await expect(canvas).toHaveAttribute('data-burst', '300')
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const domBefore = await cdp.send('Memory.getDOMCounters')
  const glBefore = await page.evaluate(() => ({
    ...(window as never as { __glCounts: object }).__glCounts,
  }))

  const elapsedMs = await page.evaluate(async () => {
    const target = document.querySelector('main')!
    const start = performance.now()
    for (let i = 0; i < 1000; i++) {
      const init = { bubbles: true, clientX: 40 + (i % 300), clientY: 80 + (i % 500), button: 0 }
      target.dispatchEvent(new PointerEvent('pointerdown', { ...init, pointerType: 'touch' }))
      // Let a frame through now and then, as real taps would.
      if (i % 50 === 0) await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    return performance.now() - start
  })
  expect(elapsedMs).toBeLessThan(10_000)
  await expect(canvas).toHaveAttribute('data-burst', '300')
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )

  const glAfter = await page.evaluate(() => ({
    ...(window as never as { __glCounts: object }).__glCounts,
  }))
  expect(glAfter).toEqual(glBefore)
  await cdp.send('HeapProfiler.collectGarbage')
  const domAfter = await cdp.send('Memory.getDOMCounters')
  expect(domAfter.jsEventListeners).toBe(domBefore.jsEventListeners)
  expect(domAfter.nodes).toBeLessThanOrEqual(domBefore.nodes + 5)
  expect(domAfter.documents).toBe(domBefore.documents)
  expect(consoleErrors).toEqual([])
})
