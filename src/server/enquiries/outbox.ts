import type Database from 'better-sqlite3'
import { fromRow, type EnquiryRow, type StoredEnquiry } from './enquiry-store'

export const messageKinds = ['sales', 'acknowledgement'] as const
export type MessageKind = (typeof messageKinds)[number]
export type MessageStatus = 'pending' | 'sending' | 'sent' | 'failed'

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

/**
 * The outbox table: what is due, claiming a message for one attempt, and recording how the
 * attempt ended. One sender per database file (the `npm start` process).
 */
export function outboxQueries(db: Database.Database) {
  const due = db.prepare<[string, number], OutboxRow>(
    `SELECT * FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
  )
  const claim = db.prepare<[string, number]>(
    `UPDATE outbox SET status = 'sending', attempts = attempts + 1, last_attempt_at = ? WHERE id = ? AND status = 'pending'`,
  )
  const enquiryOf = db.prepare<[number], EnquiryRow>('SELECT * FROM enquiries WHERE id = ?')
  const markSent = db.prepare<[string, number]>(`UPDATE outbox SET status = 'sent', sent_at = ?, last_error = NULL WHERE id = ? AND status = 'sending'`)
  const markRetry = db.prepare<[string, string, number]>(`UPDATE outbox SET status = 'pending', next_attempt_at = ?, last_error = ? WHERE id = ? AND status = 'sending'`)
  const markFailed = db.prepare<[string, number]>(`UPDATE outbox SET status = 'failed', last_error = ? WHERE id = ? AND status = 'sending'`)
  const releaseInterrupted = db.prepare(`UPDATE outbox SET status = 'pending' WHERE status = 'sending'`)
  const retryFailed = db.prepare<[string, string]>(
    `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ? WHERE status = 'failed' AND enquiry_id = (SELECT id FROM enquiries WHERE reference = ?)`,
  )
  const ofEnquiry = db.prepare<[string], OutboxRow>(
    `SELECT outbox.* FROM outbox JOIN enquiries ON enquiries.id = outbox.enquiry_id WHERE enquiries.reference = ? ORDER BY outbox.kind DESC`,
  )
  const waiting = db.prepare<[], { status: MessageStatus; count: number }>(`SELECT status, count(*) AS count FROM outbox WHERE status != 'sent' GROUP BY status`)

  /** Claims one due message for an attempt: no other attempt can take it until it is recorded. */
  const claimDue = db.transaction((now: Date, limit: number): ClaimedMessage[] => {
    const claimed: ClaimedMessage[] = []
    for (const row of due.all(now.toISOString(), limit)) {
      if (claim.run(now.toISOString(), row.id).changes !== 1) continue
      const enquiry = enquiryOf.get(row.enquiry_id)
      if (!enquiry) continue
      claimed.push({ message: messageFrom({ ...row, status: 'sending', attempts: row.attempts + 1, last_attempt_at: now.toISOString() }), enquiry: fromRow(enquiry) })
    }
    return claimed
  })

  return {
    claimDue: (now: Date, limit: number) => claimDue.immediate(now, limit),
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
    /** How many messages are not sent yet, by status. */
    waiting: () => Object.fromEntries(waiting.all().map((row) => [row.status, row.count])) as Partial<Record<MessageStatus, number>>,
  }
}

export type OutboxQueries = ReturnType<typeof outboxQueries>
