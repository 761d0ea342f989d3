/** Without requestIdleCallback (Safari), work waits this long instead of for a quiet moment. */
const FALLBACK_DELAY_MS = 200

/**
 * Runs `work` at the browser's next quiet moment, or after `timeoutMs` at the latest; returns a
 * function that cancels it.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => work(), { timeout: timeoutMs })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = window.setTimeout(work, Math.min(FALLBACK_DELAY_MS, timeoutMs))
  return () => window.clearTimeout(timer)
}

/** Runs `work` once the page has loaded and the browser has a quiet moment. */
export function whenInteractive(work: () => void): void {
  const idle = () => void whenIdle(work, 4000)
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}
