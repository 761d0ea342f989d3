import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ENQUIRY_PATH, IDEMPOTENCY_HEADER, type EnquiryRequestInput } from '@/contracts/enquiry-schema'
import { createApp } from '@/server/create-app'
import type { EnquiryServicesOptions } from '@/server/enquiry-services'
import { startServedSite } from '../support/served-site'
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../support/smtp-inbox'

let folder: string
let databasePath: string
const cleanups: (() => Promise<void>)[] = []

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'enquiry-mail-test-'))
  databasePath = join(folder, 'enquiries.sqlite')
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  rmSync(folder, { recursive: true, force: true })
})

async function smtpInbox(port?: number): Promise<SmtpInbox> {
  const inbox = await startSmtpInbox(port)
  cleanups.push(() => inbox.close())
  return inbox
}

function services(smtpUrl: string | undefined, overrides: Partial<EnquiryServicesOptions['outbox']> = {}): Omit<EnquiryServicesOptions, 'databasePath'> {
  return {
    mail: { smtpUrl, from: { name: 'Website', address: 'enquiries@factory.example' }, notifyTo: [{ address: 'sales@factory.example' }, { address: 'export@factory.example' }] },
    retentionDays: 180,
    outbox: { pollIntervalMs: 50, retryDelaysMs: [100, 100, 100, 100, 100, 100], ...overrides },
  }
}

async function startApp(smtpUrl: string | undefined, overrides: Partial<EnquiryServicesOptions['outbox']> = {}): Promise<FastifyInstance> {
  const app = await createApp({ enquiries: { databasePath, allowedOrigins: [], rateLimit: { max: 1000, timeWindowMs: 60_000 } }, services: services(smtpUrl, overrides) })
  await app.ready()
  let closed = false
  const close = async () => {
    if (!closed) await app.close()
    closed = true
  }
  cleanups.push(close)
  return Object.assign(app, { closeOnce: close })
}

function enquiry(overrides: Partial<EnquiryRequestInput> = {}): EnquiryRequestInput {
  return {
    name: 'Ama Mensah',
    email: 'ama.mensah@buyer.example',
    company: 'Tema Bulk Handling Ltd',
    country: 'GH',
    phone: '+233 20 000 0000',
    products: [
      { name: 'Bend Pulley', slug: 'bend-pulley', partNumber: 'BP-D-500x1150-22216', quantity: 4, unit: 'pieces' },
      { name: 'Impact roller part no. IR-133-380', quantity: 200, unit: 'pieces' },
    ],
    details: { beltWidth: '1000 mm', rollerDiameter: '133 mm', rollerLength: '380 mm', bearing: '6305', standard: 'DIN 15207', material: 'Clinker' },
    port: 'Tema',
    incoterm: 'CIF',
    message: 'Please quote with delivery time.\nOur old rolls carry P/N: 4711-22.',
    sourcePage: '/pulley/bend-pulley',
    utm: { source: 'google', medium: 'cpc', campaign: 'pulleys' },
    website: '',
    elapsedMs: 42_000,
    ...overrides,
  }
}

async function send(app: FastifyInstance, body = enquiry()): Promise<string> {
  const response = await app.inject({ method: 'POST', url: ENQUIRY_PATH, headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: randomUUID() }, payload: JSON.stringify(body) })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().reference as string
}

interface OutboxState {
  kind: string
  status: string
  attempts: number
  last_error: string | null
}

function outboxOf(reference: string, path = databasePath): OutboxState[] {
  const db = new Database(path, { readonly: true })
  try {
    return db
      .prepare<[string], OutboxState>('SELECT kind, outbox.status, attempts, last_error FROM outbox JOIN enquiries ON enquiries.id = enquiry_id WHERE reference = ? ORDER BY kind')
      .all(reference)
  } finally {
    db.close()
  }
}

