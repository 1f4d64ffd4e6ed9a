import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { afterFirstPaint, PAINT_WAIT_MS } from '../../src/app/afterFirstPaint'

// The app's script starts after the page's words are on screen (tests/e2e/first-paint.e2e.ts), not
// after Chromium's `first-paint`, which on a slow phone can be the background alone.

type PaintName = 'first-paint' | 'first-contentful-paint'

/**
 * The browser's side, as far as the page's entry sees it: paints already reported when the
 * script runs (an observer sees them only when it asks for buffered entries), later paints,
 * visibility changes and animation frames.
 */
let pastPaints: PaintName[]
let observers: FakePaintObserver[]
let visibilityListeners: (() => void)[]
let frameCallbacks: (() => void)[]

type PaintList = { getEntriesByName: (name: string) => unknown[] }

class FakePaintObserver {
  static supportedEntryTypes: readonly string[] | undefined = ['paint', 'resource']
  readonly callback: (list: PaintList) => void
  isObserving = false
  isDisconnected = false
  constructor(callback: (list: PaintList) => void) {
    this.callback = callback
    observers.push(this)
  }
  observe({ type, buffered }: PerformanceObserverInit) {
    if (type !== 'paint') return
    this.isObserving = true
    if (buffered && pastPaints.length > 0) this.report(pastPaints)
  }
  disconnect() {
    this.isDisconnected = true
  }
  report(names: PaintName[]) {
    if (this.isObserving && !this.isDisconnected)
      this.callback({ getEntriesByName: (name) => names.filter((each) => each === name) })
  }
}

const paint = (...names: PaintName[]) => observers.forEach((observer) => observer.report(names))

/**
 * `paintTiming`: 'other' lists entry types but not paint; 'unlisted' (older engines) lists none;
 * 'none' has no PerformanceObserver at all.
 */
function stubPage({
  visibilityState = 'visible',
  paintTiming = 'paint',
}: {
  visibilityState?: DocumentVisibilityState
  paintTiming?: 'paint' | 'other' | 'unlisted' | 'none'
} = {}) {
  vi.stubGlobal('document', {
    visibilityState,
    addEventListener: (type: string, listener: () => void, options?: AddEventListenerOptions) => {
      if (type !== 'visibilitychange') return
      const call = () => {
        if (options?.once) visibilityListeners = visibilityListeners.filter((each) => each !== call)
        listener()
      }
      visibilityListeners.push(call)
    },
  })
  FakePaintObserver.supportedEntryTypes = {
    paint: ['paint', 'resource'],
    other: ['resource'],
    unlisted: undefined,
    none: undefined,
  }[paintTiming]
  vi.stubGlobal('PerformanceObserver', paintTiming === 'none' ? undefined : FakePaintObserver)
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frameCallbacks.push(callback))
}

beforeEach(() => {
  vi.useFakeTimers()
  pastPaints = []
  observers = []
  visibilityListeners = []
  frameCallbacks = []
  stubPage()
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

test('a first paint of the background alone does not start the app; the words painted do', () => {
  const start = vi.fn<() => void>()
  afterFirstPaint(start)
  paint('first-paint')
  expect(start).not.toHaveBeenCalled()
  paint('first-contentful-paint')
  expect(start).toHaveBeenCalledTimes(1)
  expect(observers.every((observer) => observer.isDisconnected)).toBe(true)
})

test('words painted before the script ran start the app at once', () => {
  pastPaints = ['first-paint', 'first-contentful-paint']
  const start = vi.fn<() => void>()
  afterFirstPaint(start)
  expect(start).toHaveBeenCalledTimes(1)
})

test('both paints in one report start the app once, and the fallback wait adds no second start', () => {
  const start = vi.fn<() => void>()
  afterFirstPaint(start)
  paint('first-paint', 'first-contentful-paint')
  vi.advanceTimersByTime(PAINT_WAIT_MS)
  expect(start).toHaveBeenCalledTimes(1)
})

test('a view that paints no words (the 404 view) starts the app after the longest wait', () => {
  const start = vi.fn<() => void>()
  afterFirstPaint(start)
  paint('first-paint')
  vi.advanceTimersByTime(PAINT_WAIT_MS - 1)
  expect(start).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(start).toHaveBeenCalledTimes(1)
})

test('a hidden page, which paints nothing, starts the app at once', () => {
  stubPage({ visibilityState: 'hidden' })
  const start = vi.fn<() => void>()
  afterFirstPaint(start)
  expect(start).toHaveBeenCalledTimes(1)
})

test('a page hidden before it painted starts the app then, and once', () => {
  const start = vi.fn<() => void>()
  afterFirstPaint(start)
  visibilityListeners.forEach((listener) => listener())
  expect(start).toHaveBeenCalledTimes(1)
  expect(visibilityListeners).toHaveLength(0)
  paint('first-contentful-paint')
  vi.advanceTimersByTime(PAINT_WAIT_MS)
  expect(start).toHaveBeenCalledTimes(1)
})

const ENGINES_WITHOUT_PAINT_TIMING = {
  other: 'its observer lists no paint entries',
  unlisted: 'its observer lists no entry types',
  none: 'no PerformanceObserver',
} as const

for (const paintTiming of ['other', 'unlisted', 'none'] as const) {
  test(`an engine without paint timing (${ENGINES_WITHOUT_PAINT_TIMING[paintTiming]}) starts the app just after the frame after the first`, () => {
    stubPage({ paintTiming })
    const start = vi.fn<() => void>()
    afterFirstPaint(start)
    expect(observers).toHaveLength(0)
    expect(start).not.toHaveBeenCalled()
    frameCallbacks.forEach((callback) => callback())
    expect(start).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(start).toHaveBeenCalledTimes(1)
  })
}
