import { Suspense, type ReactNode } from 'react'
import { useHydrated } from '@/utils/use-hydrated'

/**
 * Shows `fallback` while pre-rendering, during hydration and while a lazy `children` loads: the
 * page matches its HTML and the lazy code is asked for only once the page is interactive.
 */
export function AfterHydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated()
  if (!hydrated) return fallback
  return <Suspense fallback={fallback}>{children}</Suspense>
}
