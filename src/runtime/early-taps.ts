/**
 * Taps on controls marked `data-early-tap` that the page's loader (page-script-loader.ts)
 * kept because they came before React listened to the page: on a slow phone the buyer may press
 * "Add to enquiry" before the scripts have arrived.
 */
declare global {
  interface Window {
    __earlyTaps?: Element[]
  }
}

/** The attribute that marks a control whose early tap is kept and applied once the app runs. */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap'

/**
 * Applies the kept taps once, after hydration: the same elements now carry React's handlers. Taps
 * that reached React itself (once its root was listening) were never kept, so none counts twice.
 */
export function replayEarlyTaps(): void {
  const taps = window.__earlyTaps ?? []
  window.__earlyTaps = undefined
  for (const control of taps) if (control.isConnected && control instanceof HTMLElement) control.click()
}
