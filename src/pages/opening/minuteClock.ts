/**
 * The clock a page before its moment reads: the current minute, re-read at every minute's turn (a
 * timeout to the next whole minute, armed again each time: never one long timer to the moment,
 * which a sleeping phone or a changed clock would leave wrong) and whenever the page comes back
 * (`visibilitychange`, `pageshow`, `focus`). One timer for every reader, only while one listens.
 */
import { useSyncExternalStore } from 'react'
import { minuteOf } from '../../early/countdown'
import { LINK_READ } from '../../share/earlyContent'

const MS_PER_MINUTE = 60_000

const listeners = new Set<() => void>()
let timer: ReturnType<typeof setTimeout> | undefined

const notify = () => listeners.forEach((listener) => listener())

function arm() {
  clearTimeout(timer)
  timer = setTimeout(wake, MS_PER_MINUTE - (Date.now() % MS_PER_MINUTE))
}

function wake() {
  arm()
  notify()
}

function watch(isOn: boolean) {
  const method = isOn ? 'addEventListener' : 'removeEventListener'
  window[method]('pageshow', wake)
  window[method]('focus', wake)
  document[method]('visibilitychange', wake)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (listeners.size === 1) {
    arm()
    watch(true)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size > 0) return
    clearTimeout(timer)
    watch(false)
  }
}

const subscribeToNothing = () => () => {}
const nowMinute = () => minuteOf(Date.now())

/**
 * While hydrating: the minute the early script painted, so the first render matches its words
 * (React renders again at once if the minute has turned since).
 */
function paintedMinute(): number {
  if (typeof document === 'undefined') return 0
  const painted = Number(document.getElementById('root')?.getAttribute(LINK_READ))
  return painted > 0 ? minuteOf(painted) : nowMinute()
}

/** The current minute (ms since 1970), kept current while `isWatching`. */
export function useMinuteNow(isWatching: boolean): number {
  return useSyncExternalStore(isWatching ? subscribe : subscribeToNothing, nowMinute, paintedMinute)
}
