import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

export interface AdminSession {
  /** The token every change must carry in its form (CSRF). */
  csrfToken: string
  createdAt: number
  lastSeenAt: number
}

const idleMs = 2 * 60 * 60 * 1000
const lifetimeMs = 12 * 60 * 60 * 1000

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * Signed-in sessions, in the server's memory: a restart signs everyone out. The cookie holds a
 * random token; the map is keyed by its SHA-256, so a memory dump does not hand out sessions.
 * A session ends after two idle hours or twelve hours in all.
 */
export function adminSessions(now: () => number = Date.now) {
  const sessions = new Map<string, AdminSession>()

  const expired = (session: AdminSession) => now() - session.lastSeenAt > idleMs || now() - session.createdAt > lifetimeMs

  return {
    /** A new session: the token for the cookie and the session. */
    open(): { token: string; session: AdminSession } {
      for (const [key, session] of sessions) if (expired(session)) sessions.delete(key)
      const token = randomBytes(32).toString('base64url')
      const session = { csrfToken: randomBytes(32).toString('base64url'), createdAt: now(), lastSeenAt: now() }
      sessions.set(digest(token), session)
      return { token, session }
    },
    /** The live session of a cookie token, or undefined. */
    find(token: string | undefined): AdminSession | undefined {
      if (!token) return undefined
      const key = digest(token)
      const session = sessions.get(key)
      if (!session) return undefined
      if (expired(session)) {
        sessions.delete(key)
        return undefined
      }
      session.lastSeenAt = now()
      return session
    },
    close(token: string | undefined): void {
      if (token) sessions.delete(digest(token))
    },
  }
}

/** Whether a form's CSRF token is the session's, compared in constant time. */
export function csrfTokenMatches(session: AdminSession, sent: unknown): boolean {
  if (typeof sent !== 'string') return false
  const expected = Buffer.from(session.csrfToken)
  const given = Buffer.from(sent)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/**
 * Failed sign-ins per client network (see client-network.ts): after `maxFailures` within `windowMs` it is
 * refused (even with the right password) until the oldest failure leaves the window.
 */
export function signInLimiter({
  maxFailures = 5,
  windowMs = 15 * 60 * 1000,
  now = Date.now,
}: { maxFailures?: number; windowMs?: number; now?: () => number } = {}) {
  const failures = new Map<string, number[]>()
  const recent = (address: string) => {
    const times = (failures.get(address) ?? []).filter((time) => now() - time < windowMs)
    if (times.length === 0) failures.delete(address)
    else failures.set(address, times)
    return times
  }
  return {
    /** Seconds until the address may try again, or 0 when it may try now. */
    retryAfterSeconds(address: string): number {
      const times = recent(address)
      if (times.length < maxFailures) return 0
      return Math.max(1, Math.ceil(((times[times.length - maxFailures] ?? now()) + windowMs - now()) / 1000))
    },
    /** Counts a failure; a sign-in counts one before its password is checked, so a burst cannot outrun the limit. */
    failed(address: string): void {
      if (failures.size > 10_000) for (const key of [...failures.keys()]) recent(key)
      failures.set(address, [...recent(address), now()])
    },
    /** Takes back the latest failure counted, for an attempt that was never checked. */
    withdraw(address: string): void {
      const times = recent(address)
      times.pop()
      if (times.length === 0) failures.delete(address)
    },
    succeeded(address: string): void {
      failures.delete(address)
    },
  }
}