/** Checks the database until the condition holds (the sender works in the background). */
async function waitForOutbox(reference: string, check: (rows: OutboxState[]) => boolean, path = databasePath): Promise<OutboxState[]> {
  const deadline = Date.now() + 60_000
  for (;;) {
    const rows = outboxOf(reference, path)
    if (check(rows)) return rows
    if (Date.now() > deadline) throw new Error(`The outbox of ${reference} did not reach the expected state: ${JSON.stringify(rows)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const about = (reference: string) => (mail: ReceivedMail) => mail.subject.includes(reference)
const salesMails = (received: ReceivedMail[], reference: string) => received.filter(about(reference)).filter((mail) => mail.envelopeTo.includes('sales@factory.example'))
const acknowledgements = (received: ReceivedMail[], reference: string) => received.filter(about(reference)).filter((mail) => mail.envelopeTo.includes('ama.mensah@buyer.example'))
const bothArrived = (reference: string) => (received: ReceivedMail[]) => salesMails(received, reference).length >= 1 && acknowledgements(received, reference).length >= 1

describe('e-mail of an enquiry through the outbox', () => {
  it('queues both messages in the transaction that stores the enquiry', async () => {
    const app = await startApp(undefined)
    const reference = await send(app)
    expect(outboxOf(reference)).toEqual([
      { kind: 'acknowledgement', status: 'pending', attempts: 0, last_error: null },
      { kind: 'sales', status: 'pending', attempts: 0, last_error: null },
    ])
  })

  it('sends the sales team every field with Reply-To the buyer, and the buyer the reference and a copy', async () => {
    const inbox = await smtpInbox()
    const app = await startApp(inbox.url)
    const reference = await send(app)
    const received = await inbox.waitFor(bothArrived(reference))

    const [sales, ...moreSales] = salesMails(received, reference)
    expect(moreSales).toEqual([])
    expect(sales?.envelopeFrom).toBe('enquiries@factory.example')
    expect(sales?.envelopeTo.sort()).toEqual(['export@factory.example', 'sales@factory.example'])
    expect(sales?.headers.get('from')).toBe('Website <enquiries@factory.example>')
    expect(sales?.headers.get('reply-to')).toBe('Ama Mensah <ama.mensah@buyer.example>')
    expect(sales?.subject).toBe(`Enquiry ${reference} from Ama Mensah, Tema Bulk Handling Ltd, Ghana: Bend Pulley × 4 pieces and 1 more`)
    expect(sales?.messageId).toBe(`<${reference.toLowerCase()}.sales@factory.example>`)
    for (const line of [
      'Name: Ama Mensah',
      'E-mail: ama.mensah@buyer.example',
      'Company: Tema Bulk Handling Ltd',
      'Country: Ghana (GH)',
      'Phone: +233 20 000 0000',
      '1. Bend Pulley × 4 pieces',
      '   Catalogue product: bend-pulley',
      '   Part no.: BP-D-500x1150-22216',
      '2. Impact roller part no. IR-133-380 × 200 pieces',
      '   Part no.: IR-133-380',
      'Belt width: 1000 mm',
      'Roller diameter: 133 mm',
      'Roller length: 380 mm',
      'Bearing: 6305',
      'Standard: DIN 15207',
      'Material handled: Clinker',
      'Destination port: Tema',
      'Incoterm: CIF – Cost, Insurance and Freight',
      'Please quote with delivery time.\nOur old rolls carry P/N: 4711-22.',
      '(part numbers in the message: 4711-22)',
      'Sent from the page: /pulley/bend-pulley',
      'Campaign: source google, medium cpc, campaign pulleys',
      'Time taken to fill the form: 42 s',
    ]) {
      expect(sales?.text).toContain(line)
    }

    const [acknowledgement, ...moreAcknowledgements] = acknowledgements(received, reference)
    expect(moreAcknowledgements).toEqual([])
    expect(acknowledgement?.envelopeTo).toEqual(['ama.mensah@buyer.example'])
    expect(acknowledgement?.headers.get('to')).toBe('Ama Mensah <ama.mensah@buyer.example>')
    expect(acknowledgement?.headers.get('reply-to')).toBe('sales@factory.example, export@factory.example')
    expect(acknowledgement?.headers.get('auto-submitted')).toBe('auto-replied')
    expect(acknowledgement?.messageId).toBe(`<${reference.toLowerCase()}.acknowledgement@factory.example>`)
    expect(acknowledgement?.subject).toContain(`Your enquiry ${reference}`)
    expect(acknowledgement?.text).toContain(`Your reference is ${reference}`)
    for (const line of ['Name: Ama Mensah', '1. Bend Pulley × 4 pieces', '2. Impact roller part no. IR-133-380 × 200 pieces', 'Destination port: Tema', 'Please quote with delivery time.']) {
      expect(acknowledgement?.text).toContain(line)
    }
    // What only the sales team needs stays out of the buyer's copy.
    expect(acknowledgement?.text).not.toContain('Campaign:')
    expect(await waitForOutbox(reference, (rows) => rows.every((row) => row.status === 'sent'))).toHaveLength(2)
  })

  it('accepts the enquiry with the SMTP server down, and delivers both messages once it is back', async () => {
    const down = await startSmtpInbox()
    const { port, url } = down
    await down.close()
    const app = await startApp(url)
    const reference = await send(app)
    // The first attempts fail and wait for their next try.
    const failing = await waitForOutbox(reference, (rows) => rows.length === 2 && rows.every((row) => row.attempts >= 1 && row.status === 'pending'))
    expect(failing.every((row) => /ECONNREFUSED|connect/i.test(row.last_error ?? ''))).toBe(true)

    const inbox = await smtpInbox(port)
    const received = await inbox.waitFor(bothArrived(reference))
    expect(salesMails(received, reference)).toHaveLength(1)
    await waitForOutbox(reference, (rows) => rows.every((row) => row.status === 'sent' && row.last_error === null))
  })

  it('marks a message failed after its last attempt', async () => {
    const down = await startSmtpInbox()
    await down.close()
    const app = await startApp(down.url, { retryDelaysMs: [50, 50] })
    const reference = await send(app)
    const rows = await waitForOutbox(reference, (state) => state.length === 2 && state.every((row) => row.status === 'failed'))
    expect(rows.map((row) => row.attempts)).toEqual([3, 3])
  })

  it('sends each message once in the normal path, also across a restart', async () => {
    const inbox = await smtpInbox()
    const first = await startApp(inbox.url)
    const references = [await send(first), await send(first, enquiry({ email: 'kofi@buyer.example', name: 'Kofi Boateng' })), await send(first)]
    await inbox.waitFor((received) => references.every((reference) => received.filter(about(reference)).length === 2))
    await (first as FastifyInstance & { closeOnce: () => Promise<void> }).closeOnce()

    // A new process on the same database: its sender looks at the whole outbox again.
    const second = await startApp(inbox.url)
    const later = await send(second)
    await inbox.waitFor(bothArrived(later))
    for (const reference of [...references, later]) {
      expect(salesMails(inbox.received, reference)).toHaveLength(1)
      expect(inbox.received.filter(about(reference))).toHaveLength(2)
    }
  })
})

describe('e-mail after a crash of npm start (kill -9)', () => {
  const fetchEnquiry = async (origin: string) => {
    const response = await fetch(`${origin}${ENQUIRY_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: randomUUID() }, body: JSON.stringify(enquiry()) })
    expect(response.status).toBe(201)
    return ((await response.json()) as { reference: string }).reference
  }
  const mailEnv = (url: string) => ({ SMTP_URL: url, ENQUIRY_MAIL_FROM: 'Website <enquiries@factory.example>', ENQUIRY_NOTIFY_TO: 'sales@factory.example' })

  it('sends the messages after the restart when the server died after storing and before sending', async () => {
    const inbox = await smtpInbox()
    const stored = await startServedSite({ databasePath })
    cleanups.push(stored.stop)
    // The start-up log goes on after the line that says the server is up.
    await expect.poll(() => stored.output(), { timeout: 30_000 }).toMatch(/SMTP_URL is not set, so nothing is sent/)
    // Without ADMIN_PASSWORD_HASH the site serves as ever and the inbox says it is not configured.
    const inboxPage = await fetch(`${stored.origin}/admin`)
    expect(inboxPage.status).toBe(503)
    expect(await inboxPage.text()).toContain('The sales inbox is not configured')
    expect((await fetch(`${stored.origin}/privacy`)).status).toBe(200)
    const reference = await fetchEnquiry(stored.origin)
    await stored.kill()
    expect(outboxOf(reference).map((row) => row.status)).toEqual(['pending', 'pending'])

    const restarted = await startServedSite({ databasePath, env: mailEnv(inbox.url) })
    cleanups.push(restarted.stop)
    const received = await inbox.waitFor(bothArrived(reference), 60_000)
    expect(salesMails(received, reference)).toHaveLength(1)
    await waitForOutbox(reference, (rows) => rows.every((row) => row.status === 'sent'))
  }, 240_000)

  it('sends again, with the same Message-ID, a message the server was sending when it died', async () => {
    const inbox = await smtpInbox()
    inbox.stallData = true
    const crashed = await startServedSite({ databasePath, env: mailEnv(inbox.url) })
    cleanups.push(crashed.stop)
    const reference = await fetchEnquiry(crashed.origin)
    const interrupted = await inbox.waitForStalled(60_000)
    expect(outboxOf(reference).find((row) => row.kind === 'sales')?.status).toBe('sending')
    await crashed.kill()

    inbox.stallData = false
    const restarted = await startServedSite({ databasePath, env: mailEnv(inbox.url) })
    cleanups.push(restarted.stop)
    const received = await inbox.waitFor(bothArrived(reference), 60_000)
    const [sales, ...more] = salesMails(received, reference)
    expect(more).toEqual([])
    expect(sales?.messageId).toBe(interrupted.messageId)
    expect(sales?.messageId).toBe(`<${reference.toLowerCase()}.sales@factory.example>`)
    await waitForOutbox(reference, (rows) => rows.every((row) => row.status === 'sent'))
  }, 240_000)
})
