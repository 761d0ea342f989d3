import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import Database from 'better-sqlite3'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  ENQUIRY_PATH,
  ENQUIRY_REFERENCE_PATTERN,
  ENQUIRY_WITH_FILES_BODY_LIMIT_BYTES,
  IDEMPOTENCY_HEADER,
  enquiryRequestSchema,
  type EnquiryRequestInput,
} from '@/contracts/enquiry-schema'
import type { RouteEntry } from '@/content/route-entry'
import { createApp } from '@/server/create-app'
import { attachmentsFolderOf } from '@/server/enquiries/attachment-files'
import type { EnquiryApiOptions } from '@/server/enquiries/enquiry-routes'
import { startRetentionJob } from '@/server/enquiries/enquiry-retention'
import { enquiriesCsv } from '@/server/enquiries/enquiry-listing'
import { openEnquiryStore, type StoredEnquiry } from '@/server/enquiries/enquiry-store'
import { migrationsDir, runMigrations } from '@/server/enquiries/run-migrations'
import { readServerConfig } from '@/server/server-config'
import { noExtraSources } from '@/server/site/security-headers'
import { prepareForServing } from '../../scripts/build/prepare-serving'
import { asAttachment, pdfOfSize, sampleFiles } from '../support/attachment-files'
import { parseCsv } from '../support/parse-csv'

const allowedOrigin = 'https://www.example.com'
let folder: string
let databasePath: string
const openApps: FastifyInstance[] = []

async function startApp(overrides: Partial<EnquiryApiOptions> = {}): Promise<FastifyInstance> {
  const app = await createApp({
    enquiries: { databasePath, allowedOrigins: [allowedOrigin], rateLimit: { max: 1000, timeWindowMs: 60_000 }, ...overrides },
  })
  openApps.push(app)
  return app
}

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'enquiries-test-'))
  // A folder that does not exist yet: the store creates it.
  databasePath = join(folder, 'data', 'enquiries.sqlite')
})
afterEach(async () => {
  await Promise.all(openApps.splice(0).map((app) => app.close()))
  rmSync(folder, { recursive: true, force: true })
})

