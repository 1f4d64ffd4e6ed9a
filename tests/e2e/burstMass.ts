// The burst check by its pixels, on either path: where a burst's mass sits, that it is 300
// hearts and that it is one burst, against seeded bursts of the closed form.
import { expect, test, type Page } from '@playwright/test'
import { pixelPerfectDistance } from '../../src/particles/clickProjection'
import { BURST_PARTICLE_COUNT, CAMERA_FOV_DEG } from '../../src/particles/constants'
import { burstAreaRange } from '../support/burstFigures'
import { floatingAllowance, type TimedCells } from '../support/floatingAllowance'
import { addedMassCentre, captureLayer, captureLayers, drawnIn, type Point } from './canvasLayer'
import { hasFloatingHearts, isCalm } from './heartGeometry'
import { isFrozenScene, sceneLagMs, sceneNowMs, sceneSlowdownOf } from './sceneClock'
import { canvasOf } from './stage'

/** Farthest (CSS px) a burst's median may sit from where it was fired. */
const MASS_TOLERANCE_PX = 35

type BurstReport = { atMs: number }

/**
 * From now on, records the scene time (page clock, ms) of the stage's next burst count written
 * above 0: the frame that fired the burst wrote it (the page's thread), or its message did (the
 * worker), at most a lag later. Stages added later are watched too (a page not yet live).
 */
async function watchNextBurstReport(page: Page) {
  await page.evaluate(() => {
    const report = { atMs: NaN }
    Object.assign(window, { __nextBurstReport: report })
    const observer = new MutationObserver((records) => {
      const isFired = records.some(
        (record) => Number((record.target as Element).getAttribute('data-burst')) > 0,
      )
      if (!isFired) return
      report.atMs = performance.now()
      observer.disconnect()
    })
    observer.observe(document.documentElement, { subtree: true, attributeFilter: ['data-burst'] })
  })
}

async function readBurstReport(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as never as { __nextBurstReport: BurstReport }).__nextBurstReport.atMs,
  )
}

/**
 * Scene age at which a burst is measured: past 0.1 s the area 300 hearts cover stops growing
 * (the dense core has opened; the fast hearts are still near), so when in a window of a tenth of
 * a second or so the shot lands matters little, and a few hearts drawn cannot pass for 300.
 */
const BURST_OPEN_S = 0.12

/** The seeded bursts a page's burst is measured against (createSeededRng, tests/support). */
const BURST_SEEDS = Array.from({ length: 24 }, (_, k) => 31_000 + k)

/**
 * How far the drawn area may stray from the seeded bursts' range: the shader's anti-aliased
 * edges (a pixel counts once its colour moves 40, at about a fifth of a red heart's coverage,
 * where the model counts it at half) and pale hearts (white, gold, a lit back) that barely
 * differ from the page. Measured on Chromium with SwiftShader: within ±10% of the model.
 */
const BURST_AREA_SLACK = 0.2

/** How much more of its mass a burst may have beyond any distance than the seeded ones have. */
const BURST_OUTSIDE_SLACK = 0.05

/**
 * Test time each check adds to its test's timeout. Most of a check is work in the test's own
 * process, which competes with the browser for the cores: 120 seeded bursts (24 seeds at 5 ages)
 * rasterised at the screen's device pixels (10-15 s of it under load), and two shots through the
 * overlay. On a shared 2-core machine, on the phone: two checks in one test took 52-57 s of its
 * 60 at a load average near 10, the same before the floating hearts were measured from pixels,
 * and 102 s at 28.
 */
const BURST_CHECK_MS = 40_000

/** Each page's latest shot of its floating hearts before a press, with no burst on screen. */
const floatingShots = new WeakMap<Page, TimedCells>()

/**
 * Fires a burst with `fire` and checks it by its pixels once it has opened (BURST_OPEN_S), in
 * one shot through the overlay:
 * - its mass sits at `at`: the median of what the canvas added is within MASS_TOLERANCE_PX of
 *   where seeded bursts fired at `at` have theirs (off `at` where the screen's edge cuts them,
 *   as it cuts the page's), and nearer to `at` than to `wrong` (where a faulty page would burst:
 *   the screen's centre for a tap, the corner for a key press), which the caller picks 2.5
 *   tolerances away;
 * - it is 300 hearts: the device pixels drawn are within BURST_AREA_SLACK of what seeded bursts
 *   of the closed form (burstAreaRange) cover at the ages the shot can show, overlaps counted
 *   once; a page drawing a tenth of them, or twice as many, falls outside;
 * - it is one burst: at every distance from `at`, no more of its mass lies farther out than the
 *   seeded bursts have there (plus BURST_OUTSIDE_SLACK), so a second burst elsewhere fails.
 * The page's `data-burst` only says when it fired, to know the burst's age (and whether an
 * earlier burst may still be drawn before the press). Floating hearts the shot may hold are
 * allowed for by their pixels in a shot just before the press, never by the page's own count of
 * them, plus what hearts spawned or fading in since can add (floatingAllowance); rows from
 * `ignoreBelowY` down count for nothing. On a page opened with openFrozenScene,
 * `advance` runs its clock past BURST_OPEN_S; on a real-time page, open it under slowSceneClock.
 */
