/**
 * The server probe's findings (issue 20), each checked the way the probe found it: the client
 * address behind a proxy and within an IPv6 /64, database waits and the event loop, slow clients,
 * formulas in the CSV export, invisible characters, the size limit each route names, and hostile
 * files sent with an enquiry (issue 30).
 */
import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MAX_ATTACHMENT_BYTES } from '@/contracts/enquiry-attachments'
import { ENQUIRY_PATH, IDEMPOTENCY_HEADER, type EnquiryRequest, type EnquiryRequestInput } from '@/contracts/enquiry-schema'
import { createApp, type AppOptions } from '@/server/create-app'
import { attachmentsFolderOf } from '@/server/enquiries/attachment-files'
import { enquiriesCsv } from '@/server/enquiries/enquiry-listing'
import { openEnquiryStore } from '@/server/enquiries/enquiry-store'
import { readServerConfig, trustProxyWarning } from '@/server/server-config'
import { asAttachment, hostileFiles, pdfOfSize, sampleFiles } from '../support/attachment-files'
import { assertBuilt, distDir, routeTable } from '../support/built-site'
import { parseCsv } from '../support/parse-csv'
import { securityHeaders } from '../support/served-expectations'

let folder: string
let databasePath: string
const openApps: FastifyInstance[] = []

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'server-hardening-'))
  databasePath = join(folder, 'enquiries.sqlite')
})
afterEach(async () => {
  await Promise.all(openApps.splice(0).map((app) => app.close()))
  rmSync(folder, { recursive: true, force: true })
})

async function startApp(options: Partial<AppOptions> & { max?: number } = {}): Promise<FastifyInstance> {
  const { max = 1000, ...rest } = options
  const app = await createApp({
    enquiries: { databasePath, allowedOrigins: [], rateLimit: { max, timeWindowMs: 60_000 } },
    ...rest,
  } as AppOptions)
  openApps.push(app)
  return app
}

function enquiry(overrides: Partial<EnquiryRequestInput> = {}): EnquiryRequestInput {
  return {
    name: 'Ama Mensah',
    email: 'ama.mensah@example.com',
    company: 'Tema Bulk Handling Ltd',
    country: 'GH',
    phone: '+233 20 000 0000',
    products: [{ name: 'Bend Pulley', quantity: 4, unit: 'pieces' }],
    port: 'Tema',
    message: 'Please quote with delivery time.',
    sourcePage: '/pulley/bend-pulley',
    website: '',
    elapsedMs: 42_000,
    ...overrides,
  }
}

function send(
  app: FastifyInstance,
  body: unknown,
  { remoteAddress = '127.0.0.1', headers = {} }: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: ENQUIRY_PATH,
    remoteAddress,
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: randomUUID(), ...headers },
    payload: JSON.stringify(body),
  })
}

