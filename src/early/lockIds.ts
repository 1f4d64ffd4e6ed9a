/**
 * The ids of the lock's field and button, which LockForm.tsx renders and the sealed page's early
 * script (earlySealed.ts) paints alike: their own module, so the script takes no React with them.
 */
export const LOCK_FIELD_ID = 'lock-answer'
export const LOCK_BUTTON_ID = 'lock-open'

/**
 * The attribute on <html> (earlyPress.ts's, outside what React hydrates) naming the lock's button
 * when the form was sent while no one could answer it: LockedPage.tsx sends it again once live.
 */
export const KEPT_SUBMIT = 'data-kept-press'

/** The attribute on <html> that says the sealed page is live: its form answers for itself. */
export const LOCK_LIVE = 'data-lock-live'