function validEnquiry(overrides: Partial<EnquiryRequestInput> = {}): EnquiryRequestInput {
  return {
    name: 'Ama Mensah',
    email: 'ama.mensah@example.com',
    company: 'Tema Bulk Handling Ltd',
    country: 'GH',
    phone: '+233 20 000 0000',
    products: [
      { name: 'Bend Pulley', slug: 'bend-pulley', quantity: 4, unit: 'pieces' },
      { name: 'Carrying Idler Set', quantity: 200, unit: 'sets' },
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
    message: 'Please quote with delivery time.',
    sourcePage: '/pulley/bend-pulley',
    utm: { source: 'google', medium: 'cpc', campaign: 'pulleys', term: 'bend pulley', content: 'ad-1' },
    website: '',
    elapsedMs: 42_000,
    ...overrides,
  }
}

interface SendOptions {
  key?: string | null
  contentType?: string | null
  headers?: Record<string, string>
}

function send(
  app: FastifyInstance,
  body: unknown,
  { key = randomUUID(), contentType = 'application/json', headers = {} }: SendOptions = {},
) {
  return app.inject({
    method: 'POST',
    url: ENQUIRY_PATH,
    headers: {
      ...(contentType === null ? {} : { 'content-type': contentType }),
      ...(key === null ? {} : { [IDEMPOTENCY_HEADER]: key }),
      'user-agent': 'enquiry-test',
      ...headers,
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

function storedEnquiries(): StoredEnquiry[] {
  const store = openEnquiryStore(databasePath, { readonly: true })
  try {
    return store.list()
  } finally {
    store.close()
  }
}

function expectJsonRefusal(response: LightMyRequestResponse, status: number, error: string) {
  expect(response.statusCode, response.body).toBe(status)
  expect(response.headers['content-type']).toMatch(/^application\/json/)
  const body = response.json()
  expect(body).toMatchObject({ error, message: expect.stringMatching(/\w.+\./) })
  return body as { error: string; message: string; fields?: Record<string, string> }
}

describe('POST /api/enquiries', () => {
  it('stores a valid enquiry and answers 201 with its reference after the commit', async () => {
    const app = await startApp()
    const enquiry = validEnquiry()
    const response = await send(app, enquiry)
    expect(response.statusCode).toBe(201)
    const { reference } = response.json()
    expect(reference).toMatch(ENQUIRY_REFERENCE_PATTERN)
    expect(response.headers['cache-control']).toBe('no-store')

    const [stored, ...others] = storedEnquiries()
    expect(others).toEqual([])
    expect(stored).toMatchObject({
      reference,
      name: enquiry.name,
      email: enquiry.email,
      company: enquiry.company,
      country: 'GH',
      phone: enquiry.phone,
      sourcePage: enquiry.sourcePage,
      products: enquiry.products,
      details: enquiry.details,
      utm: enquiry.utm,
      clientAddress: '127.0.0.1',
      userAgent: 'enquiry-test',
    })
    // A page that sends no language is an English one.
    expect(stored?.request).toEqual({ ...enquiry, language: 'en' })
    expect(Date.now() - Date.parse(stored?.receivedAt ?? '')).toBeLessThan(60_000)
    expect(stored?.receivedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
  })

  it('stores empty optional fields as absent and trims text', async () => {
    const app = await startApp()
    const response = await send(
      app,
      validEnquiry({
        name: '  Ama Mensah  ',
        company: '',
        phone: '',
        port: '   ',
        incoterm: '',
        message: '',
        details: { beltWidth: '' },
        utm: undefined,
      }),
    )
    expect(response.statusCode).toBe(201)
    const [stored] = storedEnquiries()
    expect(stored).toMatchObject({ name: 'Ama Mensah', company: null, phone: null, details: {}, utm: null })
    expect(stored?.request).not.toHaveProperty('port')
    expect(stored?.request).not.toHaveProperty('incoterm')
    expect(stored?.request).not.toHaveProperty('message')
  })

  const enquiry = validEnquiry()
  const { name: _name, email: _email, ...withoutNameAndEmail } = enquiry
  const refusals: [string, { body: unknown; options?: SendOptions }, number, string, string[]?][] = [
    ['missing fields', { body: withoutNameAndEmail }, 400, 'invalid', ['name', 'email']],
    ['an empty object', { body: {} }, 400, 'invalid', ['name', 'email', 'country', 'products', 'sourcePage', 'website', 'elapsedMs']],
    ['a bad e-mail address', { body: validEnquiry({ email: 'ama@example' }) }, 400, 'invalid', ['email']],
    ['a 10 kB name', { body: validEnquiry({ name: 'A'.repeat(10_000) }) }, 400, 'invalid', ['name']],
    [
      'wrong types',
      { body: { ...enquiry, name: 42, products: [{ name: 'Bend Pulley', quantity: '4', unit: 'pieces' }], elapsedMs: 'soon' } },
      400,
      'invalid',
      ['name', 'products.0.quantity', 'elapsedMs'],
    ],
    [
      'a fractional quantity',
      { body: validEnquiry({ products: [{ name: 'Bend Pulley', quantity: 1.5, unit: 'pieces' }] }) },
      400,
      'invalid',
      ['products.0.quantity'],
    ],
    ['an unknown country', { body: validEnquiry({ country: 'XX' }) }, 400, 'invalid', ['country']],
    [
      'unknown fields',
      { body: { ...enquiry, admin: true, products: [{ name: 'Bend Pulley', quantity: 4, unit: 'pieces', price: 0 }] } },
      400,
      'invalid',
      ['admin', 'products.0.price'],
    ],
    ['a body that is not an object', { body: '[1, 2, 3]' }, 400, 'invalid', ['']],
    ['malformed JSON', { body: '{"name": "Ama", ' }, 400, 'malformed_json'],
    ['an empty JSON body', { body: '' }, 400, 'malformed_json'],
    ['a prototype-poisoning body', { body: `{"name": "Ama", "__proto__": {"admin": true}}` }, 400, 'malformed_json'],
    ['a 40 kB message', { body: validEnquiry({ message: 'x'.repeat(40_000) }) }, 400, 'invalid', ['message']],
    [
      'a body over the limit that leaves room for the files',
      { body: validEnquiry({ message: 'x'.repeat(ENQUIRY_WITH_FILES_BODY_LIMIT_BYTES) }) },
      413,
      'payload_too_large',
    ],
    ['a text/plain body', { body: JSON.stringify(enquiry), options: { contentType: 'text/plain' } }, 415, 'unsupported_media_type'],
    [
      'a form-encoded body',
      { body: 'name=Ama', options: { contentType: 'application/x-www-form-urlencoded' } },
      415,
      'unsupported_media_type',
    ],
    ['no content type', { body: '', options: { contentType: null } }, 415, 'unsupported_media_type'],
    ['no idempotency key', { body: enquiry, options: { key: null } }, 400, 'idempotency_key_missing'],
    ['a malformed idempotency key', { body: enquiry, options: { key: 'short key!' } }, 400, 'idempotency_key_invalid'],
  ]

  it.each(refusals)('refuses %s with a JSON reason and stores nothing', async (_case, { body, options }, status, error, fields) => {
    const app = await startApp()
    await send(app, validEnquiry({ message: 'stored before' }))
    const before = storedEnquiries().length
    const refusal = expectJsonRefusal(await send(app, body, options), status, error)
    if (fields) expect(Object.keys(refusal.fields ?? {})).toEqual(expect.arrayContaining(fields))
    if (fields) for (const field of fields) expect(refusal.fields?.[field]).toMatch(/\w.+\./)
    expect(storedEnquiries()).toHaveLength(before)
  })

  it('answers a storage failure with a JSON 500', async () => {
    const app = await startApp()
    const db = new Database(databasePath)
    db.exec('DROP TABLE enquiries')
    db.close()
    expectJsonRefusal(await send(app, validEnquiry()), 500, 'server_error')
  })

  it('stores SQL and HTML in every text field verbatim', async () => {
    const app = await startApp()
    const hostile = `Robert'); DROP TABLE enquiries;-- <script>alert("x")</script> &amp; \u00e9\u4e2d`
    const enquiry = validEnquiry({
      name: hostile,
      email: "o'brien+sql@example.com",
      company: hostile,
      products: [{ name: hostile, quantity: 1, unit: 'units' }],
      details: {
        beltWidth: hostile.slice(0, 80),
        rollerDiameter: hostile.slice(0, 80),
        rollerLength: hostile.slice(0, 80),
        bearing: hostile.slice(0, 80),
        standard: hostile.slice(0, 80),
        material: hostile.slice(0, 80),
      },
      port: hostile.slice(0, 80),
      message: `${hostile}\n' OR 1=1; --`,
      sourcePage: `/search?q=<img/src=x/onerror=alert(1)>'--`,
      utm: { source: hostile.slice(0, 120), medium: '<b>', campaign: "'; DELETE FROM enquiries; --", term: '"', content: '&lt;' },
    })
    const response = await send(app, enquiry)
    expect(response.statusCode, response.body).toBe(201)
    const [stored] = storedEnquiries()
    expect(stored?.request).toEqual({ ...enquiry, language: 'en' })
    expect(stored).toMatchObject({ name: hostile, company: hostile, email: enquiry.email, sourcePage: enquiry.sourcePage })
  })
})

describe('idempotency', () => {
  it('stores a repeated send once and answers it with the first reference', async () => {
    const app = await startApp()
    const key = randomUUID()
    const first = await send(app, validEnquiry(), { key })
    // A retry of the same draft was open longer: still the same enquiry.
    const again = await send(app, validEnquiry({ elapsedMs: 90_000 }), { key })
    expect(first.statusCode).toBe(201)
    expect(again.statusCode).toBe(201)
    expect(again.json()).toEqual(first.json())
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(storedEnquiries()).toHaveLength(1)
  })

  it('stores concurrent sends of the same form once', async () => {
    const app = await startApp()
    const origin = await app.listen({ port: 0, host: '127.0.0.1' })
    const key = randomUUID()
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        fetch(`${origin}${ENQUIRY_PATH}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: key },
          body: JSON.stringify(validEnquiry()),
        }),
      ),
    )
    const bodies = await Promise.all(responses.map((response) => response.json()))
    expect(responses.map((response) => response.status)).toEqual(Array(12).fill(201))
    expect(new Set(bodies.map((body) => body.reference)).size).toBe(1)
    expect(storedEnquiries()).toHaveLength(1)
  })

  it('refuses another form under a key already used, with 409', async () => {
    const app = await startApp()
    const key = randomUUID()
    await send(app, validEnquiry(), { key })
    expectJsonRefusal(await send(app, validEnquiry({ message: 'Something else' }), { key }), 409, 'idempotency_conflict')
    expect(storedEnquiries()).toHaveLength(1)
  })
})

describe('abuse', () => {
  it('answers 429 with Retry-After once an address has sent its allowance', async () => {
    const app = await startApp({ rateLimit: { max: 2, timeWindowMs: 60_000 } })
    expect((await send(app, validEnquiry())).statusCode).toBe(201)
    expect((await send(app, validEnquiry())).statusCode).toBe(201)
    const refused = await send(app, validEnquiry())
    expectJsonRefusal(refused, 429, 'rate_limited')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(storedEnquiries()).toHaveLength(2)
  })

  it.each([
    ['a filled honeypot', { website: 'https://spam.example' }],
    ['a form sent too fast', { elapsedMs: 800 }],
  ])('answers %s like a success, stores nothing, and logs and counts the drop at warn', async (_case, overrides) => {
    // npm start logs at warn: a real buyer caught by the rule must show there.
    const logged: { level: number; msg: string; email?: string }[] = []
    const app = await createApp({
      enquiries: { databasePath, allowedOrigins: [], rateLimit: { max: 1000, timeWindowMs: 60_000 } },
      logger: { level: 'warn', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
    })
    openApps.push(app)
    const response = await send(app, validEnquiry(overrides))
    expect(response.statusCode).toBe(201)
    expect(response.json().reference).toMatch(ENQUIRY_REFERENCE_PATTERN)
    expect(storedEnquiries()).toHaveLength(0)
    expect(logged).toEqual([expect.objectContaining({ level: 40, msg: 'enquiry dropped as automated', email: 'ama.mensah@example.com' })])
    const store = openEnquiryStore(databasePath, { readonly: true })
    expect(store.automatedDrops()).toBe(1)
    store.close()
  })
})

describe('the store', () => {
  it('keeps every enquiry across a restart on the same file', async () => {
    const first = await startApp()
    const references = []
    for (let index = 0; index < 3; index++)
      references.push((await send(first, validEnquiry({ message: `before restart ${index}` }))).json().reference)
    await first.close()
    const second = await startApp()
    references.push((await send(second, validEnquiry({ message: 'after restart' }))).json().reference)
    const stored = storedEnquiries()
    expect(stored.map((enquiry) => enquiry.reference).sort()).toEqual([...references].sort())
    // Newest first.
    expect(stored[0]?.request.message).toBe('after restart')
  })

  it('keeps each product line with its part number and quantity, also as a row of its own', async () => {
    const app = await startApp()
    const products = [
      {
        name: 'Trough Idler Roller',
        slug: 'conveyor-trough-idler-roller',
        partNumber: 'TIR-D-133x380-6305',
        quantity: 240,
        unit: 'pieces' as const,
      },
      { name: 'Carrying Idler Set', quantity: 20, unit: 'sets' as const },
    ]
    const { reference } = (await send(app, validEnquiry({ products }))).json()
    await app.close()
    const [stored] = storedEnquiries()
    expect(stored?.products).toEqual(products)
    const db = new Database(databasePath, { readonly: true })
    try {
      const rows = db
        .prepare(
          'SELECT position, product, slug, part_number, quantity, unit FROM enquiry_items JOIN enquiries ON enquiries.id = enquiry_id WHERE reference = ? ORDER BY position',
        )
        .all(reference)
      expect(rows).toEqual([
        {
          position: 0,
          product: 'Trough Idler Roller',
          slug: 'conveyor-trough-idler-roller',
          part_number: 'TIR-D-133x380-6305',
          quantity: 240,
          unit: 'pieces',
        },
        { position: 1, product: 'Carrying Idler Set', slug: null, part_number: null, quantity: 20, unit: 'sets' },
      ])
    } finally {
      db.close()
    }
    const csv = parseCsv(enquiriesCsv(storedEnquiries()))
    const record = Object.fromEntries((csv[0] ?? []).map((column, index) => [column, csv[1]?.[index]]))
    expect(record.products).toBe('Trough Idler Roller, part no. TIR-D-133x380-6305 × 240 pieces; Carrying Idler Set × 20 sets')
    expect(record.part_numbers).toBe('TIR-D-133x380-6305')
  })

  it('gives the enquiries stored before part numbers their product lines when it updates the file', () => {
    // A database as the previous version left it: migrations 001-004 only.
    const previous = mkdtempSync(join(folder, 'migrations-'))
    for (const file of readdirSync(migrationsDir).filter((name) => /^00[1-4]-/.test(name)))
      copyFileSync(join(migrationsDir, file), join(previous, file))
    mkdirSync(join(folder, 'data'), { recursive: true })
    const old = new Database(databasePath)
    runMigrations(old, previous)
    const lines = [
      { name: 'Bend Pulley', slug: 'bend-pulley', quantity: 4, unit: 'pieces' },
      { name: 'Impact Idler Set', quantity: 12, unit: 'sets' },
    ]
    old
      .prepare(
        `INSERT INTO enquiries (reference, idempotency_key, content_hash, received_at, name, email, country, source_page, products, payload)
      VALUES ('Q-2611-AAAAAA', 'key-of-an-old-enquiry', 'hash', '2026-11-01T08:00:00.000Z', 'Ama Mensah', 'ama@example.com', 'GH', '/contact-us', ?, '{}')`,
      )
      .run(JSON.stringify(lines))
    old.close()

    openEnquiryStore(databasePath).close()
    const db = new Database(databasePath, { readonly: true })
    try {
      expect(db.prepare('SELECT position, product, slug, part_number, quantity, unit FROM enquiry_items ORDER BY position').all()).toEqual([
        { position: 0, product: 'Bend Pulley', slug: 'bend-pulley', part_number: null, quantity: 4, unit: 'pieces' },
        { position: 1, product: 'Impact Idler Set', slug: null, part_number: null, quantity: 12, unit: 'sets' },
      ])
    } finally {
      db.close()
    }
  })

  it('says clearly when the database file is missing', () => {
    expect(() => openEnquiryStore(join(folder, 'nowhere.sqlite'), { readonly: true })).toThrow(/No enquiry database at .*nowhere\.sqlite/)
  })
})

describe('the language of an enquiry', () => {
  it('stores the language of the page it was sent from, and English for a page that sends none', async () => {
    const app = await startApp()
    const spanish = await send(app, validEnquiry({ language: 'es', sourcePage: '/es/contact-us' }))
    const russian = await send(app, validEnquiry({ language: 'ru', sourcePage: '/ru/contact-us' }))
    const unsaid = await send(app, validEnquiry())
    for (const response of [spanish, russian, unsaid]) expect(response.statusCode, response.body).toBe(201)
    const languageOf = Object.fromEntries(storedEnquiries().map((enquiry) => [enquiry.reference, enquiry.language]))
    expect(languageOf).toEqual({ [spanish.json().reference]: 'es', [russian.json().reference]: 'ru', [unsaid.json().reference]: 'en' })
    const db = new Database(databasePath, { readonly: true })
    try {
      expect(db.prepare('SELECT language FROM enquiries ORDER BY id').pluck().all()).toEqual(['es', 'ru', 'en'])
    } finally {
      db.close()
    }
  })

  it('refuses a language the site is not written in with 400, naming the field, and stores nothing', async () => {
    const app = await startApp()
    for (const language of ['de', 'ES', '', null]) {
      const body = expectJsonRefusal(await send(app, { ...validEnquiry(), language }), 400, 'invalid')
      expect(body.fields).toEqual({ language: "The page's language must be one of en, es, ru." })
      // The message stays English; the code lets a Spanish or Russian page say it in its own words.
      expect(body).toMatchObject({ error: 'invalid', fieldCodes: { language: 'not_in_list' } })
    }
    expect(existsSync(databasePath) ? storedEnquiries() : []).toEqual([])
  })

  it('takes a retry of a form sent before pages named their language, now naming English, for the same enquiry', async () => {
    const app = await startApp()
    const key = randomUUID()
    const first = await send(app, validEnquiry(), { key })
    const again = await send(app, validEnquiry({ language: 'en' }), { key })
    expect(again.json()).toEqual(first.json())
    expect(again.headers['idempotent-replayed']).toBe('true')
    // The same form from a Spanish page is another enquiry.
    expectJsonRefusal(await send(app, validEnquiry({ language: 'es' }), { key }), 409, 'idempotency_conflict')
    expect(storedEnquiries()).toHaveLength(1)
  })

  it('marks the enquiries stored before languages as English when it updates the file', () => {
    // A database as the previous version left it: migrations 001-007.
    const previous = mkdtempSync(join(folder, 'migrations-'))
    for (const file of readdirSync(migrationsDir).filter((name) => /^00[1-7]-/.test(name)))
      copyFileSync(join(migrationsDir, file), join(previous, file))
    mkdirSync(join(folder, 'data'), { recursive: true })
    const old = new Database(databasePath)
    runMigrations(old, previous)
    old
      .prepare(
        `INSERT INTO enquiries (reference, idempotency_key, content_hash, received_at, name, email, country, source_page, products, payload)
      VALUES ('Q-2611-AAAAAA', 'key-of-an-old-enquiry', 'hash', '2026-11-01T08:00:00.000Z', 'Ama Mensah', 'ama@example.com', 'GH', '/contact-us', '[]', '{}')`,
      )
      .run()
    old.close()

    expect(storedEnquiries).toThrow(/schema 7/)
    openEnquiryStore(databasePath).close()
    expect(storedEnquiries().map((enquiry) => [enquiry.reference, enquiry.language])).toEqual([['Q-2611-AAAAAA', 'en']])
    // The column holds only the site's languages.
    const db = new Database(databasePath)
    try {
      expect(() => db.prepare("UPDATE enquiries SET language = 'de'").run()).toThrow(/CHECK constraint failed/)
    } finally {
      db.close()
    }
  })
})

describe('the API surface', () => {
  it('answers a preflight from an allowed origin, and not from another', async () => {
    const app = await startApp()
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: ENQUIRY_PATH,
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,idempotency-key' },
      })
    const allowed = await preflight(allowedOrigin)
    expect(allowed.statusCode).toBe(204)
    expect(allowed.headers['access-control-allow-origin']).toBe(allowedOrigin)
    expect(allowed.headers['access-control-allow-methods']).toMatch(/POST/)
    expect(allowed.headers['access-control-allow-headers']).toMatch(/Idempotency-Key/)
    const other = await preflight('https://elsewhere.example.net')
    expect(other.headers['access-control-allow-origin']).toBeUndefined()

    const sent = await send(app, validEnquiry(), { headers: { origin: allowedOrigin } })
    expect(sent.headers['access-control-allow-origin']).toBe(allowedOrigin)
    expect(sent.headers['access-control-expose-headers']).toMatch(/Retry-After/)
  })

  it('lists nothing over HTTP: other methods get 405, other paths 404, both JSON', async () => {
    const app = await startApp()
    await send(app, validEnquiry())
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await app.inject({ method, url: ENQUIRY_PATH })
      expectJsonRefusal(response, 405, 'method_not_allowed')
      expect(response.headers.allow).toBe('POST, OPTIONS')
      expect(response.body).not.toContain('Ama')
    }
    expectJsonRefusal(await app.inject({ method: 'GET', url: '/api/enquiries/1' }), 404, 'not_found')
    expectJsonRefusal(await app.inject({ method: 'POST', url: '/api/other' }), 404, 'not_found')
    expect(storedEnquiries()).toHaveLength(1)
  })

  it('leaves the site its HTML not-found page when both are served', async () => {
    const distDir = join(folder, 'dist')
    mkdirSync(distDir)
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Home</title>')
    writeFileSync(join(distDir, '404.html'), '<!doctype html><title>This page could not be found</title>')
    // What the build's last step adds: the compressed copies and the page policies.
    await prepareForServing(distDir, noExtraSources)
    const home: RouteEntry = {
      path: '/',
      id: '0'.repeat(32),
      nodeid: '0'.repeat(32),
      type: '0'.repeat(32),
      name: 'home',
      title: 'Home',
      description: '',
      keywords: '',
    }
    const app = await createApp({
      distDir,
      table: [home],
      enquiries: { databasePath, allowedOrigins: [], rateLimit: { max: 10, timeWindowMs: 60_000 } },
    })
    openApps.push(app)
    const page = await app.inject({ method: 'GET', url: '/unknown' })
    expect(page.statusCode).toBe(404)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    for (const url of ['/api', '/api/', '/api/unknown']) expectJsonRefusal(await app.inject({ method: 'GET', url }), 404, 'not_found')
    expect((await send(app, validEnquiry())).statusCode).toBe(201)
  })
})

describe('server configuration of enquiries', () => {
  it('has defaults: data/enquiries.sqlite, no other origins, 10 per 10 minutes', () => {
    expect(readServerConfig({}).enquiries).toEqual({
      databasePath: join(process.cwd(), 'data', 'enquiries.sqlite'),
      allowedOrigins: [],
      rateLimit: { max: 10, timeWindowMs: 600_000 },
    })
  })

  it('reads the environment variables', () => {
    const { enquiries } = readServerConfig({
      ENQUIRY_DB_PATH: '/var/lib/site/q.sqlite',
      ENQUIRY_ALLOWED_ORIGINS: 'https://www.example.com, https://example.com',
      ENQUIRY_RATE_LIMIT: '30/1h',
    })
    expect(enquiries).toEqual({
      databasePath: '/var/lib/site/q.sqlite',
      allowedOrigins: ['https://www.example.com', 'https://example.com'],
      rateLimit: { max: 30, timeWindowMs: 3_600_000 },
    })
    expect(readServerConfig({ ENQUIRY_RATE_LIMIT: '5' }).enquiries.rateLimit).toEqual({ max: 5, timeWindowMs: 600_000 })
  })

  it('names a bad setting in a readable message', () => {
    expect(() => readServerConfig({ ENQUIRY_ALLOWED_ORIGINS: 'https://www.example.com/' })).toThrow(
      /ENQUIRY_ALLOWED_ORIGINS: "https:\/\/www.example.com\/" is not an origin/,
    )
    expect(() => readServerConfig({ ENQUIRY_RATE_LIMIT: 'lots' })).toThrow(/ENQUIRY_RATE_LIMIT: "lots" is not a rate limit/)
    expect(() => readServerConfig({ ENQUIRY_RATE_LIMIT: '0/1m' })).toThrow(/ENQUIRY_RATE_LIMIT/)
  })
})

const run = promisify(execFile)

describe('npm run enquiries', () => {
  const listEnquiries = (args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/cli/list-enquiries.ts', ...args], {
      env: { ...process.env, ENQUIRY_DB_PATH: databasePath },
    })

  it('writes CSV whose quoted fields read back exactly', async () => {
    const app = await startApp()
    const enquiry = validEnquiry({
      name: 'Kwame "KK" Boateng, Jr.',
      company: 'Boateng, Sons & Co.',
      phone: '+233 20 111 2222',
      message: 'Line one, with a comma\nLine "two"\r\nLine three',
      products: [
        { name: 'Bend Pulley', quantity: 4, unit: 'pieces' },
        { name: 'Impact Roller, rubber rings', quantity: 120, unit: 'units' },
      ],
    })
    const { reference } = (await send(app, enquiry)).json()
    expect((await send(app, validEnquiry({ elapsedMs: 800 }))).statusCode).toBe(201)
    await app.close()

    const { stdout } = await listEnquiries(['--csv'])
    const [header, row, ...rest] = parseCsv(stdout)
    expect(rest).toEqual([])
    const record = Object.fromEntries((header ?? []).map((column, index) => [column, row?.[index]]))
    expect(record).toMatchObject({
      reference,
      name: enquiry.name,
      company: enquiry.company,
      country: 'GH',
      country_name: 'Ghana',
      // A spreadsheet would run "+233…" as a formula.
      phone: `'${enquiry.phone}`,
      products: 'Bend Pulley × 4 pieces; Impact Roller, rubber rings × 120 units',
      message: enquiry.message,
      incoterm: 'CIF',
      utm_campaign: 'pulleys',
    })
    expect(header).toHaveLength(row?.length ?? 0)

    const table = await listEnquiries([])
    expect(table.stdout).toContain(reference)
    expect(table.stdout).toContain('Bend Pulley × 4 pieces')
    expect(table.stdout).toContain('1 enquiry in')
    expect(table.stdout).toContain('1 send was dropped as automated')
  }, 60_000)

  it('says so when there is no database', async () => {
    databasePath = join(folder, 'missing.sqlite')
    await expect(listEnquiries([])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/No enquiry database at .*missing\.sqlite/),
    })
  }, 60_000)
})

describe('duty and files', () => {
  const selectionTool =
    '/tools/select?width=1200&speed=2.5&capacity=800&material=Coal&lump=100&length=300&trough=35&surcharge=20&idlerSpacing=1.2&density=0.85'
  const duty = { beltWidth: 1200, beltSpeed: 2.5, capacity: 800, material: 'Coal', lumpSize: 100, length: 300 }
  const attachmentsFolder = () => attachmentsFolderOf(databasePath)
  const filesOnDisk = () => (existsSync(attachmentsFolder()) ? readdirSync(attachmentsFolder()).sort() : [])
  const withFiles = (overrides: Partial<EnquiryRequestInput> = {}) =>
    validEnquiry({
      duty,
      sourcePage: selectionTool,
      attachments: [asAttachment('General arrangement.pdf', sampleFiles.pdf), asAttachment('tail pulley.dxf', sampleFiles.dxf)],
      ...overrides,
    })

  it('stores the duty, the page with its query whole, and the files beside the database named by random ids', async () => {
    const app = await startApp()
    const response = await send(app, withFiles())
    expect(response.statusCode, response.body).toBe(201)
    const [stored] = storedEnquiries()
    expect(stored?.request.duty).toEqual(duty)
    expect(stored?.sourcePage).toBe(selectionTool)
    expect(stored?.attachments).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        name: 'General arrangement.pdf',
        kind: 'pdf',
        contentType: 'application/pdf',
        size: sampleFiles.pdf.length,
        removedAt: null,
      },
      {
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        name: 'tail pulley.dxf',
        kind: 'dxf',
        contentType: 'image/vnd.dxf',
        size: sampleFiles.dxf.length,
        removedAt: null,
      },
    ])
    expect(filesOnDisk()).toEqual(stored?.attachments.map((file) => file.id).sort())
    expect(readFileSync(join(attachmentsFolder(), stored?.attachments[0]?.id ?? ''))).toEqual(sampleFiles.pdf)
    // The files' content is on disk only, not in the database's copy of the request.
    const payload = new Database(databasePath, { readonly: true }).prepare('SELECT payload FROM enquiries').pluck().get() as string
    expect(payload).not.toContain(sampleFiles.pdf.toString('base64').slice(0, 40))
    expect(JSON.parse(payload)).not.toHaveProperty('attachments')
  })

  it('stores a repeated send with its files once, and refuses the same key with other files', async () => {
    const app = await startApp()
    const key = randomUUID()
    const first = await send(app, withFiles(), { key })
    const again = await send(app, withFiles({ elapsedMs: 50_000 }), { key })
    expect(again.statusCode).toBe(201)
    expect(again.json().reference).toBe(first.json().reference)
    expect(filesOnDisk()).toHaveLength(2)
    const otherFiles = await send(app, withFiles({ attachments: [asAttachment('General arrangement.pdf', pdfOfSize(4096))] }), { key })
    expectJsonRefusal(otherFiles, 409, 'idempotency_conflict')
    expect(filesOnDisk()).toHaveLength(2)
  })

  it('writes no file when the enquiry is refused for another field, or dropped as automated', async () => {
    const app = await startApp()
    expectJsonRefusal(await send(app, withFiles({ email: 'not an address' })), 400, 'invalid')
    expect((await send(app, withFiles({ website: 'https://spam.example' }))).statusCode).toBe(201)
    expect(storedEnquiries()).toHaveLength(0)
    expect(filesOnDisk()).toEqual([])
  })

  it('deletes the files with the enquiries of an address (npm run enquiries -- --erase), and no one else’s', async () => {
    const app = await startApp()
    await send(app, withFiles())
    await send(app, withFiles({ email: 'kofi@example.com', attachments: [asAttachment('photo.jpg', sampleFiles.jpeg)] }))
    await app.close()
    const [kept] = storedEnquiries().filter((enquiry) => enquiry.email === 'kofi@example.com')
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/cli/list-enquiries.ts', '--erase', 'Ama.Mensah@example.com'],
      { env: { ...process.env, ENQUIRY_DB_PATH: databasePath } },
    )
    expect(stdout).toMatch(/^Deleted 1 enquiry from Ama\.Mensah@example\.com .* with their files/)
    expect(filesOnDisk()).toEqual([kept?.attachments[0]?.id])
    const db = new Database(databasePath, { readonly: true })
    expect(db.prepare('SELECT count(*) FROM enquiry_attachments').pluck().get()).toBe(1)
    db.close()
  }, 60_000)

  it('deletes the files of enquiries older than the retention period, keeping their names for the inbox', async () => {
    const store = openEnquiryStore(databasePath)
    const file = { name: 'old drawing.pdf', kind: 'pdf' as const, bytes: sampleFiles.pdf }
    const request = enquiryRequestSchema.parse(validEnquiry())
    store.save({ idempotencyKey: randomUUID(), request, attachments: [file], receivedAt: new Date(Date.now() - 200 * 86_400_000) })
    store.save({ idempotencyKey: randomUUID(), request, attachments: [{ ...file, name: 'new drawing.pdf' }] })
    store.close()
    expect(filesOnDisk()).toHaveLength(2)
    const messages: string[] = []
    const job = startRetentionJob({
      databasePath,
      days: 180,
      log: {
        info: (message) => messages.push(message),
        warn: (message) => messages.push(message),
        error: (message) => messages.push(message),
      },
    })
    job.stop()
    expect(messages).toContain('Deleted 1 files of enquiries older than 180 days')
    const files = storedEnquiries().flatMap((enquiry) => enquiry.attachments)
    const old = files.find((entry) => entry.name === 'old drawing.pdf')
    const recent = files.find((entry) => entry.name === 'new drawing.pdf')
    expect(old?.removedAt).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(recent?.removedAt).toBeNull()
    expect(filesOnDisk()).toEqual([recent?.id])
  })

  it('lists each enquiry’s files and duty in the CSV', () => {
    const csv = parseCsv(
      enquiriesCsv([
        {
          ...fakeStored(),
          attachments: [{ id: 'a'.repeat(32), name: 'plan.pdf', kind: 'pdf', contentType: 'application/pdf', size: 10, removedAt: null }],
        },
      ]),
    )
    const record = Object.fromEntries((csv[0] ?? []).map((column, index) => [column, csv[1]?.[index]]))
    expect(record).toMatchObject({ files: 'plan.pdf', duty_belt_width_mm: '1200', duty_material: 'Coal' })
  })

  function fakeStored(): StoredEnquiry {
    const request = enquiryRequestSchema.parse(validEnquiry({ duty }))
    return {
      reference: 'Q-2611-7KX4M9',
      receivedAt: new Date().toISOString(),
      name: request.name,
      email: request.email,
      company: null,
      country: 'GH',
      phone: null,
      sourcePage: '/',
      language: 'en',
      products: request.products,
      details: null,
      utm: null,
      attachments: [],
      request,
      clientAddress: null,
      userAgent: null,
    }
  }
})
