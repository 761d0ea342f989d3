import type Database from 'better-sqlite3'
import { attachmentsFolderOf, removeAttachmentFiles } from './attachment-files'
import { openDatabase } from './enquiry-store'

const dayMs = 86_400_000

/**
 * Deletes the client address and browser (user agent) of enquiries received more than `days`
 * days before `now`; the enquiry itself stays. Returns how many enquiries lost them.
 */
export function eraseClientDetails(db: Database.Database, days: number, now = new Date()): number {
  const cutoff = new Date(now.getTime() - days * dayMs).toISOString()
  return db
    .prepare<[string]>(
      'UPDATE enquiries SET client_address = NULL, user_agent = NULL WHERE received_at < ? AND (client_address IS NOT NULL OR user_agent IS NOT NULL)',
    )
    .run(cutoff).changes
}

/**
 * Deletes the files (drawings, photographs) of enquiries received more than `days` days before
 * `now`; their rows stay, marked removed, so the inbox can say what there was. A file that cannot
 * be deleted keeps its row unmarked and is tried again at the next run. Returns how many went.
 */
export function eraseOldAttachments(db: Database.Database, attachmentsFolder: string, days: number, now = new Date()): number {
  const cutoff = new Date(now.getTime() - days * dayMs).toISOString()
  const ids = db
    .prepare<[string], string>(
      'SELECT enquiry_attachments.id FROM enquiry_attachments JOIN enquiries ON enquiries.id = enquiry_attachments.enquiry_id WHERE received_at < ? AND removed_at IS NULL',
    )
    .pluck()
    .all(cutoff)
  if (ids.length === 0) return 0
  const left = new Set(removeAttachmentFiles(attachmentsFolder, ids))
  const markRemoved = db.prepare<[string, string]>('UPDATE enquiry_attachments SET removed_at = ? WHERE id = ?')
  const removed = ids.filter((id) => !left.has(id))
  db.transaction(() => removed.forEach((id) => markRemoved.run(now.toISOString(), id))).immediate()
  return removed.length
}

/**
 * Folds the write-ahead log into the database file and empties it (wal_checkpoint(TRUNCATE)),
 * so the older copies of pages it holds (an enquiry before it was erased, an address before it
 * was cleared) are gone from the disk files. A reader in the middle of a read keeps its snapshot,
 * and with it those copies: the checkpoint is tried again until `waitMs` has passed (each try
 * waits up to the busy timeout). Returns whether the log was emptied.
 */
export function foldWriteAheadLog(db: Database.Database, waitMs: number): boolean {
  const deadline = Date.now() + waitMs
  const busyTimeout = db.pragma('busy_timeout', { simple: true }) as number
  db.pragma(`busy_timeout = ${Math.max(0, Math.min(busyTimeout, waitMs))}`)
  try {
    for (;;) {
      const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number; log: number; checkpointed: number }[]
      if (result?.busy === 0) return true
      if (Date.now() >= deadline) return false
    }
  } finally {
    db.pragma(`busy_timeout = ${busyTimeout}`)
  }
}

/** The enquiries were deleted, but a reader kept older copies of their pages in the WAL. */
export class ErasureIncomplete extends Error {
  constructor(
    readonly references: string[],
    databasePath: string,
  ) {
    super(
      `Older copies of their pages remain in ${databasePath}-wal, because another program is in the middle of reading the database (an export, a backup). ` +
        'When it has finished, run the same command again: it completes the erasure.',
    )
  }
}

/**
 * Deletes every enquiry sent from this e-mail address (any capitals), with its product lines,
 * files (rows, then the files on disk once the deletion is committed) and queued e-mails (the sender claims one message at a time, so none of them goes after this).
 * Freed and changed pages are zeroed (secure_delete, set by openDatabase) and the WAL is folded
 * in and emptied, so the text lingers in neither file. Returns the references deleted; throws
 * ErasureIncomplete when a reader kept the WAL busy past `waitMs` (a second run, after it, finishes).
 */
export function eraseEnquiriesOf(databasePath: string, email: string, { waitMs = 30_000 }: { waitMs?: number } = {}): string[] {
  const db = openDatabase(databasePath, false)
  try {
    const erase = db.transaction((address: string) => {
      const references = db
        .prepare<[string], string>('SELECT reference FROM enquiries WHERE lower(email) = lower(?) ORDER BY received_at')
        .pluck()
        .all(address)
      const files = db
        .prepare<[string], string>(
          'SELECT id FROM enquiry_attachments WHERE enquiry_id IN (SELECT id FROM enquiries WHERE lower(email) = lower(?))',
        )
        .pluck()
        .all(address)
      db.prepare<[string]>(
        'DELETE FROM enquiry_attachments WHERE enquiry_id IN (SELECT id FROM enquiries WHERE lower(email) = lower(?))',
      ).run(address)
      db.prepare<[string]>('DELETE FROM enquiry_items WHERE enquiry_id IN (SELECT id FROM enquiries WHERE lower(email) = lower(?))').run(
        address,
      )
      db.prepare<[string]>('DELETE FROM outbox WHERE enquiry_id IN (SELECT id FROM enquiries WHERE lower(email) = lower(?))').run(address)
      db.prepare<[string]>('DELETE FROM enquiries WHERE lower(email) = lower(?)').run(address)
      return { references, files }
    })
    const { references, files } = erase.immediate(email.trim())
    const left = removeAttachmentFiles(attachmentsFolderOf(databasePath), files)
    if (left.length > 0)
      throw new Error(
        `The enquiries were deleted, but ${left.length} of their files could not be removed from ${attachmentsFolderOf(databasePath)}: ${left.join(', ')}. Delete them by hand.`,
      )
    // Also when nothing was found: a second run completes the folding a busy reader held up.
    if (!foldWriteAheadLog(db, waitMs)) throw new ErasureIncomplete(references, databasePath)
    return references
  } finally {
    db.close()
  }
}

export interface RetentionJob {
  stop(): void
}

/** Runs eraseClientDetails and eraseOldAttachments at start and then every `everyMs` (default six hours) in the server process. */
export function startRetentionJob(options: {
  databasePath: string
  days: number
  everyMs?: number
  log: { info(message: string): void; warn(message: string): void; error(message: string): void }
}): RetentionJob {
  const db = openDatabase(options.databasePath, false)
  // Cleared addresses whose older copies a busy reader kept in the WAL: folded at the next run.
  let unfolded = false
  const run = () => {
    try {
      const erased = eraseClientDetails(db, options.days)
      if (erased > 0) options.log.info(`Deleted the client address and browser of ${erased} enquiries older than ${options.days} days`)
      const files = eraseOldAttachments(db, attachmentsFolderOf(options.databasePath), options.days)
      if (files > 0) options.log.info(`Deleted ${files} files of enquiries older than ${options.days} days`)
      // Without waiting: this runs beside the pages, and a busy log is folded at the next run.
      if (erased > 0 || unfolded) unfolded = !foldWriteAheadLog(db, 0)
      if (unfolded)
        options.log.warn(
          'The retention job could not empty the write-ahead log (a reader was busy): older copies of the cleared addresses remain in it until the next run',
        )
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
