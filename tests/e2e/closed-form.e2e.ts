/**
 * The GPU draws the burst where the TypeScript closed form says it is.
 *
 * A seeded burst on /valentine, a paused page clock, and the pixels at the positions that
 * src/particles predicts for that seed at a known age: each predicted centre of a heart big
 * enough to hit must show a heart, and the same positions turned 180° about the burst origin
 * (where no heart is predicted) must show the page. A shader or scene that drifts from the
 * closed form (another drag, gravity, depth gain, start age or camera) misses the predicted
 * centres. The near clamp is applied (writeClampedBurstPose) but does not bind at this age on
 * these screens: no heart comes within half the camera distance yet.
 */
import type { Page } from '@playwright/test'
import { PNG } from 'pngjs'
import {
  BURST_POSE_FLIP,
  BURST_POSE_HEIGHT,
  BURST_POSE_WIDTH,
  BURST_POSE_X,
  BURST_POSE_Y,
  projectBurstPose,
  writeClampedBurstPose,
} from '../../src/particles/burstMotion'
import { createBurstPool, startBurstAt } from '../../src/particles/burstPool'
import { pixelPerfectDistance } from '../../src/particles/clickProjection'
import { BURST_BACK_LIGHT, CAMERA_FOV_DEG } from '../../src/particles/constants'
import { createLitPalette, HEART_PALETTE, paletteIndex } from '../../src/particles/palette'
import { createSeededRng } from '../../src/particles/rng'
import { FRAME_MS } from './sceneClock'
import { expect, test } from './testFixtures'

// The seeded Math.random and the paused clock reach the page's thread only: the scene runs there.
test.use({ scenePath: 'main' })

const BUTTON = 'Chạm Đi Nè !!!'
const SEED = 20240214
/**
 * How long the page clock runs after the press, ms: the burst is then about 1.5 s old. By then
 * its slow core has fallen below the button and the fast hearts are spread out, so few overlap,
 * and gravity, drag and depth have each moved them tens of px.
 */
const RUN_MS = 1_520
/** A centre pixel this far (sum of |ΔR| + |ΔG| + |ΔB|) from the bare page shows a heart. */
const DRAWN_DELTA = 40
/** Only hearts at least this many CSS px across on screen: their centre pixel is well inside. */
const MIN_SIZE_PX = 6
/** Only hearts facing the camera at least this much (|BURST_POSE_FLIP|: past edge-on). */
const MIN_FACING = 0.5
/** A control point this far (CSS px) outside every heart's bounding circle sees the page only. */
const CONTROL_CLEARANCE_PX = 3
/** Around the button: its shadow, focus ring and press scale; a red button is not a heart. */
const BUTTON_MARGIN_PX = 32

type Point = { x: number; y: number }

/**
 * Makes the burst of the next click run with Math.random replaced by the seeded generator of
 * src/particles/rng.ts, and only that burst: a window capture listener seeds it before React's
 * root listener asks the scene for the burst, and a window bubble listener, after it, asks for a
 * frame of its own, which comes after the scene's frame that fires the burst and restores
 * Math.random (/valentine has no floating hearts to draw on it meanwhile). The capture listener also starts logging animation frames, requested in the same
 * click as the scene's, so they fall on the same clock times: the scene's first frame after the
 * press shows the burst at age 0 and each later one adds the clock time since the one before, so
 * the burst's age at the last logged frame is its time minus the first one's.
 * Sent as a string, since the page's CSP forbids eval and its functions cannot be passed; the
 * generator's own source goes with it, so the page and this test share one.
 */
async function seedNextClick(page: Page, seed: number) {
  await page.evaluate(`(() => {
    const createSeededRng = ${createSeededRng.toString()};
    const rng = createSeededRng(${seed});
    const native = Math.random;
    const state = { calls: 0, restored: false, frames: [] };
    window.__closedForm = state;
    const seeded = () => {
      state.calls++;
      return rng();
    };
    const logFrame = (time) => {
      state.frames.push(time);
      requestAnimationFrame(logFrame);
    };
    addEventListener('click', () => {
      Math.random = seeded;
      requestAnimationFrame(logFrame);
    }, { capture: true, once: true });
    // The scene fires the burst with the frame after the click, at that frame's start: the
    // page's own frame request, made in the click's handlers, comes before this one.
    addEventListener('click', () => requestAnimationFrame(() => {
      Math.random = native;
      state.restored = true;
    }), { once: true });
  })()`)
}

type SeedState = { calls: number; restored: boolean; frames: number[] }

function readSeedState(page: Page): Promise<SeedState> {
  return page.evaluate('window.__closedForm') as Promise<SeedState>
}

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