describe('the client address (finding 2)', () => {
  it('behind a trusted proxy, limits each visitor by their own address, not the proxy’s', async () => {
    const app = await startApp({ max: 2, trustProxy: { hops: 1 } })
    const viaProxy = (client: string) => send(app, enquiry(), { remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': client } })
    // One visitor uses up their allowance...
    expect((await viaProxy('203.0.113.7')).statusCode).toBe(201)
    expect((await viaProxy('203.0.113.7')).statusCode).toBe(201)
    expect((await viaProxy('203.0.113.7')).statusCode).toBe(429)
    // ...and the next buyer through the same proxy is not locked out.
    expect((await viaProxy('198.51.100.20')).statusCode).toBe(201)
    // A client cannot choose its address by writing the header itself: only the proxy's last entry counts.
    expect((await viaProxy('198.51.100.99, 203.0.113.7')).statusCode).toBe(429)
  })

  it('trusts a proxy given by address range, and no one else', async () => {
    const app = await startApp({ max: 1, trustProxy: { addresses: ['10.0.0.0/8'] } })
    expect((await send(app, enquiry(), { remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode).toBe(201)
    expect((await send(app, enquiry(), { remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': '198.51.100.20' } })).statusCode).toBe(
      201,
    )
    // Not from the trusted range: the header is ignored and the connection's address counts.
    expect((await send(app, enquiry(), { remoteAddress: '192.0.2.1', headers: { 'x-forwarded-for': '198.51.100.30' } })).statusCode).toBe(
      201,
    )
    expect((await send(app, enquiry(), { remoteAddress: '192.0.2.1', headers: { 'x-forwarded-for': '198.51.100.31' } })).statusCode).toBe(
      429,
    )
  })

  it('counts IPv6 clients by their /64, so rotating addresses inside it gains nothing', async () => {
    const app = await startApp({ max: 2 })
    expect((await send(app, enquiry(), { remoteAddress: '2001:db8:1:2::1' })).statusCode).toBe(201)
    expect((await send(app, enquiry(), { remoteAddress: '2001:db8:1:2:abcd::9' })).statusCode).toBe(201)
    expect((await send(app, enquiry(), { remoteAddress: '2001:0db8:0001:0002:ffff:ffff:ffff:ffff' })).statusCode).toBe(429)
    // The next /64 is another customer.
    expect((await send(app, enquiry(), { remoteAddress: '2001:db8:1:3::1' })).statusCode).toBe(201)
  })

  it('reads TRUST_PROXY as a hop count or addresses and ranges, and names a bad value', () => {
    expect(readServerConfig({}).trustProxy).toBe('none')
    expect(readServerConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 })
    expect(readServerConfig({ TRUST_PROXY: '10.0.0.0/8, ::1, loopback' }).trustProxy).toEqual({
      addresses: ['10.0.0.0/8', '::1', 'loopback'],
    })
    expect(() => readServerConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(
      /TRUST_PROXY: "proxy.example.com" is neither an address nor a range/,
    )
    expect(() => readServerConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/)
  })

  it('warns at start when a hop count is trusted on a port others can reach (issue 35)', () => {
    expect(trustProxyWarning(readServerConfig({ TRUST_PROXY: '1', HOST: '0.0.0.0' }))).toMatch(
      /TRUST_PROXY=1 believes whoever connects to 0\.0\.0\.0.*TRUST_PROXY=127\.0\.0\.1/,
    )
    expect(trustProxyWarning(readServerConfig({ TRUST_PROXY: '1' }))).toBeUndefined()
    expect(trustProxyWarning(readServerConfig({ TRUST_PROXY: '127.0.0.1', HOST: '0.0.0.0' }))).toBeUndefined()
  })
})

describe('database waits (finding 3)', () => {
  it('keeps serving pages while an enquiry waits for the database lock held by another process', async () => {
    assertBuilt()
    // The save waits for the lock as long as this test holds it (the wait is far longer than the
    // pages below take), yet ends inside the test's time-out: a write that blocked the event loop
    // makes the test fail instead of hanging it.
    const app = await startApp({
      distDir,
      table: routeTable,
      enquiries: { databasePath, allowedOrigins: [], rateLimit: { max: 1000, timeWindowMs: 60_000 }, lockWaitMs: 30_000 },
    })
    // Over real connections, as visitors come: each request is its own turn of the event loop.
    const origin = await app.listen({ port: 0, host: '127.0.0.1' })
    // Another writer (the list script, a backup, a second server) holds the write lock.
    const other = new Database(databasePath)
    other.exec('BEGIN IMMEDIATE')
    let enquiryAnswered = false
    const post = request(`${origin}${ENQUIRY_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: randomUUID() },
    })
    const pending = new Promise<number | undefined>((resolve, reject) => {
      post.once('response', (response) => {
        enquiryAnswered = true
        response.resume()
        resolve(response.statusCode)
      })
      post.once('error', reject)
    })
    post.end(JSON.stringify(enquiry()))
    try {
      // The whole enquiry is on its way before the first page is asked for: the server reads it first.
      await once(post, 'finish')
      for (let index = 0; index < 20; index++) {
        const path = routeTable[index % routeTable.length]?.path ?? '/'
        const page = await fetch(`${origin}${path}`)
        expect(page.status, path).toBe(200)
        await page.arrayBuffer()
      }
      // Every page was answered while the enquiry was still waiting for the lock.
      expect(enquiryAnswered).toBe(false)
    } finally {
      other.exec('COMMIT')
      other.close()
    }
    // Once the lock is free, the enquiry is stored and acknowledged.
    expect(await pending).toBe(201)
  })
})

describe('slow clients (finding 4)', () => {
  const timeouts = { headersMs: 500, requestMs: 1000, idleMs: 3000, keepAliveMs: 500 }

  /** Opens a connection, writes the start, then one byte every 100 ms; resolves when the server closes it. */
  async function dripUntilClosed(origin: string, start: string): Promise<string> {
    const { port } = new URL(origin)
    const socket = connect(Number(port), '127.0.0.1')
    await once(socket, 'connect')
    let received = ''
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()))
    socket.on('error', () => undefined)
    socket.write(start)
    const drip = setInterval(() => socket.write('a'), 100)
    try {
      await once(socket, 'close')
    } finally {
      clearInterval(drip)
    }
    return received
  }

  it('closes a connection whose headers arrive a byte at a time', async () => {
    const app = await startApp({ timeouts })
    const origin = await app.listen({ port: 0, host: '127.0.0.1' })
    const answer = await dripUntilClosed(origin, 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ')
    // Node answers 408 (or just closes) once the header time is up.
    expect(answer === '' || /^HTTP\/1\.1 408/.test(answer)).toBe(true)
  })

  it('closes a connection whose body arrives a byte at a time', async () => {
    const app = await startApp({ timeouts })
    const origin = await app.listen({ port: 0, host: '127.0.0.1' })
    const answer = await dripUntilClosed(
      origin,
      `POST ${ENQUIRY_PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${IDEMPOTENCY_HEADER}: ${randomUUID()}\r\nContent-Length: 20000\r\n\r\n{"name":"`,
    )
    expect(answer === '' || /^HTTP\/1\.1 408/.test(answer)).toBe(true)
  })
})

describe('the CSV export (finding 5)', () => {
  it('neutralises a formula in any part a spreadsheet could split a cell into', () => {
    const store = openEnquiryStore(databasePath)
    try {
      const hostile = enquiry({
        name: 'Acme;=1+1',
        company: 'Tema, =HYPERLINK("http://example.com/x","Open")',
        port: 'Tema\t@SUM(A1:A9)',
        message: 'First line\n-2+3 per roller;  +cmd|" /C calc"!A0',
        products: [{ name: 'Bend Pulley, =1+1', quantity: 2, unit: 'pieces' }],
        details: { bearing: '6305; -1', standard: '=DIN' },
        utm: { source: 'x;@evil' },
      })
      // Stored directly: the export must be safe for any row, even one stored before today's validation.
      store.save({ idempotencyKey: randomUUID(), request: hostile as EnquiryRequest, userAgent: 'agent, =2*3' })
      const [header, row] = parseCsv(enquiriesCsv(store.list()))
      expect(row).toHaveLength(header?.length ?? -1)
      for (const [index, cell] of (row ?? []).entries()) {
        for (const part of cell.split(/[;,\t\r\n]/)) {
          expect(part.trimStart(), `${header?.[index]}: "${cell}"`).not.toMatch(/^[=+\-@]/)
        }
      }
      // The text itself is kept: only an apostrophe before each formula start.
      const record = Object.fromEntries((header ?? []).map((column, index) => [column, row?.[index]]))
      expect(record.name).toBe("Acme;'=1+1")
      expect(record.phone).toBe("'+233 20 000 0000")
    } finally {
      store.close()
    }
  })
})

describe('invisible and broken characters (finding 6)', () => {
  const refused: [string, Partial<EnquiryRequestInput>, RegExp][] = [
    ['name', { name: 'Ama \u001b[31mMensah' }, /control character \(U\+001B\)/],
    ['company', { company: 'Acme\u0007 Ltd' }, /control character \(U\+0007\)/],
    ['message', { message: 'Hello\u0000 there' }, /control character \(U\+0000\)/],
    ['port', { port: 'Tema\nAccra' }, /one line/],
    ['name', { name: 'Ama\r\nMensah' }, /one line/],
    ['company', { company: 'Acme\tLtd' }, /tab/],
    ['company', { company: 'Acme \u202egnp.exe' }, /text-direction character \(U\+202E\)/],
    ['name', { name: 'Ama \u2067Mensah' }, /text-direction character \(U\+2067\)/],
    ['products.0.name', { products: [{ name: 'Bend \ud800Pulley', quantity: 1, unit: 'pieces' }] }, /broken character \(U\+D800\)/],
    ['details.bearing', { details: { bearing: '6305\udc00' } }, /broken character \(U\+DC00\)/],
    ['sourcePage', { sourcePage: '/roller\u001b[2J' }, /control character/],
    // Issue 35: line separators, invisible characters, and a name with nothing visible in it.
    ['name', { name: 'Ama\u2028Mensah' }, /one line/],
    ['company', { company: 'Acme\u2029Ltd' }, /one line/],
    ['name', { name: 'Ama\u200bMensah' }, /invisible character \(U\+200B\)/],
    ['port', { port: 'Te\ufeffma' }, /invisible character \(U\+FEFF\)/],
    ['details.bearing', { details: { bearing: '6305\u2060' } }, /invisible character \(U\+2060\)/],
    [
      'products.0.name',
      { products: [{ name: 'Bend Pulley\u{e0049}\u{e0067}\u{e006e}', quantity: 1, unit: 'pieces' }] },
      /invisible character \(U\+E0049\)/,
    ],
    ['name', { name: '\u200b\u200b\u200b' }, /invisible character \(U\+200B\)/],
    ['name', { name: '\u3164\u3164' }, /invisible character \(U\+3164\)/],
    ['name', { name: '\u200c\u200d\u200c\u200e' }, /visible/],
  ]

  it('refuses control characters, line breaks in one-line fields, direction overrides and lone surrogates, naming the field', async () => {
    const app = await startApp()
    for (const [field, overrides, message] of refused) {
      const response = await send(app, enquiry(overrides))
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400)
      expect(response.json().fields?.[field], field).toMatch(message)
    }
    const store = openEnquiryStore(databasePath, { readonly: true })
    expect(store.count()).toBe(0)
    store.close()
  })

  it('keeps line breaks and tabs in the message, right-to-left marks and other scripts as typed', async () => {
    const app = await startApp()
    // A Persian name needs its zero-width non-joiner (U+200C): it is typed, and it stays.
    const typed = enquiry({ name: 'مريم\u200f Haddad', company: 'محمد\u200cرضا 中山 输送机', message: 'Line one\r\nLine two\n\tindented' })
    const response = await send(app, typed, { headers: { 'user-agent': 'Agent\u001b[2J/1.0' } })
    expect(response.statusCode, response.body).toBe(201)
    const store = openEnquiryStore(databasePath, { readonly: true })
    const [stored] = store.list()
    store.close()
    expect(stored?.name).toBe(typed.name)
    expect(stored?.request.message).toBe(typed.message)
    // The user agent is no one's typing: its control characters are removed, not refused.
    expect(stored?.userAgent).toBe('Agent [2J/1.0')
  })
})

describe('hostile files (issue 30)', () => {
  const file = ({ name, bytes }: { name: string; bytes: Buffer }) => asAttachment(name, bytes)
  const good = asAttachment('layout.pdf', sampleFiles.pdf)
  // Each is refused with 400, naming the file (or the list) and the rule it breaks.
  const refused: [string, unknown[], string, RegExp][] = [
    [
      'a program renamed .pdf',
      [file(hostileFiles.exeAsPdf)],
      'attachments.0',
      /^“drawing\.pdf” is not a PDF, PNG, JPEG, WebP, DWG or DXF file\. We check what a file holds, not its name\.$/,
    ],
    ['a web page named .png', [file(hostileFiles.htmlAsPng)], 'attachments.0', /^“photo\.png” is not a PDF/],
    ['an archive named .dwg', [good, file(hostileFiles.zipAsDwg)], 'attachments.1', /^“plan\.dwg” is not a PDF/],
    ['an empty file', [file(hostileFiles.empty)], 'attachments.0', /^“empty\.pdf” is empty \(0 bytes\)/],
    ['a file over 10 MB', [file(hostileFiles.oversize)], 'attachments.0', /^“scan\.pdf” is 10\.0 MB: each file may be at most 10\.0 MB/],
    ['a path for a name', [file(hostileFiles.pathName)], 'attachments.0', /^“passwd\.pdf”: a file name may not contain \/ or \\/],
    ['a Windows path for a name', [file(hostileFiles.windowsPathName)], 'attachments.0', /^“win\.ini\.pdf”: a file name may not contain/],
    [
      'a name with a control character',
      [asAttachment('plan\u001b[2J.pdf', sampleFiles.pdf)],
      'attachments.0.name',
      /control character \(U\+001B\)/,
    ],
    ['no name', [{ data: good.data }], 'attachments.0.name', /without its name/],
    ['content that is not base64', [{ name: 'x.pdf', data: '%PDF-1.4 sent as text' }], 'attachments.0', /could not be read as sent/],
    ['six files', Array.from({ length: 6 }, () => good), 'attachments', /^Please attach at most 5 files to one enquiry\.$/],
    [
      'files over 20 MB together',
      [asAttachment('a.pdf', pdfOfSize(MAX_ATTACHMENT_BYTES)), asAttachment('b.pdf', pdfOfSize(MAX_ATTACHMENT_BYTES)), good],
      'attachments',
      /^The files come to 20\.0 MB: one enquiry may carry at most 20\.0 MB in all\.$/,
    ],
  ]
  const filesWritten = () => (existsSync(attachmentsFolderOf(databasePath)) ? readdirSync(attachmentsFolderOf(databasePath)) : [])

  it('refuses each with 400 naming the file and the rule, stores nothing and writes no file', async () => {
    const app = await startApp()
    for (const [what, attachments, field, message] of refused) {
      const response = await send(app, enquiry({ attachments } as Partial<EnquiryRequestInput>))
      expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBe(400)
      expect(response.json().fields?.[field], what).toMatch(message)
    }
    const store = openEnquiryStore(databasePath, { readonly: true })
    expect(store.count()).toBe(0)
    store.close()
    expect(filesWritten()).toEqual([])
  })

  it('refuses files too large for the request with 413, naming the limit of all files together', async () => {
    const app = await startApp()
    const response = await send(
      app,
      enquiry({ attachments: [0, 1, 2].map((index) => asAttachment(`${index}.pdf`, pdfOfSize(8 * 1024 * 1024))) }),
    )
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({
      error: 'payload_too_large',
      message: 'This enquiry is larger than we accept: its files may come to 20.0 MB in all.',
    })
    expect(filesWritten()).toEqual([])
  })
})

describe('size limits (finding 8)', () => {
  it('names the limit of the route that refused the body', async () => {
    const app = await startApp()
    const big = (bytes: number) => JSON.stringify({ text: 'x'.repeat(bytes) })
    const enquiryRoute = await app.inject({
      method: 'POST',
      url: ENQUIRY_PATH,
      headers: { 'content-type': 'application/json' },
      payload: big(28 * 1024 * 1024),
    })
    expect(enquiryRoute.statusCode).toBe(413)
    expect(enquiryRoute.json().message).toMatch(/files may come to 20\.0 MB in all/)
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/nothing-here',
      headers: { 'content-type': 'application/json' },
      payload: big(2 * 1024 * 1024),
    })
    expect(elsewhere.statusCode).toBe(413)
    expect(elsewhere.json().message).not.toMatch(/20\.0 MB/)
    expect(elsewhere.json().message).toMatch(/1 KB/)
    const readRoute = await app.inject({
      method: 'PUT',
      url: ENQUIRY_PATH,
      headers: { 'content-type': 'application/json' },
      payload: big(2 * 1024 * 1024),
    })
    expect(readRoute.statusCode).toBe(413)
    expect(readRoute.json().message).toMatch(/1 MB/)
  })
})

describe('third pass (issue 35)', () => {
  it('gives an address fastify cannot decode (/%ff) the common security headers and a plain reason', async () => {
    const app = await startApp()
    for (const url of ['/%ff', '/api/%ff', '/admin/%e0%a4%a']) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(400)
      expect(response.body, url).toContain('the address cannot be read')
      for (const [name, value] of Object.entries(securityHeaders)) expect(response.headers[name], `${url}: ${name}`).toBe(value)
    }
  })

  it('refuses a body that is not UTF-8, or says another charset, with a reason, and stores nothing', async () => {
    const app = await startApp()
    const valid = JSON.stringify(enquiry())
    // "Ama" then a Latin-1 "é" (one byte 0xE9): not UTF-8.
    const latin1 = Buffer.from(valid.replace('Ama Mensah', 'Am\u00e9 Mensah'), 'latin1')
    const invalid = await app.inject({
      method: 'POST',
      url: ENQUIRY_PATH,
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: randomUUID() },
      payload: latin1,
    })
    expect(invalid.statusCode, invalid.body).toBe(400)
    expect(invalid.json()).toMatchObject({ error: 'invalid_encoding', message: expect.stringMatching(/UTF-8/) })
    for (const charset of ['latin1', 'iso-8859-1', 'utf-16']) {
      const declared = await app.inject({
        method: 'POST',
        url: ENQUIRY_PATH,
        headers: { 'content-type': `application/json; charset=${charset}`, [IDEMPOTENCY_HEADER]: randomUUID() },
        payload: valid,
      })
      expect(declared.statusCode, charset).toBe(415)
      expect(declared.json().message, charset).toMatch(/UTF-8/)
    }
    const store = openEnquiryStore(databasePath, { readonly: true })
    expect(store.count()).toBe(0)
    store.close()
    for (const contentType of ['application/json; charset=utf-8', 'application/json; charset="UTF-8"']) {
      const accepted = await app.inject({
        method: 'POST',
        url: ENQUIRY_PATH,
        headers: { 'content-type': contentType, [IDEMPOTENCY_HEADER]: randomUUID() },
        payload: Buffer.from(valid.replace('Ama Mensah', 'Amé Mensah')),
      })
      expect(accepted.statusCode, contentType).toBe(201)
    }
  })

  it('counts only stored enquiries against the limit: refused sends use up nothing', async () => {
    const app = await startApp({ max: 2 })
    for (const overrides of [{ email: 'not an address' }, { name: '' }, { products: [] }])
      expect((await send(app, enquiry(overrides))).statusCode).toBe(400)
    expect((await send(app, '{"name":', { headers: {} })).statusCode).toBe(400)
    expect((await send(app, enquiry())).statusCode).toBe(201)
    expect((await send(app, enquiry())).statusCode).toBe(201)
    expect((await send(app, enquiry())).statusCode).toBe(429)
  })

  it('answers a retry of an enquiry already stored with its reference, even past the limit', async () => {
    const app = await startApp({ max: 1 })
    const key = randomUUID()
    const first = await send(app, enquiry(), { headers: { [IDEMPOTENCY_HEADER]: key } })
    expect(first.statusCode).toBe(201)
    expect((await send(app, enquiry({ name: 'Kofi Boateng' }))).statusCode).toBe(429)
    // The answer to the first send was lost: the page sends it again under its key.
    const retry = await send(app, enquiry(), { headers: { [IDEMPOTENCY_HEADER]: key } })
    expect(retry.statusCode, retry.body).toBe(201)
    expect(retry.json().reference).toBe(first.json().reference)
    expect(retry.headers['idempotent-replayed']).toBe('true')
  })

  it('holds the limit under a burst: of ten sends at once from one address, three are stored', async () => {
    const app = await startApp({ max: 3 })
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => send(app, enquiry())))).map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(3)
    expect(statuses.filter((status) => status === 429)).toHaveLength(7)
    const store = openEnquiryStore(databasePath, { readonly: true })
    expect(store.count()).toBe(3)
    store.close()
  })
})
