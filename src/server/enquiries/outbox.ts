import type Database from 'better-sqlite3'
import { attachmentsColumn, fromRow, type EnquiryRow, type StoredEnquiry } from './enquiry-store'

export const messageKinds = ['sales', 'acknowledgement'] as const
export type MessageKind = (typeof messageKinds)[number]
export type MessageStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'withheld'

/** The delivery state of one queued e-mail. */
export interface OutboxMessage {
  id: number
  kind: MessageKind
  status: MessageStatus
  attempts: number
  createdAt: string
  nextAttemptAt: string
  lastAttemptAt: string | null
  lastError: string | null
  sentAt: string | null
}

interface OutboxRow {
  id: number
  enquiry_id: number
  kind: MessageKind
  status: MessageStatus
  attempts: number
  created_at: string
  next_attempt_at: string
  last_attempt_at: string | null
  last_error: string | null
  sent_at: string | null
}

function messageFrom(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.created_at,
    nextAttemptAt: row.next_attempt_at,
    lastAttemptAt: row.last_attempt_at,
    lastError: row.last_error,
    sentAt: row.sent_at,
  }
}

/** A message claimed for sending, with the enquiry it is about. */
export interface ClaimedMessage {
  message: OutboxMessage
  enquiry: StoredEnquiry
}

/** The longest error text kept per message (an SMTP answer, a network error). */
const errorLimit = 500

const dayMs = 86_400_000

/**
 * Acknowledgements to one address in any 24 hours: a buyer who sends several enquiries gets the
 * first few acknowledged (sales hears of every one), and nobody can flood a stranger's mailbox
 * through the form, from however many client addresses.
 */
export const acknowledgementsPerAddress = 3
export const defaultAcknowledgementsPerDay = 200

/** How many acknowledgements may go out in any 24 hours: to one address, and in all. */
export interface AcknowledgementLimits {
  perAddress: number
  perDay: number
}

/**
 * The outbox table: what is due, claiming a message for one attempt, and recording how the
 * attempt ended. One sender per database file (the `npm start` process).
 */
