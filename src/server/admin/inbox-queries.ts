import type Database from 'better-sqlite3'
import { attachmentsColumn, fromRow, type EnquiryRow, type StoredEnquiry } from '@/server/enquiries/enquiry-store'
import type { MessageStatus } from '@/server/enquiries/outbox'

export const enquiryStatuses = ['new', 'answered', 'spam'] as const
export type EnquiryStatus = (typeof enquiryStatuses)[number]

export interface InboxFilter {
  /** Words found anywhere in what the buyer sent, or the reference. */
  query?: string
  status?: EnquiryStatus
  /** YYYY-MM-DD, UTC, inclusive. */
  from?: string
  to?: string
}

export interface InboxEnquiry extends StoredEnquiry {
  status: EnquiryStatus
  note: string
  updatedAt: string | null
  salesMail: MessageStatus | null
  acknowledgementMail: MessageStatus | null
}

type InboxRow = EnquiryRow & {
  status: EnquiryStatus
  note: string
  updated_at: string | null
  sales_mail: MessageStatus | null
  acknowledgement_mail: MessageStatus | null
}

function inboxEnquiry(row: InboxRow): InboxEnquiry {
  return {
    ...fromRow(row),
    status: row.status,
    note: row.note,
    updatedAt: row.updated_at,
    salesMail: row.sales_mail,
    acknowledgementMail: row.acknowledgement_mail,
  }
}

const selectInbox = `SELECT enquiries.*, ${attachmentsColumn},
  (SELECT status FROM outbox WHERE enquiry_id = enquiries.id AND kind = 'sales') AS sales_mail,
  (SELECT status FROM outbox WHERE enquiry_id = enquiries.id AND kind = 'acknowledgement') AS acknowledgement_mail
  FROM enquiries`

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + 86_400_000).toISOString()
}

/** The WHERE clause and its parameters for a filter; every value is a bound parameter. */
function where(filter: InboxFilter): { sql: string; params: Record<string, string> } {
  const conditions: string[] = []
  const params: Record<string, string> = {}
  const query = filter.query?.trim()
  if (query) {
    // The JSON payload holds every field the buyer filled in; LIKE's wildcards in the query are literal.
    params.query = `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    conditions.push(`(reference LIKE @query ESCAPE '\\' OR payload LIKE @query ESCAPE '\\' OR note LIKE @query ESCAPE '\\')`)
  }
  if (filter.status) {
    params.status = filter.status
    conditions.push('status = @status')
  }
  if (filter.from) {
    params.from = `${filter.from}T00:00:00.000Z`
    conditions.push('received_at >= @from')
  }
  if (filter.to) {
    params.to = nextDay(filter.to)
    conditions.push('received_at < @to')
  }
  return { sql: conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '', params }
}

/** What the sales inbox reads and changes in the enquiry database. */
export function inboxQueries(db: Database.Database) {
  const byReference = db.prepare<[string], InboxRow>(`${selectInbox} WHERE reference = ?`)
  const setStatus = db.prepare<[EnquiryStatus, string, string]>('UPDATE enquiries SET status = ?, updated_at = ? WHERE reference = ?')
  const setNote = db.prepare<[string, string, string]>('UPDATE enquiries SET note = ?, updated_at = ? WHERE reference = ?')
  const statusCounts = db.prepare<[], { status: EnquiryStatus; count: number }>(
    'SELECT status, count(*) AS count FROM enquiries GROUP BY status',
  )

  return {
    /** Newest first, `limit` from `offset`, with the number matching in all. */
    list(filter: InboxFilter, { limit, offset }: { limit: number; offset: number }): { enquiries: InboxEnquiry[]; total: number } {
      const { sql, params } = where(filter)
      const total = db.prepare<Record<string, string>, number>(`SELECT count(*) FROM enquiries${sql}`).pluck().get(params) ?? 0
      const rows = db
        .prepare<Record<string, string | number>, InboxRow>(
          `${selectInbox}${sql} ORDER BY received_at DESC, id DESC LIMIT @limit OFFSET @offset`,
        )
        .all({ ...params, limit, offset })
      return { enquiries: rows.map(inboxEnquiry), total }
    },
    /** Every enquiry matching, newest first (for the CSV export). */
    all(filter: InboxFilter): InboxEnquiry[] {
      const { sql, params } = where(filter)
      return db
        .prepare<Record<string, string>, InboxRow>(`${selectInbox}${sql} ORDER BY received_at DESC, id DESC`)
        .all(params)
        .map(inboxEnquiry)
    },
    find(reference: string): InboxEnquiry | undefined {
      const row = byReference.get(reference)
      return row ? inboxEnquiry(row) : undefined
    },
    /** False when there is no such enquiry. */
    setStatus: (reference: string, status: EnquiryStatus) => setStatus.run(status, new Date().toISOString(), reference).changes === 1,
    setNote: (reference: string, note: string) => setNote.run(note, new Date().toISOString(), reference).changes === 1,
    counts(): Record<EnquiryStatus, number> {
      const counts = { new: 0, answered: 0, spam: 0 }
      for (const row of statusCounts.all()) counts[row.status] = row.count
      return counts
    },
  }
}

export type InboxQueries = ReturnType<typeof inboxQueries>
