// The heart stage as a test sees it: its readiness signal, the canvas and what it reports, and a
// walk across the routes that waits for each page's stage.
import { expect, type Page } from '@playwright/test'

/** Waits for the scene's own readiness signal (its first frame is on screen). */
export async function waitForScene(page: Page) {
  await page.locator('[data-testid="heart-stage"][data-ready="true"]').waitFor({ timeout: 30_000 })
}

/** The stage's canvas, which carries `data-hearts` and `data-burst`. */
export const canvasOf = (page: Page) => page.getByTestId('heart-stage').locator('canvas')

/** Live floating hearts (`data-hearts`, written whenever the count changes; 0 before any). */
export async function liveHearts(page: Page): Promise<number> {
  return Number((await canvasOf(page).getAttribute('data-hearts')) ?? 0)
}

/**
 * Opens / and walks `count` client-side navigations through /love, /valentine and /, waiting for
 * each page's scene (then `afterEach`). Resolves with Chromium's "too many active WebGL contexts"
 * warnings seen on the way: a walk that leaks contexts gets them.
 */
export async function walkRoutes(page: Page, count: number, afterEach = async () => {}) {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (/too many active webgl contexts/i.test(message.text())) warnings.push(message.text())
  })
  await page.goto('/')
  await waitForScene(page)
  const paths = ['/love', '/valentine', '/']
  for (let i = 0; i < count; i++) {
    const path = paths[i % paths.length]
    await page.evaluate((next) => {
      window.history.pushState(null, '', next)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, path)
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await waitForScene(page)
    await afterEach()
  }
  return warnings
}
