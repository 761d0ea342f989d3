/** How a tracked piece of work ended. A cancelled one is not a failure. */
export type ActivityOutcome = 'done' | 'failed' | 'cancelled'

/** Ends one tracked piece of work; calls after the first are ignored. */
export type SettleActivity = (outcome: ActivityOutcome) => void

type ActivityListener = () => SettleActivity

/**
 * Reports work in flight (requests, route changes) to whoever listens, without knowing who does:
 * the loading bar subscribes here, the HTTP client and the router report.
 */
export function createActivityReporter() {
  const listeners = new Set<ActivityListener>()
  return {
    subscribe(listener: ActivityListener): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    begin(): SettleActivity {
      const settles = [...listeners].map((listener) => listener())
      let settled = false
      return (outcome) => {
        if (settled) return
        settled = true
        for (const settle of settles) settle(outcome)
      }
    },
  }
}

export type ActivityReporter = ReturnType<typeof createActivityReporter>

/** The page's one reporter: requests and navigations both go through it. */
export const pageActivity = createActivityReporter()
