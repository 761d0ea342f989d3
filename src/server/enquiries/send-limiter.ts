/**
 * New enquiries stored per client network within a sliding window (ENQUIRY_RATE_LIMIT). A send
 * takes a slot before it is stored and gives it back when nothing new was stored (a retry of a
 * stored enquiry, a conflict, a failure), so refused and repeated sends use up nothing, and a
 * burst sent at once cannot store more than the limit: taking a slot is synchronous.
 */
export function sendLimiter({ max, timeWindowMs }: { max: number; timeWindowMs: number }, now: () => number = Date.now) {
  const taken = new Map<string, number[]>()
  const recent = (key: string) => {
    const times = (taken.get(key) ?? []).filter((time) => now() - time < timeWindowMs)
    if (times.length === 0) taken.delete(key)
    else taken.set(key, times)
    return times
  }
  return {
    /** Takes a slot and returns 0, or returns the seconds until one frees (nothing taken). */
    take(key: string): number {
      const times = recent(key)
      if (times.length >= max) return Math.max(1, Math.ceil(((times[times.length - max] ?? now()) + timeWindowMs - now()) / 1000))
      // Forget networks whose window has passed, now and then, so the map stays small.
      if (taken.size > 10_000) for (const other of [...taken.keys()]) recent(other)
      taken.set(key, [...times, now()])
      return 0
    },
    /** Gives back the latest slot taken: that send stored nothing new. */
    giveBack(key: string): void {
      const times = recent(key)
      times.pop()
      if (times.length === 0) taken.delete(key)
    },
  }
}

/** "40 seconds", "1 minute", "10 minutes": a wait as the refusal words it. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
}
