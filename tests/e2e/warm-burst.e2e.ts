import type { Page } from '@playwright/test'
import { captureLayer, drawnIn } from './canvasLayer'
import { injectIntoSceneWorker } from './sceneWorker'
import { waitForScene } from './stage'
import { expect, test, type ScenePath } from './testFixtures'
import { cycleContext } from './webglFaults'

/**
 * Counts, on the thread that draws: renders (three clears once per render) and instanced draws
 * by their instance count. Installed in the page and in the scene worker alike.
 */
const DRAW_PROBE = `{
  const probe = { renders: 0, draws: {} }
  self.__drawProbe = probe
  const proto = self.WebGL2RenderingContext && WebGL2RenderingContext.prototype
  if (proto) {
    const clear = proto.clear
    proto.clear = function (mask) {
      self.__probedContext = this
      probe.renders++
      return clear.call(this, mask)
    }
    const draw = proto.drawElementsInstanced
    proto.drawElementsInstanced = function (mode, count, type, offset, instances) {
      probe.draws[instances] = (probe.draws[instances] || 0) + 1
      return draw.call(this, mode, count, type, offset, instances)
    }
  }
}`

type Probe = { renders: number; draws: Record<string, number> }

async function installProbe(page: Page, path: ScenePath) {
  if (path === 'worker') await injectIntoSceneWorker(page, DRAW_PROBE)
  else await page.addInitScript(DRAW_PROBE)
}

/** The probe of whichever thread draws the scene. */
async function readProbe(page: Page, path: ScenePath): Promise<Probe> {
  const read = () => Reflect.get(self, '__drawProbe') as Probe
  if (path === 'main') return page.evaluate(read)
  for (const worker of page.workers()) {
    const probe = await worker.evaluate(read)
    if (probe) return probe
  }
  throw new Error('no scene worker with the probe')
}

/**
 * Loses the scene's context and restores it, on the thread that draws, as a driver reset does:
 * Chromium makes a new context in the GPU process, with no pipeline built. (CDP's
 * Browser.crashGpuProcess, which scene-paths.e2e.ts uses, would be more honest, but in one browser
 * the third crash after crashes on both paths leaves a worker's context unrestored.)
 */
async function loseAndRestore(page: Page, path: ScenePath) {
  const probed = () => (Reflect.get(self, '__probedContext') as WebGL2RenderingContext) ?? null
  if (path === 'main') return page.evaluate(cycleContext, await page.evaluateHandle(probed))
  for (const worker of page.workers()) {
    const gl = await worker.evaluateHandle(probed)
    if (await gl.evaluate((context) => context !== null)) return worker.evaluate(cycleContext, gl)
  }
  throw new Error('no scene worker with the probe')
}

/** /valentine with the probe in, once the boot's warm-up has drawn the burst mesh once. */
async function openWarmedValentine(page: Page, path: ScenePath) {
  await installProbe(page, path)
  await page.goto('/valentine')
  await waitForScene(page)
  // The warm-up: one draw of the burst mesh, one instance, before any press.
  await expect.poll(async () => (await readProbe(page, path)).draws['1'] ?? 0).toBe(1)
}

/** Long enough for a loaded machine to draw several frames, were any asked for. */
const IDLE_WATCH_MS = 1500

for (const path of ['worker', 'main'] as const) {
  test.describe(`warm burst, scene ${path === 'worker' ? 'in its worker' : "on the page's thread"}`, () => {
    test.use({ scenePath: path })

    test('the boot draws the burst once, invisibly, and the idle page then draws no frame', async ({
      page,
      consoleErrors,
    }) => {
      await openWarmedValentine(page, path)
      expect((await readProbe(page, path)).draws['300']).toBeUndefined()

      // /valentine draws only bursts: with none yet, its canvas must add no pixel to the page,
      // under the button too (the overlay made see-through), after the warm-up as before it.
      const layer = await captureLayer(page, { seeThrough: true })
      expect(drawnIn(layer), 'pixels the canvas adds after the warm-up').toBe(0)

      // And the scene is idle again: no render over a long watch.
      const before = (await readProbe(page, path)).renders
      await page.waitForTimeout(IDLE_WATCH_MS)
      const after = await readProbe(page, path)
      expect(after.renders - before, 'renders while idle').toBe(0)
      expect(after.draws['1']).toBe(1)

      // The burst still flies on the first press.
      await page.getByRole('button').click()
      await expect
        .poll(async () => (await readProbe(page, path)).draws['300'] ?? 0)
        .toBeGreaterThan(0)
      expect(consoleErrors).toEqual([])
    })

    test('a restored context is warmed again, invisibly, and the page goes idle again', async ({
      page,
    }) => {
      await openWarmedValentine(page, path)
      await loseAndRestore(page, path)
      await expect.poll(async () => (await readProbe(page, path)).draws['1'] ?? 0).toBe(2)
      const layer = await captureLayer(page, { seeThrough: true })
      expect(drawnIn(layer), 'pixels the canvas adds after the second warm-up').toBe(0)

      const before = (await readProbe(page, path)).renders
      await page.waitForTimeout(IDLE_WATCH_MS)
      expect((await readProbe(page, path)).renders - before, 'renders while idle').toBe(0)
      expect((await readProbe(page, path)).draws['300']).toBeUndefined()
    })
  })
}