export async function expectBurstMassAt(
  page: Page,
  at: Point,
  wrong: Point,
  fire: () => Promise<void>,
  advance: () => Promise<void> = async () => {},
  ignoreBelowY = Infinity,
) {
  if (Math.hypot(at.x - wrong.x, at.y - wrong.y) < 2.5 * MASS_TOLERANCE_PX) {
    throw new Error('test setup: the wrong point is too close to tell apart')
  }
  test.info().setTimeout(test.info().timeout + BURST_CHECK_MS)
  const lagMs = sceneLagMs(page)
  // Before the page is live there is no stage yet, and nothing drawn to tell apart.
  const hasStage = (await page.getByTestId('heart-stage').count()) > 0
  // Whether an earlier burst may still be drawn, read before the shot: one that clears meanwhile
  // counts as drawn.
  const isBurstShown =
    hasStage &&
    (await canvasOf(page).and(page.locator(':not([data-burst="0"])[data-burst]')).count()) > 0
  const beforeMs = await sceneNowMs(page)
  const before = hasStage ? await captureLayer(page, { seeThrough: true }) : null
  // What the floating hearts cover before the press, from its pixels: none where no stage is yet
  // (none can have spawned before it); where an earlier burst may still be drawn (its pixels
  // cannot be told from theirs), the page's last shot without one, from further back.
  if (!isBurstShown) {
    const { width, height } = page.viewportSize()!
    floatingShots.set(page, {
      drawn: before?.drawn ?? new Uint8Array(width * height),
      sceneMs: beforeMs,
    })
  }
  const floatingShot = floatingShots.get(page)
  if (!floatingShot) {
    throw new Error('test setup: a burst is on screen before the first press this check measures')
  }
  await watchNextBurstReport(page)
  await fire()
  // A frozen page fires the burst with its next frame, which `advance` runs.
  await advance()
  // The count may still be the last burst's: wait for this one's report.
  await expect.poll(() => readBurstReport(page), { message: 'the burst reported' }).not.toBeNaN()
  await expect(canvasOf(page)).toHaveAttribute('data-burst', String(BURST_PARTICLE_COUNT))
  const reportedMs = await readBurstReport(page)
  // A frozen page's scene clock stands still but for `advance`; a real-time one's runs slowed.
  const slowdown = isFrozenScene(page) ? undefined : sceneSlowdownOf(page)
  if (slowdown !== undefined) {
    // Until the page's own scene clock says the burst has opened (it runs `slowdown` times slower
    // than real time, so the poll waits up to that many times the opening).
    const openAtMs = reportedMs + lagMs + BURST_OPEN_S * 1000
    await expect
      .poll(() => sceneNowMs(page), {
        message: 'the scene clock past the burst opening',
        intervals: [50],
        timeout: 15_000 + BURST_OPEN_S * 1000 * slowdown,
      })
      .toBeGreaterThanOrEqual(openAtMs)
  }
  // Real time first: the scene time read after it is at least the scene's time then.
  const shotFromRealMs = Date.now()
  const shotFromMs = await sceneNowMs(page)
  const [after] = await captureLayers(page, 1, { seeThrough: true })
  // Until the burst's shot came back (not the bare page's after it), on the scene's clock.
  const shotToMs =
    slowdown === undefined ? shotFromMs : shotFromMs + (after.shotMs.to - shotFromRealMs) / slowdown
  const ages = {
    fromS: Math.max(0, shotFromMs - lagMs - reportedMs) / 1000,
    toS: (shotToMs + lagMs - reportedMs) / 1000,
  }
  if (ages.fromS < BURST_OPEN_S - lagMs / 1000) {
    throw new Error(`test setup: the burst was shot ${ages.fromS} s old, before it had opened`)
  }

  // Rows where floating hearts rise count for nothing; elsewhere they are allowed for below.
  const skip = new Uint8Array(after.width * after.height)
  if (ignoreBelowY < after.height) skip.fill(1, Math.max(0, Math.floor(ignoreBelowY)) * after.width)
  after.drawn.forEach((pixels, cell) => (after.drawn[cell] = skip[cell] ? 0 : pixels))
  const view = {
    width: after.width,
    height: after.height,
    dpr: after.dpr,
    cameraDistance: pixelPerfectDistance(after.height, (CAMERA_FOV_DEG * Math.PI) / 180),
  }
  const calm = await isCalm(page)
  const seeded = burstAreaRange(view, at, ages, { seeds: BURST_SEEDS, isCalm: calm, skip })
  // The median of what the burst added: what was drawn before (floating hearts, an older burst)
  // moves it less that way.
  const centre = addedMassCentre(before ?? after, after, before === null)
  const drawn = drawnIn(after)
  const { medians } = seeded
  const offBy = Math.hypot(
    Math.max(0, medians.left - centre.x, centre.x - medians.right),
    Math.max(0, medians.top - centre.y, centre.y - medians.bottom),
  )
  const where = `burst centre (${centre.x}, ${centre.y})`
  expect(offBy, `${where} from the seeded bursts' at (${at.x}, ${at.y})`).toBeLessThan(
    MASS_TOLERANCE_PX,
  )
  expect(
    Math.hypot(centre.x - at.x, centre.y - at.y),
    `${where}: nearer (${at.x}, ${at.y}) than (${wrong.x}, ${wrong.y})`,
  ).toBeLessThan(Math.hypot(centre.x - wrong.x, centre.y - wrong.y))

  // Floating hearts, measured before the press, and what they may have added since.
  const allowance = hasFloatingHearts(page)
    ? floatingAllowance(floatingShot, { ...after, sceneMs: shotToMs }, skip, {
        lagMs,
        isCalm: calm,
        isBandFree: ignoreBelowY !== Infinity,
      })
    : { measured: 0, growth: 0, allowed: 0 }
  const floating = allowance.allowed
  const shot = `shot at a burst age of ${ages.fromS.toFixed(3)}-${ages.toS.toFixed(3)} s, floating hearts ${allowance.measured} device px before the press, up to ${Math.round(floating)} allowed`
  expect(drawn, `device px the burst covers, ${shot}`).toBeGreaterThan(
    seeded.least * (1 - BURST_AREA_SLACK),
  )
  expect(drawn, `device px the burst covers, ${shot}`).toBeLessThan(
    seeded.most * (1 + BURST_AREA_SLACK) + floating,
  )
  const byRadius = new Float64Array(seeded.outsideShare.length)
  for (let cell = 0; cell < after.drawn.length; cell++) {
    if (!after.drawn[cell]) continue
    const x = (cell % after.width) + 0.5
    const y = Math.floor(cell / after.width) + 0.5
    byRadius[Math.min(byRadius.length - 1, Math.ceil(Math.hypot(x - at.x, y - at.y)))] +=
      after.drawn[cell]
  }
  let outside = drawn
  let worst = { radius: 0, excess: -Infinity }
  for (let radius = 0; radius < byRadius.length; radius++) {
    outside -= byRadius[radius]
    const allowed = seeded.outsideShare[radius] * drawn + floating
    const excess = (outside - allowed) / drawn
    if (excess > worst.excess) worst = { radius, excess }
  }
  expect(
    worst.excess,
    `share of the mass beyond ${worst.radius} px of the press, over the seeded bursts' most`,
  ).toBeLessThan(BURST_OUTSIDE_SLACK)
}

