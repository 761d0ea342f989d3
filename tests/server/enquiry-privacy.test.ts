import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { EnquiryRequest } from '@/contracts/enquiry-schema'
import { eraseClientDetails } from '@/server/enquiries/enquiry-retention'
import { openDatabase, openEnquiryStore } from '@/server/enquiries/enquiry-store'
import { readServerConfig } from '@/server/server-config'

let folder: string
let databasePath: string

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'enquiry-privacy-test-'))
  databasePath = join(folder, 'enquiries.sqlite')
})
afterEach(() => rmSync(folder, { recursive: true, force: true }))

function request(email: string): EnquiryRequest {
  return { name: 'Ama Mensah', email, country: 'GH', products: [{ name: 'Bend Pulley', quantity: 4, unit: 'pieces' }], sourcePage: '/', website: '', elapsedMs: 30_000 } as EnquiryRequest
}

function store(email: string, receivedAt: Date): string {
  const enquiries = openEnquiryStore(databasePath)
  try {
    return enquiries.save({ idempotencyKey: randomUUID(), request: request(email), clientAddress: '203.0.113.9', userAgent: 'Mozilla/5.0 test', receivedAt }).reference ?? ''
  } finally {
    enquiries.close()
  }
}

function rows(): { reference: string; email: string; client_address: string | null; user_agent: string | null }[] {
  const db = new Database(databasePath, { readonly: true })
  try {
    return db.prepare<[], { reference: string; email: string; client_address: string | null; user_agent: string | null }>('SELECT reference, email, client_address, user_agent FROM enquiries ORDER BY received_at').all()
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

  it('reads ENQUIRY_RETENTION_DAYS, 180 by default, and names it when it is bad', () => {
    expect(readServerConfig({}).services.retentionDays).toBe(180)
    expect(readServerConfig({ ENQUIRY_RETENTION_DAYS: '30' }).services.retentionDays).toBe(30)
    expect(() => readServerConfig({ ENQUIRY_RETENTION_DAYS: 'half a year' })).toThrow(/ENQUIRY_RETENTION_DAYS: must be a whole number of days/)
    expect(() => readServerConfig({ ENQUIRY_RETENTION_DAYS: '0' })).toThrow(/ENQUIRY_RETENTION_DAYS: must be at least 1 day/)
  })
})

describe('npm run enquiries -- --erase EMAIL', () => {
  const run = promisify(execFile)
  const enquiries = (args: string[]) => run(process.execPath, ['--import', 'tsx', 'scripts/list-enquiries.ts', ...args], { env: { ...process.env, ENQUIRY_DB_PATH: databasePath } })

  it("deletes every enquiry of that address, whatever its capitals, with its product lines and queued e-mails, and says how many", async () => {
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
      expect(db.prepare('SELECT DISTINCT enquiry_id FROM enquiry_items').pluck().all()).toEqual(db.prepare('SELECT id FROM enquiries').pluck().all())
    } finally {
      db.close()
    }

    const again = await enquiries(['--erase', 'ama.mensah@buyer.example'])
    expect(again.stdout).toContain('No enquiry from ama.mensah@buyer.example')
  })

  it('refuses --erase without an address', async () => {
    store('kofi@buyer.example', daysAgo(2))
    await expect(enquiries(['--erase'])).rejects.toMatchObject({ stderr: expect.stringContaining('--erase needs the e-mail address') })
    expect(rows()).toHaveLength(1)
  })
})
