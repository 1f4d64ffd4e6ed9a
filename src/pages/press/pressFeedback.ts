import { isCalmNow } from '../../ui/useIsCalm'

/**
 * A short buzz under the finger when a press sets off hearts, where the device can and the
 * visitor has not asked for reduced motion. Only inside a real user gesture: browsers refuse
 * (and complain in the console) otherwise.
 */
export function buzzOnPress(): void {
  if (typeof navigator.vibrate !== 'function') return
  if (navigator.userActivation && !navigator.userActivation.isActive) return
  if (isCalmNow()) return
  navigator.vibrate(12)
}
