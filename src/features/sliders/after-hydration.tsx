import { Suspense, useEffect, useState, type ReactNode } from 'react'
import { whenIdle } from '@/utils/when-idle'

/** How long the lazy part may wait for a quiet moment before it loads anyway. */
const IDLE_TIMEOUT_MS = 1500

/** True once the page has hydrated and the browser has had a quiet moment (never while pre-rendering). */
function useIdleAfterHydration(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true), IDLE_TIMEOUT_MS), [])
  return idle
}

/**
 * Shows `fallback` while pre-rendering, during hydration and while a lazy `children` loads: the
 * page matches its HTML, and the lazy code is asked for only once the page is interactive and idle
 * (or, with `when` false, never by itself: the caller decides), so it never competes with the
 * first paint or with hydration.
 */
export function AfterHydration({
  fallback,
  children,
  when = 'idle',
}: {
  fallback: ReactNode
  children: ReactNode
  when?: 'idle' | boolean
}) {
  const idle = useIdleAfterHydration()
  const ready = when === 'idle' ? idle : when
  if (!ready) return fallback
  return <Suspense fallback={fallback}>{children}</Suspense>
}
