// Draws public/og-image.png, the 1200x630 link-preview picture: a big heart bursting into
// small ones over the page's blush background. No text, so it suits every name and language.
// Usage: npm run og-image   (commit the PNG it writes; the build only copies it)
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium.mjs'

const WIDTH = 1200
const HEIGHT = 630
const OUT = new URL('../public/og-image.png', import.meta.url)
const HEART = 'M16 29 3.3 16.4A8.3 8.3 0 0 1 16 5.6a8.3 8.3 0 0 1 12.7 10.8Z'
const COLORS = ['#e11d48', '#f43f5e', '#fb7185', '#be123c', '#ff8fab']

/** A small seeded generator, so the picture is the same on every run. */
function createRng(seed) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

function heart(x, y, size, rotation, color, opacity) {
  const scale = size / 32
  return `<path d="${HEART}" fill="${color}" opacity="${opacity.toFixed(2)}"
    transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rotation.toFixed(1)})
    scale(${scale.toFixed(3)}) translate(-16 -17)" />`
}

function drawHearts() {
  const rng = createRng(14022)
  const hearts = []
  // A burst: hearts flying out from the centre, larger and fainter the farther they go.
  for (let i = 0; i < 90; i++) {
    const angle = rng() * Math.PI * 2
    const distance = 190 + rng() ** 0.7 * 420
    const x = WIDTH / 2 + Math.cos(angle) * distance * 1.25
    const y = HEIGHT / 2 + Math.sin(angle) * distance * 0.62
    const size = 14 + rng() * 30 + distance * 0.03
    const color = COLORS[Math.floor(rng() * COLORS.length)]
    hearts.push(heart(x, y, size, (rng() - 0.5) * 50, color, 0.95 - distance / 900))
  }
  return hearts.join('\n')
}

const html = `<!doctype html>
<html><head><style>
  html, body { margin: 0; }
  body {
    width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden;
    background:
      radial-gradient(60% 70% at 50% 48%, #fff7f9 0%, transparent 70%),
      radial-gradient(90% 70% at 50% 110%, #ffd3e0 0%, transparent 70%), #ffe4ec;
  }
  svg { display: block; }
  .big { filter: drop-shadow(0 18px 28px rgb(159 18 57 / 0.35)); }
</style></head><body>
<svg width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="rose" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fb7185" /><stop offset="1" stop-color="#be123c" />
    </linearGradient>
  </defs>
  ${drawHearts()}
  <g class="big">${heart(WIDTH / 2, HEIGHT / 2 + 6, 300, 0, 'url(#rose)', 1)}</g>
  <path d="M-30 -70 q-40 10 -52 58" transform="translate(${WIDTH / 2} ${HEIGHT / 2})"
    fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round" opacity="0.45" />
</svg></body></html>`

const browser = await chromium.launch(chromiumLaunchOptions())
const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } })
await page.setContent(html)
await page.screenshot({ path: OUT.pathname, type: 'png' })
await browser.close()
console.log(`Wrote ${OUT.pathname} (${WIDTH}x${HEIGHT})`)