export function outboxQueries(db: Database.Database) {
  const due = db.prepare<[string], OutboxRow>(
    `SELECT * FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT 1`,
  )
  const claim = db.prepare<[string, number]>(
    `UPDATE outbox SET status = 'sending', attempts = attempts + 1, last_attempt_at = ? WHERE id = ? AND status = 'pending'`,
  )
  const enquiryOf = db.prepare<[number], EnquiryRow>(`SELECT *, ${attachmentsColumn} FROM enquiries WHERE id = ?`)
  // Sent, or being sent: an acknowledgement handed to the SMTP server counts from its attempt.
  const acknowledgedInAll = db
    .prepare<[string], number>(
      `SELECT count(*) FROM outbox WHERE kind = 'acknowledgement' AND status IN ('sending', 'sent') AND last_attempt_at >= ?`,
    )
    .pluck()
  const acknowledgedTo = db
    .prepare<[string, string], number>(
      `SELECT count(*) FROM outbox JOIN enquiries ON enquiries.id = outbox.enquiry_id
       WHERE outbox.kind = 'acknowledgement' AND outbox.status IN ('sending', 'sent') AND outbox.last_attempt_at >= ? AND lower(enquiries.email) = lower(?)`,
    )
    .pluck()
  const withhold = db.prepare<[string, string, number]>(
    `UPDATE outbox SET status = 'withheld', last_attempt_at = ?, last_error = ? WHERE id = ? AND status = 'pending'`,
  )
  const markSent = db.prepare<[string, number]>(
    `UPDATE outbox SET status = 'sent', sent_at = ?, last_error = NULL WHERE id = ? AND status = 'sending'`,
  )
  const markRetry = db.prepare<[string, string, number]>(
    `UPDATE outbox SET status = 'pending', next_attempt_at = ?, last_error = ? WHERE id = ? AND status = 'sending'`,
  )
  const markFailed = db.prepare<[string, number]>(`UPDATE outbox SET status = 'failed', last_error = ? WHERE id = ? AND status = 'sending'`)
  const releaseInterrupted = db.prepare(`UPDATE outbox SET status = 'pending' WHERE status = 'sending'`)
  const retryFailed = db.prepare<[string, string]>(
    `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ? WHERE status = 'failed' AND enquiry_id = (SELECT id FROM enquiries WHERE reference = ?)`,
  )
  const ofEnquiry = db.prepare<[string], OutboxRow>(
    `SELECT outbox.* FROM outbox JOIN enquiries ON enquiries.id = outbox.enquiry_id WHERE enquiries.reference = ? ORDER BY outbox.kind DESC`,
  )
  const waiting = db.prepare<[], { status: MessageStatus; count: number }>(
    `SELECT status, count(*) AS count FROM outbox WHERE status NOT IN ('sent', 'withheld') GROUP BY status`,
  )

  /** Why an acknowledgement to this address may not go now, or undefined when it may. */
  const acknowledgementWithheld = (email: string, now: Date, limits: AcknowledgementLimits): string | undefined => {
    const since = new Date(now.getTime() - dayMs).toISOString()
    if ((acknowledgedInAll.get(since) ?? 0) >= limits.perDay)
      return `Not sent: the site already sent its ${limits.perDay} acknowledgements of the last 24 hours (ENQUIRY_ACKNOWLEDGEMENTS_PER_DAY).`
    if ((acknowledgedTo.get(since, email) ?? 0) >= limits.perAddress)
      return `Not sent: this address already had ${limits.perAddress} acknowledgements in the last 24 hours.`
    return undefined
  }

  /**
   * Claims the next due message for an attempt: no other attempt can take it until it is recorded.
   * One at a time, each just before it is sent, so an enquiry erased meanwhile sends nothing more.
   * An acknowledgement over its limits is withheld on the way, and the next message is looked at.
   */
  const claimNext = db.transaction((now: Date, limits: AcknowledgementLimits): ClaimedMessage | undefined => {
    for (;;) {
      const row = due.get(now.toISOString())
      if (!row) return undefined
      const enquiry = enquiryOf.get(row.enquiry_id)
      const withheld =
        enquiry === undefined
          ? 'Not sent: the enquiry is gone.'
          : row.kind === 'acknowledgement'
            ? acknowledgementWithheld(enquiry.email, now, limits)
            : undefined
      if (withheld !== undefined || enquiry === undefined) {
        withhold.run(now.toISOString(), withheld ?? '', row.id)
        continue
      }
      claim.run(now.toISOString(), row.id)
      return {
        message: messageFrom({ ...row, status: 'sending', attempts: row.attempts + 1, last_attempt_at: now.toISOString() }),
        enquiry: fromRow(enquiry),
      }
    }
  })

  return {
    claimNext: (now: Date, limits: AcknowledgementLimits) => claimNext.immediate(now, limits),
    sent: (id: number, now: Date) => void markSent.run(now.toISOString(), id),
    retryAt: (id: number, at: Date, error: string) => void markRetry.run(at.toISOString(), error.slice(0, errorLimit), id),
    failed: (id: number, error: string) => void markFailed.run(error.slice(0, errorLimit), id),
    /**
     * Messages left 'sending' by a process that stopped mid-attempt (a crash, kill -9): they are
     * due again. Whether the SMTP server took them is unknown; a resend carries the same Message-ID.
     */
    releaseInterrupted: () => releaseInterrupted.run().changes,
    /** The failed messages of one enquiry go back in the queue with a fresh set of attempts. */
    retryFailed: (reference: string, now: Date) => retryFailed.run(now.toISOString(), reference).changes,
    ofEnquiry: (reference: string) => ofEnquiry.all(reference).map(messageFrom),
    /** How many messages are not sent yet (nor withheld), by status. */
    waiting: () => Object.fromEntries(waiting.all().map((row) => [row.status, row.count])) as Partial<Record<MessageStatus, number>>,
  }
}

export type OutboxQueries = ReturnType<typeof outboxQueries>
