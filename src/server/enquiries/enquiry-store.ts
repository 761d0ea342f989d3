import { createHash } from 'node:crypto'
import { existsSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { attachmentKinds, type AttachmentKind } from '@/contracts/enquiry-attachments'
import type { EnquiryRequest } from '@/contracts/enquiry-schema'
import { defaultLanguage, type Language } from '@/utils/languages'
import { attachmentsFolderOf, newAttachmentId, removeAttachmentFiles, writeAttachmentFiles } from './attachment-files'
import { newEnquiryReference } from './enquiry-reference'
import { latestSchemaVersion, runMigrations } from './run-migrations'

/** A file of a new enquiry, its kind told from its bytes. */
export interface NewAttachment {
  name: string
  kind: AttachmentKind
  bytes: Uint8Array
}

export interface NewEnquiry {
  idempotencyKey: string
  /** The form as validated, without the files' content (that is `attachments`). */
  request: EnquiryRequest
  attachments?: NewAttachment[]
  clientAddress?: string
  userAgent?: string
  receivedAt?: Date
  /** False when the sender's limit is reached: a retry of a stored enquiry is still answered, nothing new is stored. */
  allowNew?: boolean
}

/**
 * stored: a new row; repeated: the key was seen with the same form; conflict: the key was seen
 * with another form; limited: the key is new and allowNew was false, so nothing was stored.
 */
export type SaveOutcome = { status: 'stored' | 'repeated' | 'conflict'; reference: string } | { status: 'limited'; reference?: undefined }

/** A file of a stored enquiry; its bytes are in the attachments folder under its id. */
export interface StoredAttachment {
  id: string
  /** As the buyer named it; for display only. */
  name: string
  kind: AttachmentKind
  contentType: string
  size: number
  /** When the retention job deleted the file, or null while it is kept. */
  removedAt: string | null
}

export interface StoredEnquiry {
  reference: string
  /** ISO 8601, UTC. */
  receivedAt: string
  name: string
  email: string
  company: string | null
  country: string
  phone: string | null
  sourcePage: string
  /** The language of the page it was sent from: the acknowledgement's language. */
  language: Language
  products: EnquiryRequest['products']
  details: NonNullable<EnquiryRequest['details']> | null
  utm: NonNullable<EnquiryRequest['utm']> | null
  attachments: StoredAttachment[]
  /** The whole request as validated when it was received (the files' content apart). */
  request: EnquiryRequest
  clientAddress: string | null
  userAgent: string | null
}

export interface EnquiryStore {
  /** Stores the enquiry once per idempotency key; returns only after the row is on disk. */
  save(enquiry: NewEnquiry): SaveOutcome
  /** Every stored enquiry, newest first. */
  list(): StoredEnquiry[]
  count(): number
  /** Counts one send dropped as automated (never stored). */
  countAutomatedDrop(): void
  /** How many sends were dropped as automated, in all. */
  automatedDrops(): number
  close(): void
}

/** One row of the enquiries table as SQLite returns it. */
export interface EnquiryRow {
  reference: string
  received_at: string
  name: string
  email: string
  company: string | null
  country: string
  phone: string | null
  source_page: string
  language: Language
  products: string
  details: string | null
  utm: string | null
  payload: string
  client_address: string | null
  user_agent: string | null
  /** JSON, from attachmentsColumn. */
  attachments?: string | null
}

/** The enquiry's files as a JSON column: every query whose rows go through fromRow selects it. */
export const attachmentsColumn = `(SELECT json_group_array(json_object('id', id, 'name', name, 'kind', kind, 'size', size, 'removedAt', removed_at))
  FROM (SELECT * FROM enquiry_attachments WHERE enquiry_attachments.enquiry_id = enquiries.id ORDER BY position)) AS attachments`

function attachmentsOf(json: string | null | undefined): StoredAttachment[] {
  const rows = JSON.parse(json ?? '[]') as Array<Omit<StoredAttachment, 'contentType'>>
  return rows.map((row) => ({ ...row, contentType: attachmentKinds[row.kind].contentType }))
}

const userAgentLimit = 300

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex')

/**
 * What the buyer sent, without the fields that change between two sends of the same form; files
 * count by name and content digest (a form without files hashes as it always did).
 */
function contentHash(
  { website: _website, elapsedMs: _elapsedMs, attachments: _attachments, language, ...content }: EnquiryRequest,
  files: Array<{ name: string; sha256: string }>,
): string {
  // An English form hashes as forms did before they carried a language, so a retry across the upgrade still counts once.
  const withLanguage = language === defaultLanguage ? content : { ...content, language }
  return sha256(JSON.stringify(withLanguage) + (files.length > 0 ? JSON.stringify(files) : ''))
}

function jsonOrNull(value: object | undefined): string | null {
  return value === undefined ? null : JSON.stringify(value)
}

export function fromRow(row: EnquiryRow): StoredEnquiry {
  return {
    reference: row.reference,
    receivedAt: row.received_at,
    name: row.name,
    email: row.email,
    company: row.company,
    country: row.country,
    phone: row.phone,
    sourcePage: row.source_page,
    language: row.language,
    products: JSON.parse(row.products),
    details: row.details === null ? null : JSON.parse(row.details),
    utm: row.utm === null ? null : JSON.parse(row.utm),
    attachments: attachmentsOf(row.attachments),
    request: JSON.parse(row.payload),
    clientAddress: row.client_address,
    userAgent: row.user_agent,
  }
}

/** How long a statement waits for another connection's lock before it fails with SQLITE_BUSY. */
export const defaultLockWaitMs = 5000

/** The enquiry database, migrated (read-write) or checked to be of this version (read-only). */
export function openDatabase(path: string, readonly: boolean, lockWaitMs = defaultLockWaitMs): Database.Database {
  if (readonly) {
    if (!existsSync(path))
      throw new Error(`No enquiry database at ${path}: nothing has been stored there yet, or ENQUIRY_DB_PATH points elsewhere.`)
    const db = new Database(path, { readonly: true, fileMustExist: true })
    db.pragma(`busy_timeout = ${lockWaitMs}`)
    const version = db.pragma('user_version', { simple: true })
    if (version !== latestSchemaVersion()) {
      db.close()
      throw new Error(
        `${path} is not an enquiry database of this version (schema ${String(version)}): start the server once to create or update it.`,
      )
    }
    return db
  }
  mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path)
  // WAL lets the list script read while the server writes; FULL syncs every commit, so a 201 means on disk.
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  db.pragma(`busy_timeout = ${lockWaitMs}`)
  // Deleted and overwritten text is zeroed in its page (an erased enquiry, a cleared client address), not left in free space.
  db.pragma('secure_delete = ON')
  runMigrations(db)
  return db
}

