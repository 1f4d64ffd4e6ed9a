/** Their days as the link's array carries them (docs/LINK-V4.md); the caller has cleaned them. */
import type { DaysStep } from './days.js'

export const encodeDays = (step: DaysStep): unknown[] => ['days', step.date, step.what]

/** A new, empty one: /create asks for its words. */
export const emptyDays = (): DaysStep => ({ kind: 'days', date: '', what: 'together' })
