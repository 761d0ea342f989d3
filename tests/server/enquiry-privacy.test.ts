import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { EnquiryRequest } from '@/contracts/enquiry-schema'
import { eraseClientDetails, startRetentionJob } from '@/server/enquiries/enquiry-retention'
import { openDatabase, openEnquiryStore } from '@/server/enquiries/enquiry-store'
import { readServerConfig } from '@/server/server-config'

let folder: string
let databasePath: string

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'enquiry-privacy-test-'))
  databasePath = join(folder, 'enquiries.sqlite')
})
afterEach(() => rmSync(folder, { recursive: true, force: true }))

function request(email: string, message?: string): EnquiryRequest {
  return {
    name: 'Ama Mensah',
    email,
    country: 'GH',
    products: [{ name: 'Bend Pulley', quantity: 4, unit: 'pieces' }],
    sourcePage: '/',
    website: '',
    elapsedMs: 30_000,
    message,
  } as EnquiryRequest
}

function store(
  email: string,
  receivedAt: Date,
  { message, clientAddress = '203.0.113.9' }: { message?: string; clientAddress?: string } = {},
): string {
  const enquiries = openEnquiryStore(databasePath)
  try {
    return (
      enquiries.save({
        idempotencyKey: randomUUID(),
        request: request(email, message),
        clientAddress,
        userAgent: 'Mozilla/5.0 test',
        receivedAt,
      }).reference ?? ''
    )
  } finally {
    enquiries.close()
  }
}

/** The database file and its write-ahead log as bytes, in lower case: where a deleted text could linger. */
function filesHold(text: string): string[] {
  const needle = Buffer.from(text.toLowerCase())
  return [databasePath, `${databasePath}-wal`].filter(
    (path) => existsSync(path) && Buffer.from(readFileSync(path).toString('latin1').toLowerCase(), 'latin1').includes(needle),
  )
}

function rows(): { reference: string; email: string; client_address: string | null; user_agent: string | null }[] {
  const db = new Database(databasePath, { readonly: true })
  try {
    return db
      .prepare<[], { reference: string; email: string; client_address: string | null; user_agent: string | null }>(
        'SELECT reference, email, client_address, user_agent FROM enquiries ORDER BY received_at',
      )
      .all()
  } finally {
    db.close()
  }
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000)

describe('retention of client address and browser', () => {
  it('deletes them from enquiries older than the period and keeps the enquiries', () => {
    const old = store('old@buyer.example', daysAgo(181))
    const recent = store('recent@buyer.example', daysAgo(179))
    const db = openDatabase(databasePath, false)
    try {
      expect(eraseClientDetails(db, 180)).toBe(1)
      expect(eraseClientDetails(db, 180)).toBe(0)
    } finally {
      db.close()
    }
    expect(rows()).toEqual([
      { reference: old, email: 'old@buyer.example', client_address: null, user_agent: null },
      { reference: recent, email: 'recent@buyer.example', client_address: '203.0.113.9', user_agent: 'Mozilla/5.0 test' },
    ])
  })

  it('leaves the deleted client address and browser in neither the database file nor its WAL', () => {
    // The server's own connection stays open, so the WAL is not removed at the last close.
    const server = openDatabase(databasePath, false)
    const reader = new Database(databasePath, { readonly: true })
    try {
      store('old@buyer.example', daysAgo(181), { clientAddress: '198.51.100.77' })
      store('recent@buyer.example', daysAgo(1), { clientAddress: '192.0.2.55' })
      expect(filesHold('198.51.100.77')).not.toEqual([])
      reader.prepare('SELECT count(*) FROM enquiries').get()
      const log = { info: () => undefined, warn: () => undefined, error: (message: string) => expect.fail(message) }
      startRetentionJob({ databasePath, days: 180, log }).stop()
      expect(filesHold('198.51.100.77')).toEqual([])
      expect(filesHold('192.0.2.55')).not.toEqual([])
    } finally {
      reader.close()
      server.close()
    }
  })

  it('reads ENQUIRY_RETENTION_DAYS, 180 by default, and names it when it is bad', () => {
    expect(readServerConfig({}).services.retentionDays).toBe(180)
    expect(readServerConfig({ ENQUIRY_RETENTION_DAYS: '30' }).services.retentionDays).toBe(30)
    expect(() => readServerConfig({ ENQUIRY_RETENTION_DAYS: 'half a year' })).toThrow(
      /ENQUIRY_RETENTION_DAYS: must be a whole number of days/,
    )
    expect(() => readServerConfig({ ENQUIRY_RETENTION_DAYS: '0' })).toThrow(/ENQUIRY_RETENTION_DAYS: must be at least 1 day/)
  })
})

