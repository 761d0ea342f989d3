import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ENQUIRY_PATH, IDEMPOTENCY_HEADER, type EnquiryRequestInput } from '@/contracts/enquiry-schema'
import { siteConfigValues } from '@/config/site-config'
import { createApp } from '@/server/create-app'
import { composeMessage, MAIL_ATTACHMENTS_LIMIT_BYTES } from '@/server/enquiries/enquiry-mail'
import type { StoredEnquiry } from '@/server/enquiries/enquiry-store'
import { eraseEnquiriesOf } from '@/server/enquiries/enquiry-retention'
import type { EnquiryServicesOptions } from '@/server/enquiry-services'
import { readServerConfig } from '@/server/server-config'
import { startServedSite } from '../support/served-site'
import { asAttachment, sampleFiles } from '../support/attachment-files'
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

type MailOptions = EnquiryServicesOptions['mail']

/** The test's SMTP server offers no STARTTLS: it stands for a relay on this machine (SMTP_REQUIRE_TLS=false). */
function services(
  smtpUrl: string | undefined,
  overrides: Partial<EnquiryServicesOptions['outbox']> = {},
  mail: Partial<MailOptions> = {},
): Omit<EnquiryServicesOptions, 'databasePath'> {
  return {
    mail: {
      smtpUrl,
      from: { name: 'Website', address: 'enquiries@factory.example' },
      notifyTo: [{ address: 'sales@factory.example' }, { address: 'export@factory.example' }],
      requireTls: false,
      ...mail,
    },
    retentionDays: 180,
    outbox: { pollIntervalMs: 50, retryDelaysMs: [100, 100, 100, 100, 100, 100], ...overrides },
  }
}

async function startApp(
  smtpUrl: string | undefined,
  overrides: Partial<EnquiryServicesOptions['outbox']> = {},
  mail: Partial<MailOptions> = {},
): Promise<FastifyInstance> {
  const app = await createApp({
    enquiries: { databasePath, allowedOrigins: [], rateLimit: { max: 1000, timeWindowMs: 60_000 } },
    services: services(smtpUrl, overrides, mail),
  })
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
    details: {
      beltWidth: '1000 mm',
      rollerDiameter: '133 mm',
      rollerLength: '380 mm',
      bearing: '6305',
      standard: 'DIN 15207',
      material: 'Clinker',
    },
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

async function send(app: FastifyInstance, body = enquiry(), remoteAddress = '127.0.0.1'): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: ENQUIRY_PATH,
    remoteAddress,
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: randomUUID() },
    payload: JSON.stringify(body),
  })
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
      .prepare<[string], OutboxState>(
        'SELECT kind, outbox.status, attempts, last_error FROM outbox JOIN enquiries ON enquiries.id = enquiry_id WHERE reference = ? ORDER BY kind',
      )
      .all(reference)
  } finally {
    db.close()
  }
}

/** Waits until the outbox reaches the state the check describes (the sender works in the background). */
async function waitForOutbox(reference: string, check: (rows: OutboxState[]) => boolean, path = databasePath): Promise<OutboxState[]> {
  return vi.waitFor(
    () => {
      const rows = outboxOf(reference, path)
      if (!check(rows)) throw new Error(`The outbox of ${reference} did not reach the expected state: ${JSON.stringify(rows)}`)
      return rows
    },
    { timeout: 60_000, interval: 50 },
  )
}

const about = (reference: string) => (mail: ReceivedMail) => mail.subject.includes(reference)
const salesMails = (received: ReceivedMail[], reference: string) =>
  received.filter(about(reference)).filter((mail) => mail.envelopeTo.includes('sales@factory.example'))
const acknowledgements = (received: ReceivedMail[], reference: string) =>
  received.filter(about(reference)).filter((mail) => mail.envelopeTo.includes('ama.mensah@buyer.example'))
