// The two devices every browser run of this repo emulates, as Playwright context options: the
// phone the issues measure on and a desktop. playwright.config.ts, the bench and the screenshot
// scripts take them from here.

/** A 390 × 844 phone at DPR 2, with touch. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
}

/** A 1280 × 800 desktop at DPR 1, with a mouse. */
export const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 }
