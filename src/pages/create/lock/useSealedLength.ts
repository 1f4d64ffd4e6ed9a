import { useEffect, useState } from 'react'
import type { sealedLengthOf } from '../../../share/lock/sealedContent'

type SealedLengthOf = typeof sealedLengthOf

/**
 * The sealed link's length function (sealedContent.ts: the container's sizes and the page's
 * 16-bit compression), loaded once the lock is first turned on: a page never locked does not
 * carry it. Undefined until it has come (a few ms, long before a press).
 */
export function useSealedLength(isLocked: boolean): SealedLengthOf | undefined {
  const [lengthOf, setLengthOf] = useState<{ of: SealedLengthOf }>()
  useEffect(() => {
    if (!isLocked || lengthOf) return
    let isCurrent = true
    void import('../../../share/lock/sealedContent').then(
      (module) => isCurrent && setLengthOf({ of: module.sealedLengthOf }),
    )
    return () => {
      isCurrent = false
    }
  }, [isLocked, lengthOf])
  return lengthOf?.of
}