const bothArrived = (reference: string) => (received: ReceivedMail[]) =>
  salesMails(received, reference).length >= 1 && acknowledgements(received, reference).length >= 1

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
      `Sent from the page: ${siteConfigValues.siteUrl}/pulley/bend-pulley`,
      'Campaign: source google, medium cpc, campaign pulleys',
      'Time taken to fill the form: 42 s',
    ]) {
      expect(sales?.text).toContain(line)
    }

    const [acknowledgement, ...moreAcknowledgements] = acknowledgements(received, reference)
    expect(moreAcknowledgements).toEqual([])
    expect(acknowledgement?.envelopeTo).toEqual(['ama.mensah@buyer.example'])
    // The address only: the name as typed is not the site's to repeat.
    expect(acknowledgement?.headers.get('to')).toBe('ama.mensah@buyer.example')
    expect(acknowledgement?.headers.get('reply-to')).toBe('sales@factory.example, export@factory.example')
    expect(acknowledgement?.headers.get('auto-submitted')).toBe('auto-replied')
    expect(acknowledgement?.messageId).toBe(`<${reference.toLowerCase()}.acknowledgement@factory.example>`)
    expect(acknowledgement?.subject).toContain(`Your enquiry ${reference}`)
    expect(acknowledgement?.text).toContain(`Your reference is ${reference}`)
    for (const line of ['1. Bend Pulley, part no. BP-D-500x1150-22216 × 4 pieces', '2. Impact roller part no. IR-133-380 × 200 pieces']) {
      expect(acknowledgement?.text).toContain(line)
    }
    // Only what identifies the enquiry: no name, message, details or campaign.
    for (const text of ['Ama Mensah', 'Tema', 'Please quote', 'Clinker', 'Campaign:', '+233'])
      expect(acknowledgement?.text).not.toContain(text)
    expect(await waitForOutbox(reference, (rows) => rows.every((row) => row.status === 'sent'))).toHaveLength(2)
  })

  it('writes the buyer in Spanish when the enquiry came from a Spanish page, and tells the sales team so', async () => {
    const inbox = await smtpInbox()
    const app = await startApp(inbox.url)
    const reference = await send(
      app,
      enquiry({
        sourcePage: '/es/contact-us',
        language: 'es',
        products: [
          { name: 'Tambor de desvío', slug: 'bend-pulley', partNumber: 'BP-D-500x1150-22216', quantity: 4, unit: 'pieces' },
          { name: 'Rodillo de impacto', quantity: 12_000, unit: 'pieces' },
        ],
        attachments: [asAttachment('plano del tambor.pdf', sampleFiles.pdf)],
      }),
    )
    const received = await inbox.waitFor(bothArrived(reference))
    const [acknowledgement] = acknowledgements(received, reference)
    expect(acknowledgement?.subject).toBe(`${siteConfigValues.companyName}: hemos recibido su solicitud ${reference}`)
    // Sent as UTF-8 and read back whole: accents and the narrow no-break space of 12 000.
    expect(acknowledgement?.headers.get('content-type')).toMatch(/charset=utf-8/i)
    for (const line of [
      'Estimado cliente:',
      `El número de su solicitud es ${reference}`,
      'en un plazo de un día hábil con una cotización',
      '1. Tambor de desvío, referencia BP-D-500x1150-22216 × 4 piezas',
      '2. Rodillo de impacto × 12\u202F000 piezas',
      'Junto con ella recibimos 1 archivo.',
      'Si desea completar o corregir su solicitud, responda a este correo.',
      `Tel.: ${siteConfigValues.telephone}`,
      `Correo electrónico: ${siteConfigValues.email}`,
    ])
      expect(acknowledgement?.text).toContain(line)
    expect(acknowledgement?.text).toMatch(/\(recibida el \d{1,2} de [a-z]+ de \d{4} a las \d\d:\d\d UTC\)/)
    expect(acknowledgement?.text).not.toMatch(/(?<!\p{L})(the|and|your|we|you|please|with)(?!\p{L})/iu)
    expect(acknowledgement?.headers.get('reply-to')).toBe('sales@factory.example, export@factory.example')

    const [sales] = salesMails(received, reference)
    expect(sales?.subject).toMatch(new RegExp(`^Enquiry ${reference} in Spanish from Ama Mensah`))
    expect(sales?.text).toContain('Language of the page and the acknowledgement: Spanish (es)')
    expect(sales?.text).toContain(`Sent from the page: ${siteConfigValues.siteUrl}/es/contact-us`)
  })

  it('writes the buyer in English when the page sent no language', async () => {
    const inbox = await smtpInbox()
    const app = await startApp(inbox.url)
    const { language: _none, ...withoutLanguage } = enquiry()
    const reference = await send(app, withoutLanguage)
    const [acknowledgement] = acknowledgements(await inbox.waitFor(bothArrived(reference)), reference)
    expect(acknowledgement?.subject).toBe(`Your enquiry ${reference} to ${siteConfigValues.companyName}`)
    const [sales] = salesMails(inbox.received, reference)
    expect(sales?.text).toContain('Language of the page and the acknowledgement: English (en)')
  })

  it('accepts the enquiry with the SMTP server down, and delivers both messages once it is back', async () => {
    const down = await startSmtpInbox()
    const { port, url } = down
    await down.close()
    const app = await startApp(url)
    const reference = await send(app)
    // The first attempts fail and wait for their next try.
    const failing = await waitForOutbox(
      reference,
      (rows) => rows.length === 2 && rows.every((row) => row.attempts >= 1 && row.status === 'pending'),
    )
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
    const references = [
      await send(first),
      await send(first, enquiry({ email: 'kofi@buyer.example', name: 'Kofi Boateng' })),
      await send(first, enquiry({ email: 'efua@buyer.example' })),
    ]
    await inbox.waitFor((received) => references.every((reference) => received.filter(about(reference)).length === 2))
    await (first as FastifyInstance & { closeOnce: () => Promise<void> }).closeOnce()

    // A new process on the same database: its sender looks at the whole outbox again.
    const second = await startApp(inbox.url)
    const later = await send(second, enquiry({ email: 'yaw@buyer.example' }))
    await inbox.waitFor((received) => received.filter(about(later)).length === 2)
    for (const reference of [...references, later]) {
      expect(salesMails(inbox.received, reference)).toHaveLength(1)
      expect(inbox.received.filter(about(reference))).toHaveLength(2)
    }
  })
})

