import type { Page, Route } from '@playwright/test'
import { SCENE_CHUNK } from './sceneWorker'
import { waitForScene } from './stage'
import { expect, site, test } from './testFixtures'
import { disableWebGL } from './webglFaults'

// Failures of the WebGL scene must reach the Canvas 2D fallback (or a still page), never leave
// an empty canvas or a blank page. Each test injects its fault from outside the app.

// The faults are injected into the page's WebGL, so the scene runs on the page's thread here;
// scene-paths.e2e.ts injects the worker's faults.
test.use({ scenePath: 'main' })

const stage = (page: Page) => page.getByTestId('heart-stage')

/** Live floating hearts as the stage reports them (a count that changes as hearts come and go). */
async function heartCount(page: Page): Promise<number> {
  return Number((await stage(page).locator('canvas').getAttribute('data-hearts')) ?? 0)
}

/** The page is drawn with Canvas 2D, its hearts live, and its words and GIF untouched. */
async function expectCanvas2DLovePage(page: Page) {
  await expect(stage(page)).toHaveAttribute('data-renderer', '2d', { timeout: 30_000 })
  await waitForScene(page)
  await expect.poll(() => heartCount(page)).toBeGreaterThan(0)
  await expect(page.getByRole('heading', { name: site.loveLine })).toBeVisible()
  await expect(page.getByRole('img', { name: site.gifAlt })).toBeVisible()
  // Taps reach the 2D burst.
  await page.mouse.click(40, 40)
  await expect(stage(page).locator('canvas')).toHaveAttribute('data-burst', '300')
}

test.describe('scene faults reach the fallback', () => {
  test('an error thrown inside the scene tree hands the page to Canvas 2D', async ({ page }) => {
    // three creates its GL programs from the scene's precompile effect: a throw there is an error
    // inside the R3F tree, which no React boundary of the page can see.
    await page.addInitScript(() => {
      WebGL2RenderingContext.prototype.createProgram = () => {
        throw new Error('injected: createProgram')
      }
    })
    await page.goto('/love')
    await expectCanvas2DLovePage(page)
  })

  test('a shader that fails to link hands the page to Canvas 2D', async ({ page }) => {
    // Break every fragment shader's source: it compiles with errors, so its program cannot link.
    await page.addInitScript(() => {
      const shaderSource = WebGL2RenderingContext.prototype.shaderSource
      WebGL2RenderingContext.prototype.shaderSource = function (shader, source) {
        const broken = source.includes('gl_FragColor') || source.includes('pc_fragColor')
        shaderSource.call(this, shader, broken ? `${source}\nnot glsl;` : source)
      }
    })
    await page.goto('/love')
    await expectCanvas2DLovePage(page)
  })

  test('a scene chunk that fails to load hands the page to Canvas 2D', async ({ page }) => {
    let sceneRequests = 0
    await page.route(SCENE_CHUNK, (route) => {
      sceneRequests++
      return route.abort('connectionreset')
    })
    await page.goto('/love')
    await expectCanvas2DLovePage(page)
    expect(sceneRequests).toBe(1)
  })

  test('without WebGL the scene chunk is never downloaded', async ({ page, newContext }) => {
    // The same page with WebGL does load it: the pattern matches the real chunk.
    const withWebGL = await newContext()
    const webglPage = await withWebGL.newPage()
    const loaded = webglPage.waitForRequest(SCENE_CHUNK)
    await webglPage.goto('/valentine')
    await loaded
    // Closed now, not at the end: its scene would draw on the CPU beside the page measured.
    await withWebGL.close()

    await disableWebGL(page)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto('/valentine')
    await expect(stage(page)).toHaveAttribute('data-renderer', '2d')
    await waitForScene(page)
    expect(scripts.filter((url) => SCENE_CHUNK.test(url))).toEqual([])
  })

  test('a context lost for good hands the page to Canvas 2D', async ({ page }) => {
    await page.goto('/love')
    await waitForScene(page)
    await expect(stage(page)).toHaveAttribute('data-renderer', 'webgl')
    await stage(page)
      .locator('canvas')
      .evaluate((element: HTMLCanvasElement) => {
        const extension = element.getContext('webgl2')?.getExtension('WEBGL_lose_context')
        if (!extension) throw new Error('no WEBGL_lose_context')
        // Lost and never restored, as when the GPU process keeps crashing.
        extension.loseContext()
      })
    await expectCanvas2DLovePage(page)
  })

  test('a tap made before three.js arrives bursts when it does', async ({ page }) => {
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(SCENE_CHUNK, async (route: Route) => {
      await held
      await route.continue()
    })
    await page.goto('/love')
    await expect(page.getByRole('heading', { name: site.loveLine })).toBeVisible()
    const viewport = page.viewportSize()!
    await page.mouse.click(viewport.width / 2, viewport.height * 0.8)
    // Nothing could burst yet: the scene is still on its way.
    await expect(stage(page)).not.toHaveAttribute('data-ready', 'true')
    await expect(stage(page).locator('canvas')).not.toHaveAttribute('data-burst', /.*/)
    release()
    await waitForScene(page)
    await expect(stage(page).locator('canvas')).toHaveAttribute('data-burst', '300')
  })
})