describe('npm run enquiries -- --erase EMAIL', () => {
  const run = promisify(execFile)
  const enquiries = (args: string[], env: Record<string, string> = {}) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/cli/list-enquiries.ts', ...args], {
      env: { ...process.env, ENQUIRY_DB_PATH: databasePath, ...env },
    })

  it('deletes every enquiry of that address, whatever its capitals, with its product lines and queued e-mails, and says how many', async () => {
    const first = store('Ama.Mensah@Buyer.example', daysAgo(3))
    const second = store('ama.mensah@buyer.example', daysAgo(1))
    const other = store('kofi@buyer.example', daysAgo(2))

    const { stdout } = await enquiries(['--erase', 'ama.mensah@buyer.example'])
    expect(stdout).toContain(`Deleted 2 enquiries from ama.mensah@buyer.example (${first}, ${second})`)
    expect(rows().map((row) => row.reference)).toEqual([other])
    const db = new Database(databasePath, { readonly: true })
    try {
      expect(db.prepare('SELECT count(*) FROM outbox').pluck().get()).toBe(2)
      // Its product lines go with it: only the other buyer's remain.
      expect(db.prepare('SELECT DISTINCT enquiry_id FROM enquiry_items').pluck().all()).toEqual(
        db.prepare('SELECT id FROM enquiries').pluck().all(),
      )
    } finally {
      db.close()
    }

    const again = await enquiries(['--erase', 'ama.mensah@buyer.example'])
    expect(again.stdout).toContain('No enquiry from ama.mensah@buyer.example')
  })

  it('leaves no byte of the address or message in the database file or its WAL, with a reader connection open', async () => {
    const message = 'Private: our Tema plant runs three shifts, call me on +233 20 111 2222'
    // The server's connection and a reader stay open, as when npm start runs beside the command.
    const server = openDatabase(databasePath, false)
    const reader = new Database(databasePath, { readonly: true })
    try {
      for (let index = 0; index < 5; index++)
        store(`kofi${index}@buyer.example`, daysAgo(4), { message: `Kofi's note ${index} ${'x'.repeat(3000)}` })
      store('Ama.Secret@Buyer.example', daysAgo(3), { message })
      store('ama.secret@buyer.example', daysAgo(2), { message: `${message} ${'y'.repeat(4500)}` })
      store('efua@buyer.example', daysAgo(1))
      reader.prepare('SELECT count(*) FROM enquiries').get()
      expect(filesHold('ama.secret@buyer.example')).not.toEqual([])

      const { stdout } = await enquiries(['--erase', 'ama.secret@buyer.example'])
      expect(stdout).toMatch(/Deleted 2 enquiries from ama.secret@buyer.example/)
      expect(filesHold('ama.secret@buyer.example')).toEqual([])
      expect(filesHold('our Tema plant runs three shifts')).toEqual([])
      expect(filesHold('efua@buyer.example')).not.toEqual([])
    } finally {
      reader.close()
      server.close()
    }
  })

  it('says so, and exits non-zero, when a reader keeps the old copies in the WAL; run again, it finishes the job', async () => {
    const server = openDatabase(databasePath, false)
    const reader = new Database(databasePath, { readonly: true })
    try {
      store('ama.secret@buyer.example', daysAgo(2), { message: 'Private: our Tema plant runs three shifts' })
      // A read in progress (a long export, a backup) holds the snapshot from before the erase.
      reader.exec('BEGIN')
      reader.prepare('SELECT count(*) FROM enquiries').get()
      const refused = await enquiries(['--erase', 'ama.secret@buyer.example'], { ENQUIRY_ERASE_WAIT_SECONDS: '1' }).then(
        () => expect.fail('the erase said it was complete'),
        (error: { code: number; stdout: string; stderr: string }) => error,
      )
      expect(refused.code).toBe(1)
      expect(refused.stdout).toMatch(/Deleted 1 enquiry from ama.secret@buyer.example/)
      expect(refused.stderr).toMatch(/copies of their pages remain in .*enquiries\.sqlite-wal.*run the same command again/s)
      reader.exec('COMMIT')

      const again = await enquiries(['--erase', 'ama.secret@buyer.example'])
      expect(again.stdout).toContain('No enquiry from ama.secret@buyer.example')
      expect(filesHold('ama.secret@buyer.example')).toEqual([])
      expect(filesHold('our Tema plant runs three shifts')).toEqual([])
    } finally {
      if (reader.inTransaction) reader.exec('COMMIT')
      reader.close()
      server.close()
    }
  })

  it('refuses --erase without an address', async () => {
    store('kofi@buyer.example', daysAgo(2))
    await expect(enquiries(['--erase'])).rejects.toMatchObject({ stderr: expect.stringContaining('--erase needs the e-mail address') })
    expect(rows()).toHaveLength(1)
  })
})