describe('acknowledgements cannot be turned against a stranger (issue 35)', () => {
  const victim = 'someone.else@victim.example'
  const toVictim = (received: ReceivedMail[]) => received.filter((mail) => mail.envelopeTo.some((to) => to.toLowerCase() === victim))
  /** Every message of these enquiries is settled: sent, or withheld on purpose. */
  const settled = async (references: string[]) => {
    for (const reference of references)
      await waitForOutbox(reference, (rows) => rows.length === 2 && rows.every((row) => row.status === 'sent' || row.status === 'withheld'))
  }

  it('acknowledges one address at most three times a day from twelve client addresses, tells sales of all, and repeats none of the sender’s words', async () => {
    const inbox = await smtpInbox()
    const app = await startApp(inbox.url)
    const references: string[] = []
    for (let client = 1; client <= 12; client++) {
      const hostile = enquiry({
        // The capitals change: the address is the same mailbox.
        email: client % 2 === 0 ? victim.toUpperCase() : victim,
        name: 'Claim your prize at http://evil.example/win',
        company: 'www.evil.example',
        message: `Dear friend, your prize waits at http://evil.example/win ${'x'.repeat(4000)}`,
        products: [
          { name: 'Bend Pulley', quantity: 4, unit: 'pieces' },
          { name: 'Prize at evil.example/win', quantity: 1, unit: 'pieces' },
        ],
      })
      references.push(await send(app, hostile, `198.51.100.${client}`))
    }
    await inbox.waitFor((received) => references.every((reference) => salesMails(received, reference).length === 1))
    await settled(references)

    const acknowledged = toVictim(inbox.received)
    expect(acknowledged).toHaveLength(3)
    for (const mail of acknowledged) {
      for (const text of ['evil', 'Claim', 'prize', 'Dear friend', 'http']) expect(mail.text, text).not.toContain(text)
      expect(mail.text).toContain('1. Bend Pulley × 4 pieces')
      expect(mail.text).toContain('2. a product described in your enquiry × 1 piece')
      expect(mail.headers.get('to')?.toLowerCase()).toBe(victim)
    }
    const db = new Database(databasePath, { readonly: true })
    try {
      const withheld = db.prepare<[], { last_error: string }>(`SELECT last_error FROM outbox WHERE status = 'withheld'`).all()
      expect(withheld).toHaveLength(9)
      for (const row of withheld) expect(row.last_error).toMatch(/already had 3 acknowledgements in the last 24 hours/)
    } finally {
      db.close()
    }
  })

  it('stops acknowledging at the daily total (ENQUIRY_ACKNOWLEDGEMENTS_PER_DAY), still telling sales of every enquiry', async () => {
    const inbox = await smtpInbox()
    const app = await startApp(inbox.url, {}, { acknowledgementsPerDay: 2 })
    const references: string[] = []
    for (let buyer = 1; buyer <= 4; buyer++) references.push(await send(app, enquiry({ email: `buyer${buyer}@buyer.example` })))
    await inbox.waitFor((received) => references.every((reference) => salesMails(received, reference).length === 1))
    await settled(references)
    const acknowledged = inbox.received.filter((mail) => !mail.envelopeTo.includes('sales@factory.example'))
    expect(acknowledged).toHaveLength(2)
    const states = references.map((reference) => outboxOf(reference).find((row) => row.kind === 'acknowledgement'))
    expect(states.filter((row) => row?.status === 'withheld').map((row) => row?.last_error)).toEqual([
      expect.stringMatching(/ENQUIRY_ACKNOWLEDGEMENTS_PER_DAY/),
      expect.stringMatching(/ENQUIRY_ACKNOWLEDGEMENTS_PER_DAY/),
    ])
  })
})