/** The stage's `data-burst`, read through CDP: no user gesture granted, unlike page.evaluate. */
async function burstCountWithoutGesture(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: `document.querySelector('[data-testid="heart-stage"] canvas')?.getAttribute('data-burst') ?? '0'`,
    returnByValue: true,
  })
  await cdp.detach()
  return Number(result.value)
}

/**
 * Checks that a page just live (call right after waitForScene) drew no burst as it came alive:
 * once one fired then would have opened (BURST_OPEN_S), the canvas holds floating hearts only,
 * no more than can have spawned since `noStageMs` (the scene clock read while there was no
 * stage, so no heart is older), where their age lets them be (floatingAllowance). A burst of
 * 300 covers far more, wherever it opens. The stage's count, read with no gesture granted, says
 * none too.
 */
export async function expectNoBurstAsLive(page: Page, noStageMs: number) {
  const lagMs = sceneLagMs(page)
  const liveMs = await sceneNowMs(page)
  await expect
    .poll(() => sceneNowMs(page), {
      message: 'the scene clock past where a burst fired as it came alive has opened',
      intervals: [50],
      timeout: 15_000 + BURST_OPEN_S * 1000 * (sceneSlowdownOf(page) ?? 1),
    })
    .toBeGreaterThanOrEqual(liveMs + lagMs + BURST_OPEN_S * 1000)
  const [after] = await captureLayers(page, 1, { seeThrough: true })
  const nothing = new Uint8Array(after.width * after.height)
  const allowance = floatingAllowance(
    { drawn: nothing, sceneMs: noStageMs },
    { ...after, sceneMs: await sceneNowMs(page) },
    nothing,
    { lagMs, isCalm: await isCalm(page), isBandFree: false },
  )
  const drawn = drawnIn(after)
  expect(
    drawn,
    `device px drawn, where floating hearts may cover ${Math.round(allowance.allowed)}`,
  ).toBeLessThanOrEqual(allowance.allowed)
  expect(await burstCountWithoutGesture(page), 'the hearts the stage says a burst has').toBe(0)
}
