import { useEffect, useState } from 'react'

/** Once shown, a pending state stays at least this long, so a fast answer never flickers. */
export const MINIMUM_PENDING_MS = 200

/**
 * `pending` as the screen should show it: true as soon as work starts, and kept true until at
 * least MINIMUM_PENDING_MS after it started, even when the work ends sooner.
 */
export function useMinimumPending(pending: boolean): boolean {
  const [previous, setPrevious] = useState(pending)
  const [holding, setHolding] = useState(pending)
  // Adjusting state while rendering (not in an effect): the hold starts in the same render as the work.
  if (pending !== previous) {
    setPrevious(pending)
    if (pending) setHolding(true)
  }
  useEffect(() => {
    if (!holding) return
    const timer = setTimeout(() => setHolding(false), MINIMUM_PENDING_MS)
    return () => clearTimeout(timer)
  }, [holding])
  return pending || holding
}