describe('SMTP without TLS (issue 35)', () => {
  it('neither logs in nor sends to an smtp:// server that offers no STARTTLS, unless SMTP_REQUIRE_TLS=false', async () => {
    const inbox = await smtpInbox()
    // The default: SMTP_REQUIRE_TLS not set.
    const app = await startApp(inbox.url, {}, { requireTls: undefined })
    const reference = await send(app)
    // Each message has had an attempt and is between attempts (or out of them).
    const rows = await waitForOutbox(
      reference,
      (state) => state.length === 2 && state.every((row) => row.attempts >= 1 && row.status !== 'sending'),
    )
    for (const row of rows) expect(row.last_error).toMatch(/STARTTLS/)
    expect(inbox.authAttempts).toBe(0)
    expect(inbox.received).toEqual([])
  })

  it('reads SMTP_REQUIRE_TLS: true unless set to false, and names a bad value', () => {
    expect(readServerConfig({}).services.mail.requireTls).toBe(true)
    expect(readServerConfig({ SMTP_REQUIRE_TLS: 'false' }).services.mail.requireTls).toBe(false)
    expect(() => readServerConfig({ SMTP_REQUIRE_TLS: 'no' })).toThrow(/SMTP_REQUIRE_TLS: must be true or false/)
  })
})

describe('erasing a person while their e-mails wait (issue 35)', () => {
  it('sends nothing more of an enquiry erased while the sender is busy with another', async () => {
    // Both enquiries are stored before any sender runs, so all four messages are due at once.
    const storing = await startApp(undefined)
    const other = await send(storing, enquiry({ email: 'kofi@buyer.example', name: 'Kofi Boateng' }))
    const erased = await send(storing, enquiry({ email: 'erase.me@buyer.example' }))
    // Due after the erased enquiry's messages: once its own have arrived, the sender is past them.
    const later = await send(storing, enquiry({ email: 'efua@buyer.example', name: 'Efua Owusu' }))
    await (storing as FastifyInstance & { closeOnce: () => Promise<void> }).closeOnce()

    const inbox = await smtpInbox()
    inbox.stallData = true
    await startApp(inbox.url)
    // The first message (the other buyer's, to sales) hangs at the SMTP server; the rest wait behind it.
    await inbox.waitForStalled()
    inbox.stallData = false
    expect(eraseEnquiriesOf(databasePath, 'erase.me@buyer.example')).toEqual([erased])
    inbox.releaseStalled()

    await inbox.waitFor((received) => [other, later].every((reference) => received.filter(about(reference)).length === 2))
    await waitForOutbox(later, (rows) => rows.every((row) => row.status === 'sent'))
    expect(inbox.received.filter(about(erased))).toEqual([])
  })
})

