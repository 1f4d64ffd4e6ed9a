// Does anything animate while the page is hidden? A page is opened in a tab, another tab is
// brought to the front (the first becomes document.visibilityState 'hidden'), and the probe
// counts frames and CPU over the hidden window, then checks frames resume once it is back.
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../chromium.mjs'
import { launchPipe } from './cdpPipe.mjs'
import { installProbe } from './probe.mjs'
import { PHONE, cpuMsBetween, sleep } from './visit.mjs'

async function openTab(cdp, url) {
  const { targetId } = await cdp.send('Target.createTarget', { url: 'about:blank' })
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: true })
  const send = (method, params) => cdp.send(method, params, sessionId)
  await send('Page.enable')
  await send('Page.addScriptToEvaluateOnNewDocument', { source: `(${installProbe})()` })
  // Nothing leaves the machine: the love page's GIF fails fast and shows its fallback heart.
  await send('Network.enable')
  await send('Network.setBlockedURLs', { urls: ['https://*'] })
  await send('Emulation.setDeviceMetricsOverride', {
    width: PHONE.viewport.width,
    height: PHONE.viewport.height,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    mobile: PHONE.isMobile,
  })
  await send('Performance.enable', { timeDomain: 'threadTicks' })
  await send('Page.navigate', { url })
  const evaluate = async (expression) =>
    (await send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true })).result
      .value
  const deadline = Date.now() + 60_000
  while (!(await evaluate('!!document.querySelector(\'[data-ready="true"]\')'))) {
    if (Date.now() > deadline) throw new Error(`${url} never got ready`)
    await sleep(100)
  }
  const metrics = async () => {
    const { metrics: list } = await send('Performance.getMetrics')
    return Object.fromEntries(list.map((metric) => [metric.name, metric.value]))
  }
  const probe = () => evaluate('window.__probe.snapshot()')
  return { targetId, send, evaluate, metrics, probe }
}

/** Clicks the centre of the page's first button through CDP input events. */
async function pressButton(tab) {
  const rect = await tab.evaluate(
    '(() => { const r = document.querySelector("button").getBoundingClientRect(); ' +
      'return { x: r.x + r.width / 2, y: r.y + r.height / 2 } })()',
  )
  for (const type of ['mousePressed', 'mouseReleased']) {
    await tab.send('Input.dispatchMouseEvent', {
      type,
      x: rect.x,
      y: rect.y,
      button: 'left',
      clickCount: 1,
    })
  }
}

/**
 * For /love (always animating) and /valentine (mid-burst): frames and main-thread CPU while
 * hidden for `hiddenMs`, and frames in the second after coming back.
 */
export async function checkHidden(appUrl, hiddenMs) {
  const browser = await launchPipe(chromiumPath() ?? chromium.executablePath(), chromiumArgs())
  const results = []
  try {
    const { targetId: blankId } = await browser.send('Target.createTarget', { url: 'about:blank' })
    for (const route of ['/love', '/valentine']) {
      const tab = await openTab(browser, `${appUrl}${route}`)
      await browser.send('Target.activateTarget', { targetId: tab.targetId })
      await sleep(500)
      if (route === '/valentine') await pressButton(tab)
      await sleep(300)
      const visibleBefore = await tab.probe()
      await sleep(1000)
      const visible = await tab.probe()
      await browser.send('Target.activateTarget', { targetId: blankId })
      await sleep(200)
      const hiddenStart = await tab.probe()
      const metricsStart = await tab.metrics()
      await sleep(hiddenMs)
      const hiddenEnd = await tab.probe()
      const metricsEnd = await tab.metrics()
      await browser.send('Target.activateTarget', { targetId: tab.targetId })
      await sleep(1000)
      const back = await tab.probe()
      const seconds = metricsEnd.Timestamp - metricsStart.Timestamp
      results.push({
        route,
        visibleFramesPerSecond: visible.frames - visibleBefore.frames,
        visibility: hiddenStart.visibility,
        hiddenFrames: hiddenEnd.frames - hiddenStart.frames,
        hiddenCpuMsPerSecond: cpuMsBetween(metricsStart, metricsEnd) / seconds,
        framesInSecondBack: back.frames - hiddenEnd.frames,
      })
      await browser.send('Target.closeTarget', { targetId: tab.targetId })
    }
  } finally {
    await browser.close()
  }
  return results
}