test.describe('burst closed form /valentine', () => {
  test('the GPU draws each heart of a seeded burst where the closed form puts it', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(120_000)
    await page.clock.install()
    await page.goto('/valentine')
    // The WebGL stage, not the Canvas 2D fallback (which draws the same closed form).
    const stage = page.locator('[data-testid="heart-stage"]')
    await page
      .locator('[data-testid="heart-stage"][data-renderer="webgl"][data-ready="true"]')
      .waitFor({ timeout: 30_000 })
    const button = page.getByRole('button', { name: BUTTON })
    await button.focus()
    // From here on time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 2_000)

    const canvas = stage.locator('canvas')
    const canvasBox = (await canvas.boundingBox())!
    const box = (await button.boundingBox())!
    const viewport = page.viewportSize()!
    const bare = PNG.sync.read(await page.screenshot())

    await seedNextClick(page, SEED)
    await page.keyboard.press('Enter')
    await page.clock.runFor(FRAME_MS)
    const seeded = await readSeedState(page)
    expect(seeded.restored).toBe(true)
    await expect(canvas).toHaveAttribute('data-burst', '300')

    // The same burst in Node: Enter fires it at the screen centre, world (0, 0).
    let calls = 0
    const rng = createSeededRng(SEED)
    const pool = createBurstPool()
    startBurstAt(pool, 0, 0, () => {
      calls++
      return rng()
    })
    expect(seeded.calls).toBeGreaterThanOrEqual(calls)

    await page.clock.runFor(RUN_MS)
    const { frames } = await readSeedState(page)
    expect(frames.length).toBeGreaterThan(1)
    pool.ageS = (frames[frames.length - 1] - frames[0]) / 1000
    await expect(canvas).toHaveAttribute('data-burst', '300')
    await expect(stage).toHaveAttribute('data-renderer', 'webgl')
    const shot = PNG.sync.read(await page.screenshot())
    const scale = shot.width / viewport.width

    const distance = pixelPerfectDistance(canvasBox.height, (CAMERA_FOV_DEG * Math.PI) / 180)
    const centreX = canvasBox.x + canvasBox.width / 2
    const centreY = canvasBox.y + canvasBox.height / 2
    const pose = new Float32Array(8)
    const backPalette = createLitPalette(HEART_PALETTE, BURST_BACK_LIGHT)
    const centres: Point[] = []
    const radii: number[] = []
    const colours: string[] = []
    const candidates: number[] = []
    for (let i = 0; i < pool.count; i++) {
      // As the vertex shader places and sizes it: near clamp, perspective, readable aspect, tumble.
      writeClampedBurstPose(pool, i, distance, pose)
      projectBurstPose(pool, i, distance, pose)
      centres.push({ x: centreX + pose[BURST_POSE_X], y: centreY - pose[BURST_POSE_Y] })
      radii.push(Math.hypot(pose[BURST_POSE_WIDTH], pose[BURST_POSE_HEIGHT]) / 2)
      // The back of a turned heart is lit, in both renderers.
      const palette = pose[BURST_POSE_FLIP] < 0 ? backPalette : HEART_PALETTE
      colours.push(palette[paletteIndex(pool.tint[i])])
      const facing = Math.abs(pose[BURST_POSE_FLIP])
      if (
        facing >= MIN_FACING &&
        Math.min(pose[BURST_POSE_WIDTH], pose[BURST_POSE_HEIGHT]) >= MIN_SIZE_PX
      ) {
        candidates.push(i)
      }
    }

    const inView = (point: Point) =>
      point.x >= 2 &&
      point.y >= 2 &&
      point.x < viewport.width - 2 &&
      point.y < viewport.height - 2 &&
      !(
        point.x > box.x - BUTTON_MARGIN_PX &&
        point.x < box.x + box.width + BUTTON_MARGIN_PX &&
        point.y > box.y - BUTTON_MARGIN_PX &&
        point.y < box.y + box.height + BUTTON_MARGIN_PX
      )
    const offset = (png: PNG, point: Point) =>
      (Math.floor(point.y * scale) * png.width + Math.floor(point.x * scale)) * 4
    const delta = (point: Point, rgb: readonly number[]) => {
      const i = offset(bare, point)
      return (
        Math.abs(bare.data[i] - rgb[0]) +
        Math.abs(bare.data[i + 1] - rgb[1]) +
        Math.abs(bare.data[i + 2] - rgb[2])
      )
    }
    const isDrawn = (point: Point) => {
      const i = offset(shot, point)
      return delta(point, [shot.data[i], shot.data[i + 1], shot.data[i + 2]]) > DRAWN_DELTA
    }

    // Predicted centres, of hearts whose colour stands out from the page there (the shader's
    // gradient only darkens, so a colour well away from the page stays away; white does not).
    const predicted = candidates.filter((i) => {
      const point = centres[i]
      if (!inView(point)) return false
      return delta(point, hexToRgb(colours[i])) >= 2 * DRAWN_DELTA
    })
    // Controls: every predicted centre turned 180° about the burst origin, kept only where no
    // heart's bounding circle comes near.
    const controls: Point[] = []
    for (let i = 0; i < pool.count; i++) {
      const point = { x: 2 * centreX - centres[i].x, y: 2 * centreY - centres[i].y }
      if (!inView(point)) continue
      let isClear = true
      for (let j = 0; j < pool.count && isClear; j++) {
        const gap = Math.hypot(point.x - centres[j].x, point.y - centres[j].y)
        if (gap < radii[j] + CONTROL_CLEARANCE_PX) isClear = false
      }
      if (isClear) controls.push(point)
    }

    const hits = predicted.filter((i) => isDrawn(centres[i])).length
    const controlHits = controls.filter(isDrawn).length
    const summary =
      `${testInfo.project.name}: age ${pool.ageS.toFixed(3)} s after ${frames.length} frames, predicted ${hits}/` +
      `${predicted.length} drawn, controls ${controlHits}/${controls.length} drawn, ` +
      `rng calls ${seeded.calls} in the page, ${calls} here`
    testInfo.annotations.push({ type: 'closed-form', description: summary })
    console.log(summary)

    expect(predicted.length).toBeGreaterThanOrEqual(30)
    expect(controls.length).toBeGreaterThanOrEqual(30)
    expect(hits / predicted.length, summary).toBeGreaterThanOrEqual(0.9)
    expect(controlHits / controls.length, summary).toBeLessThanOrEqual(0.05)
    expect(consoleErrors).toEqual([])
  })
})