describe('e-mail after a crash of npm start (kill -9)', () => {
  const fetchEnquiry = async (origin: string) => {
    const response = await fetch(`${origin}${ENQUIRY_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: randomUUID() },
      body: JSON.stringify(enquiry()),
    })
    expect(response.status).toBe(201)
    return ((await response.json()) as { reference: string }).reference
  }
  const mailEnv = (url: string) => ({
    SMTP_URL: url,
    SMTP_REQUIRE_TLS: 'false',
    ENQUIRY_MAIL_FROM: 'Website <enquiries@factory.example>',
    ENQUIRY_NOTIFY_TO: 'sales@factory.example',
  })

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

describe('duty and files in the sales e-mail', () => {
  const settings = {
    from: { address: 'enquiries@factory.example' },
    notifyTo: [{ address: 'sales@factory.example' }],
    attachmentsFolder: '/srv/data/enquiries-attachments',
  }
  const file = (name: string, size: number) => ({
    id: `${name.length}`.padStart(32, 'a'),
    name,
    kind: 'pdf' as const,
    contentType: 'application/pdf',
    size,
    removedAt: null,
  })
  const stored = (attachments: StoredEnquiry['attachments']): StoredEnquiry => {
    const request = {
      ...enquiry(),
      duty: { beltWidth: 1200, beltSpeed: 2.5, capacity: 800, material: 'Coal', lumpSize: 100, length: 300 },
      sourcePage: '/tools/select?width=1200&speed=2.5',
    } as StoredEnquiry['request']
    return {
      reference: 'Q-2611-7KX4M9',
      receivedAt: '2026-11-27T10:00:00.000Z',
      name: request.name,
      email: request.email,
      company: null,
      country: 'GH',
      phone: null,
      sourcePage: request.sourcePage,
      language: 'en',
      products: request.products,
      details: null,
      utm: null,
      attachments,
      request,
      clientAddress: null,
      userAgent: null,
    }
  }
  const inboxLink = (id: string) => `${siteConfigValues.siteUrl}/admin/enquiries/Q-2611-7KX4M9/attachments/${id}`

  it('gives the duty with units, the page with its query as a full link, and attaches files that fit', () => {
    const small = file('GA.pdf', 1_000_000)
    const message = composeMessage('sales', stored([small]), settings)
    for (const line of [
      'Conveyor (duty)',
      'Belt width: 1200 mm',
      'Belt speed: 2.5 m/s',
      'Capacity: 800 t/h',
      'Material conveyed: Coal',
      'Largest lump: 100 mm',
      'Conveyor length: 300 m',
    ])
      expect(message.text).toContain(line)
    expect(message.text).toContain(`Sent from the page: ${siteConfigValues.siteUrl}/tools/select?width=1200&speed=2.5`)
    expect(message.text).toContain(
      `Files (attached to this e-mail; also in the sales inbox)\n1. GA.pdf (PDF, 977 KB)\n   ${inboxLink(small.id)}`,
    )
    expect(message.attachments).toEqual([
      { filename: 'GA.pdf', path: `/srv/data/enquiries-attachments/${small.id}`, contentType: 'application/pdf' },
    ])
  })

  it('links files too large to attach together, and attaches none of them', () => {
    const large = [file('GA.pdf', MAIL_ATTACHMENTS_LIMIT_BYTES / 2), file('plan-2.pdf', MAIL_ATTACHMENTS_LIMIT_BYTES / 2 + 1)]
    const message = composeMessage('sales', stored(large), settings)
    expect(message.attachments).toEqual([])
    expect(message.text).toContain('Files (too large to attach together: download them from the sales inbox)')
    for (const entry of large) expect(message.text).toContain(inboxLink(entry.id))
    // The acknowledgement says files arrived, and carries none.
    const acknowledgement = composeMessage('acknowledgement', stored(large), settings)
    expect(acknowledgement.text).toContain('We received 2 files with it.')
    expect(acknowledgement.attachments).toEqual([])
  })

  it('delivers the attached file to sales through SMTP', async () => {
    const inbox = await smtpInbox()
    const app = await startApp(inbox.url)
    const reference = await send(app, enquiry({ attachments: [asAttachment('tail pulley.dxf', sampleFiles.dxf)] }))
    const received = await inbox.waitFor(bothArrived(reference))
    const [sales] = salesMails(received, reference)
    expect(sales?.raw).toMatch(
      /Content-Type: image\/vnd\.dxf; name="tail pulley\.dxf"\r\nContent-Transfer-Encoding: base64\r\nContent-Disposition: attachment; filename="tail pulley\.dxf"/,
    )
    expect(sales?.raw.replace(/\r\n/g, '')).toContain(sampleFiles.dxf.toString('base64'))
    expect(acknowledgements(received, reference)[0]?.raw).not.toContain('Content-Disposition: attachment')
  })
})