/**
 * Opens (and on first use creates, with its folder) the enquiry database file. Read-only is for
 * the terminal tools: the file must exist already.
 */
export function openEnquiryStore(path: string, { readonly = false, lockWaitMs = defaultLockWaitMs } = {}): EnquiryStore {
  const db = openDatabase(path, readonly, lockWaitMs)
  const selectAll = db.prepare<[], EnquiryRow>(`SELECT *, ${attachmentsColumn} FROM enquiries ORDER BY received_at DESC, id DESC`)
  const countAll = db.prepare<[], number>('SELECT count(*) FROM enquiries').pluck()
  const sumDrops = db.prepare<[], number | null>('SELECT sum(count) FROM automated_drops').pluck()
  const addDrop = readonly
    ? undefined
    : db.prepare<[string]>('INSERT INTO automated_drops (day, count) VALUES (?, 1) ON CONFLICT (day) DO UPDATE SET count = count + 1')

  const save = readonly
    ? () => {
        throw new Error('The enquiry store was opened read-only.')
      }
    : saveInto(db, attachmentsFolderOf(path))

  return {
    save,
    list: () => selectAll.all().map(fromRow),
    count: () => countAll.get() ?? 0,
    countAutomatedDrop: () => {
      if (!addDrop) throw new Error('The enquiry store was opened read-only.')
      addDrop.run(new Date().toISOString().slice(0, 10))
    },
    automatedDrops: () => sumDrops.get() ?? 0,
    close: () => db.close(),
  }
}

