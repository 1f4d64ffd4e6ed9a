/** The reasons as the link's array carries them (docs/LINK-V4.md); the caller has cleaned them. */
import type { ReasonsStep } from './reasons.js'

export const encodeReasons = (step: ReasonsStep): unknown[] => ['reasons', [...step.reasons]]

/** A new, empty one: /create asks for its words. */
export const emptyReasons = (): ReasonsStep => ({ kind: 'reasons', reasons: [''] })
