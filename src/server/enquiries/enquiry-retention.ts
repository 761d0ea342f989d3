import type Database from 'better-sqlite3'
import { openDatabase } from './enquiry-store'

const dayMs = 86_400_000

/**
 * Deletes the client address and browser (user agent) of enquiries received more than `days`
 * days before `now`; the enquiry itself stays. Returns how many enquiries lost them.
 */
export function eraseClientDetails(db: Database.Database, days: number, now = new Date()): number {
  const cutoff = new Date(now.getTime() - days * dayMs).toISOString()
  return db
    .prepare<[string]>('UPDATE enquiries SET client_address = NULL, user_agent = NULL WHERE received_at < ? AND (client_address IS NOT NULL OR user_agent IS NOT NULL)')
    .run(cutoff).changes
}

/**
 * Deletes every enquiry sent from this e-mail address (any capitals), with its product lines and queued e-mails.
 * Freed pages are overwritten (secure_delete), and the WAL is folded in, so the text does not
 * linger in the file. Returns the references deleted.
 */
export function eraseEnquiriesOf(databasePath: string, email: string): string[] {
  const db = openDatabase(databasePath, false)
  try {
    db.pragma('secure_delete = ON')
    const erase = db.transaction((address: string) => {
      const references = db.prepare<[string], string>('SELECT reference FROM enquiries WHERE lower(email) = lower(?) ORDER BY received_at').pluck().all(address)
      db.prepare<[string]>('DELETE FROM enquiry_items WHERE enquiry_id IN (SELECT id FROM enquiries WHERE lower(email) = lower(?))').run(address)
      db.prepare<[string]>('DELETE FROM outbox WHERE enquiry_id IN (SELECT id FROM enquiries WHERE lower(email) = lower(?))').run(address)
      db.prepare<[string]>('DELETE FROM enquiries WHERE lower(email) = lower(?)').run(address)
      return references
    })
    const references = erase.immediate(email.trim())
    if (references.length > 0) db.pragma('wal_checkpoint(TRUNCATE)')
    return references
  } finally {
    db.close()
  }
}

export interface RetentionJob {
  stop(): void
}

/** Runs eraseClientDetails at start and then every `everyMs` (default six hours) in the server process. */
export function startRetentionJob(options: { databasePath: string; days: number; everyMs?: number; log: { info(message: string): void; error(message: string): void } }): RetentionJob {
  const db = openDatabase(options.databasePath, false)
  const run = () => {
    try {
      const erased = eraseClientDetails(db, options.days)
      if (erased > 0) options.log.info(`Deleted the client address and browser of ${erased} enquiries older than ${options.days} days`)
    } catch (error) {
      options.log.error(`The retention job failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  run()
  const timer = setInterval(run, options.everyMs ?? 6 * 60 * 60 * 1000)
  timer.unref()
  return {
    stop: () => {
      clearInterval(timer)
      db.close()
    },
  }
}