function saveInto(db: Database.Database, attachmentsFolder: string): (enquiry: NewEnquiry) => SaveOutcome {
  const findByKey = db.prepare<[string], { reference: string; content_hash: string }>(
    'SELECT reference, content_hash FROM enquiries WHERE idempotency_key = ?',
  )
  const referenceTaken = db.prepare<[string], number>('SELECT 1 FROM enquiries WHERE reference = ?').pluck()
  const insert = db.prepare(
    `INSERT INTO enquiries (reference, idempotency_key, content_hash, received_at, name, email, company, country, phone, source_page, language, products, details, utm, payload, client_address, user_agent)
     VALUES (@reference, @idempotencyKey, @contentHash, @receivedAt, @name, @email, @company, @country, @phone, @sourcePage, @language, @products, @details, @utm, @payload, @clientAddress, @userAgent)`,
  )
  const insertItem = db.prepare<{
    enquiryId: number | bigint
    position: number
    product: string
    slug: string | null
    partNumber: string | null
    quantity: number
    unit: string
  }>(
    `INSERT INTO enquiry_items (enquiry_id, position, product, slug, part_number, quantity, unit) VALUES (@enquiryId, @position, @product, @slug, @partNumber, @quantity, @unit)`,
  )
  const insertAttachment = db.prepare<{
    id: string
    enquiryId: number | bigint
    position: number
    name: string
    kind: AttachmentKind
    size: number
    sha256: string
  }>(
    `INSERT INTO enquiry_attachments (id, enquiry_id, position, name, kind, size, sha256) VALUES (@id, @enquiryId, @position, @name, @kind, @size, @sha256)`,
  )
  // The notification to sales and the acknowledgement to the buyer, due at once (see outbox-sender.ts).
  const queueMessages = db.prepare<{ enquiryId: number | bigint; now: string }>(
    `INSERT INTO outbox (enquiry_id, kind, created_at, next_attempt_at) VALUES (@enquiryId, 'sales', @now, @now), (@enquiryId, 'acknowledgement', @now, @now)`,
  )

  // IMMEDIATE takes the write lock first, so the key check and the insert cannot interleave with
  // another writer, even one in another process.
  const saveTransaction = db.transaction((enquiry: NewEnquiry, files: FileToWrite[]): SaveOutcome => {
    const { request } = enquiry
    const hash = contentHash(
      request,
      files.map(({ name, sha256: digest }) => ({ name, sha256: digest })),
    )
    const earlier = findByKey.get(enquiry.idempotencyKey)
    if (earlier) return { status: earlier.content_hash === hash ? 'repeated' : 'conflict', reference: earlier.reference }
    if (enquiry.allowNew === false) return { status: 'limited' }
    const receivedAt = enquiry.receivedAt ?? new Date()
    let reference = newEnquiryReference(receivedAt)
    while (referenceTaken.get(reference) !== undefined) reference = newEnquiryReference(receivedAt)
    const { lastInsertRowid } = insert.run({
      reference,
      idempotencyKey: enquiry.idempotencyKey,
      contentHash: hash,
      receivedAt: receivedAt.toISOString(),
      name: request.name,
      email: request.email,
      company: request.company ?? null,
      country: request.country,
      phone: request.phone ?? null,
      sourcePage: request.sourcePage,
      // A request built before enquiries carried a language (or stored directly) is English, as the migration says.
      language: request.language ?? defaultLanguage,
      products: JSON.stringify(request.products),
      details: jsonOrNull(request.details),
      utm: jsonOrNull(request.utm),
      payload: JSON.stringify({ ...request, attachments: undefined }),
      clientAddress: enquiry.clientAddress ?? null,
      userAgent: enquiry.userAgent?.slice(0, userAgentLimit) ?? null,
    })
    request.products.forEach((line, position) => {
      insertItem.run({
        enquiryId: lastInsertRowid,
        position,
        product: line.name,
        slug: line.slug ?? null,
        partNumber: line.partNumber ?? null,
        quantity: line.quantity,
        unit: line.unit,
      })
    })
    // On disk before the commit: a stored enquiry never names a file that is not there.
    writeAttachmentFiles(attachmentsFolder, files)
    files.forEach((file, position) =>
      insertAttachment.run({
        id: file.id,
        enquiryId: lastInsertRowid,
        position,
        name: file.name,
        kind: file.kind,
        size: file.bytes.length,
        sha256: file.sha256,
      }),
    )
    // In the same transaction: an enquiry is never stored without its e-mails pending.
    queueMessages.run({ enquiryId: lastInsertRowid, now: receivedAt.toISOString() })
    return { status: 'stored', reference }
  })
  return (enquiry) => {
    // Digests before the write lock is taken: hashing megabytes need not hold up other writers.
    const files = (enquiry.attachments ?? []).map((file) => ({ ...file, id: newAttachmentId(), sha256: sha256(file.bytes) }))
    try {
      return saveTransaction.immediate(enquiry, files)
    } catch (error) {
      // Rolled back: files written for it are no one's.
      removeAttachmentFiles(
        attachmentsFolder,
        files.map((file) => file.id),
      )
      throw error
    }
  }
}

type FileToWrite = NewAttachment & { id: string; sha256: string }
