import { Suspense, useEffect, useState, type ReactNode } from 'react'

/** How long the lazy part may wait for a quiet moment before it loads anyway. */
const IDLE_TIMEOUT_MS = 1500

/** True once the page has hydrated and the browser has had a quiet moment (never while pre-rendering). */
function useIdleAfterHydration(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS })
      return () => window.cancelIdleCallback(handle)
    }
    const timer = window.setTimeout(() => setIdle(true), 200)
    return () => window.clearTimeout(timer)
  }, [])
  return idle
}

/**
 * Shows `fallback` while pre-rendering, during hydration and while a lazy `children` loads: the
 * page matches its HTML, and the lazy code is asked for only once the page is interactive and idle,
 * so it never competes with the first paint or with hydration.
 */
export function AfterHydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const ready = useIdleAfterHydration()
  if (!ready) return fallback
  return <Suspense fallback={fallback}>{children}</Suspense>
}
