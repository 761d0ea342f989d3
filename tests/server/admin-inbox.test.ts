import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ENQUIRY_PATH, IDEMPOTENCY_HEADER, type EnquiryRequestInput } from '@/contracts/enquiry-schema'
import { downloadDisposition } from '@/server/admin/admin-routes'
import { eraseOldAttachments } from '@/server/enquiries/enquiry-retention'
import { attachmentsFolderOf } from '@/server/enquiries/attachment-files'
import { createApp, type AppOptions } from '@/server/create-app'
import { hashPassword } from '@/server/admin/password-hash'
import { asAttachment, sampleFiles } from '../support/attachment-files'
import { parseCsv } from '../support/parse-csv'

const password = 'a long inbox password'
let passwordHash: string
let folder: string
let databasePath: string
const apps: FastifyInstance[] = []

beforeAll(async () => {
  // A low cost keeps the tests quick; the format and the check are the same as with the default cost.
  passwordHash = await hashPassword(password, { ln: 10, r: 8, p: 1 })
})
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'admin-inbox-test-'))
  databasePath = join(folder, 'enquiries.sqlite')
})
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()))
  rmSync(folder, { recursive: true, force: true })
})

/** null: no ADMIN_PASSWORD_HASH. */
async function startApp(
  adminPasswordHash: string | null = passwordHash,
  { trustProxy }: Pick<AppOptions, 'trustProxy'> = {},
): Promise<FastifyInstance> {
  const app = await createApp({
    enquiries: { databasePath, allowedOrigins: [], rateLimit: { max: 1000, timeWindowMs: 60_000 } },
    services: { mail: { notifyTo: [] }, adminPasswordHash: adminPasswordHash ?? undefined, retentionDays: 180 },
    trustProxy,
  })
  apps.push(app)
  return app
}

function enquiry(overrides: Partial<EnquiryRequestInput> = {}): EnquiryRequestInput {
  return {
    name: 'Ama Mensah',
    email: 'ama.mensah@buyer.example',
    company: 'Tema Bulk Handling Ltd',
    country: 'GH',
    products: [{ name: 'Bend Pulley', quantity: 4, unit: 'pieces' }],
    message: 'Please quote <b>CIF</b> Tema.',
    sourcePage: '/pulley/bend-pulley',
    website: '',
    elapsedMs: 42_000,
    ...overrides,
  }
}

async function send(app: FastifyInstance, body = enquiry()): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: ENQUIRY_PATH,
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: randomUUID() },
    payload: JSON.stringify(body),
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().reference as string
}

const form = (fields: Record<string, string>) => ({
  'content-type': 'application/x-www-form-urlencoded',
  payload: new URLSearchParams(fields).toString(),
})

async function signIn(
  app: FastifyInstance,
  headers: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
): Promise<{ cookie: string; setCookie: string; csrf: string }> {
  const { payload, ...formHeaders } = form({ password })
  const response = await app.inject({
    method: 'POST',
    url: '/admin/sign-in',
    headers: { ...formHeaders, ...headers },
    payload,
    remoteAddress,
  })
  expect(response.statusCode, response.body).toBe(303)
  const setCookie = String(response.headers['set-cookie'])
  const cookie = setCookie.split(';')[0] ?? ''
  const page = await app.inject({ method: 'GET', url: '/admin', headers: { cookie, ...headers }, remoteAddress })
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? ''
  expect(csrf).not.toBe('')
  return { cookie, setCookie, csrf }
}

async function post(app: FastifyInstance, url: string, cookie: string, fields: Record<string, string>) {
  const { payload, ...headers } = form(fields)
  return app.inject({ method: 'POST', url, headers: { ...headers, cookie }, payload })
}

describe('the sales inbox at /admin', () => {
  it('says it is not configured (503) without ADMIN_PASSWORD_HASH, while the API still works', async () => {
    const app = await startApp(null)
    for (const url of ['/admin', '/admin/sign-in', '/admin/enquiries/Q-2611-ABCDEF']) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(503)
      expect(response.body).toContain('The sales inbox is not configured')
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow')
    }
    await send(app)
  })

  it('is never indexed or cached, and sends visitors who are not signed in to the sign-in form', async () => {
    const app = await startApp()
    const response = await app.inject({ method: 'GET', url: '/admin' })
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/admin/sign-in')
    const signInForm = await app.inject({ method: 'GET', url: '/admin/sign-in' })
    expect(signInForm.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(signInForm.headers['cache-control']).toBe('no-store')
    expect(signInForm.headers['content-security-policy']).toContain("default-src 'none'")
    expect(signInForm.body).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(signInForm.body).not.toContain('<script')
  })

  it('signs in with the right password only, with an HttpOnly SameSite=Strict cookie that is Secure behind HTTPS', async () => {
    const app = await startApp()
    const { payload, ...headers } = form({ password: 'not the password' })
    const wrong = await app.inject({ method: 'POST', url: '/admin/sign-in', headers, payload })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.headers['set-cookie']).toBeUndefined()
    expect(wrong.body).toContain('That password is not right.')

    const plain = await signIn(app)
    expect(plain.setCookie).toMatch(/^inbox_session=[\w-]{40,}; Path=\/admin; HttpOnly; SameSite=Strict; Max-Age=43200$/)
    // Behind the proxy TRUST_PROXY names, which says the visitor came over HTTPS.
    const behindProxy = await startApp(passwordHash, { trustProxy: { addresses: ['10.0.0.1'] } })
    const proxied = await signIn(behindProxy, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.5' }, '10.0.0.1')
    expect(proxied.setCookie).toMatch(/; Secure$/)
  })

  it('answers only over HTTPS as the trusted proxy says, or to a local request through no proxy', async () => {
    const app = await startApp(passwordHash, { trustProxy: { addresses: ['10.0.0.1'] } })
    const visit = (remoteAddress: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: '/admin/sign-in', remoteAddress, headers })
    const refusedCases: [string, Record<string, string>][] = [
      // A visitor reaching Node's port over the network.
      ['203.0.113.5', {}],
      // ...who writes the proxy's header himself: only the trusted proxy's word counts.
      ['203.0.113.5', { 'x-forwarded-proto': 'https' }],
      // The proxy forwarding a plain HTTP visit.
      ['10.0.0.1', { 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.5' }],
      // A proxy on this machine that TRUST_PROXY does not name: the visit is not local.
      ['127.0.0.1', { 'x-forwarded-for': '203.0.113.5', 'x-forwarded-proto': 'https' }],
    ]
    for (const [address, headers] of refusedCases) {
      const response = await visit(address, headers)
      expect(response.statusCode, `${address} ${JSON.stringify(headers)}`).toBe(403)
      expect(response.body).toContain('The sales inbox needs HTTPS')
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow')
    }
    const { payload, ...headers } = form({ password })
    const plainSignIn = await app.inject({ method: 'POST', url: '/admin/sign-in', headers, payload, remoteAddress: '203.0.113.5' })
    expect(plainSignIn.statusCode).toBe(403)
    expect(plainSignIn.headers['set-cookie']).toBeUndefined()

    expect((await visit('10.0.0.1', { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.5' })).statusCode).toBe(200)
    expect((await visit('127.0.0.1')).statusCode).toBe(200)
    expect((await visit('::1')).statusCode).toBe(200)
  })

  it('keeps the user signed in when a second session cookie was planted before theirs', async () => {
    const app = await startApp()
    const reference = await send(app)
    const { cookie, csrf } = await signIn(app)
    // A cookie set for a longer path is sent first: the browser sends both.
    const planted = `inbox_session=planted-by-someone-else; ${cookie}`
    const list = await app.inject({ method: 'GET', url: '/admin', headers: { cookie: planted } })
    expect(list.statusCode).toBe(200)
    expect(list.body).toContain(reference)
    expect((await post(app, `/admin/enquiries/${reference}/status`, planted, { csrf, status: 'answered' })).statusCode).toBe(303)
    expect((await post(app, '/admin/sign-out', planted, { csrf })).statusCode).toBe(303)
    expect((await app.inject({ method: 'GET', url: '/admin', headers: { cookie } })).statusCode).toBe(303)
  })

  it('checks at most five of twenty wrong passwords sent at once from one address', async () => {
    const app = await startApp()
    const attempts = Array.from({ length: 20 }, (_, index) => {
      const { payload, ...headers } = form({ password: `wrong ${index}` })
      return app.inject({ method: 'POST', url: '/admin/sign-in', headers, payload })
    })
    const statuses = (await Promise.all(attempts)).map((response) => response.statusCode)
    // 401: the password was checked and was wrong; 429: refused before any check.
    expect(statuses.filter((status) => status === 401)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(15)
  })

  it('counts wrong passwords from an IPv6 address by its /64', async () => {
    const app = await startApp(passwordHash, { trustProxy: { addresses: ['10.0.0.1'] } })
    // Through the trusted proxy over HTTPS, from the visitor's address.
    const signInFrom = (client: string, attempt: string) => {
      const { payload, ...headers } = form({ password: attempt })
      return app.inject({
        method: 'POST',
        url: '/admin/sign-in',
        remoteAddress: '10.0.0.1',
        headers: { ...headers, 'x-forwarded-proto': 'https', 'x-forwarded-for': client },
        payload,
      })
    }
    for (let host = 1; host <= 5; host++) expect((await signInFrom(`2001:db8:1:2::${host}`, `wrong ${host}`)).statusCode).toBe(401)
    expect((await signInFrom('2001:db8:1:2:ffff::9', password)).statusCode).toBe(429)
    expect((await signInFrom('2001:db8:1:3::1', password)).statusCode).toBe(303)
  })

  it('refuses further sign-ins from an address after five wrong passwords, even with the right one', async () => {
    const app = await startApp()
    for (let attempt = 1; attempt <= 5; attempt++) {
      const { payload, ...headers } = form({ password: `wrong ${attempt}` })
      expect((await app.inject({ method: 'POST', url: '/admin/sign-in', headers, payload })).statusCode).toBe(401)
    }
    const { payload, ...headers } = form({ password })
    const limited = await app.inject({ method: 'POST', url: '/admin/sign-in', headers, payload })
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.headers['set-cookie']).toBeUndefined()
  })

  it('lists newest first, searches, filters by status and date, and shows every field escaped', async () => {
    const app = await startApp()
    const first = await send(app, enquiry({ name: 'Kofi Boateng', email: 'kofi@buyer.example', company: 'Kumasi Quarry' }))
    const second = await send(app)
    const { cookie, csrf } = await signIn(app)

    const list = await app.inject({ method: 'GET', url: '/admin', headers: { cookie } })
    expect(list.body.indexOf(second)).toBeLessThan(list.body.indexOf(first))
    expect(list.body.indexOf(second)).toBeGreaterThan(0)

    const search = await app.inject({ method: 'GET', url: '/admin?q=kumasi', headers: { cookie } })
    expect(search.body).toContain(first)
    expect(search.body).not.toContain(second)

    expect((await post(app, `/admin/enquiries/${first}/status`, cookie, { csrf, status: 'answered' })).statusCode).toBe(303)
    const answered = await app.inject({ method: 'GET', url: '/admin?status=answered', headers: { cookie } })
    expect(answered.body).toContain(first)
    expect(answered.body).not.toContain(second)

    const today = new Date().toISOString().slice(0, 10)
    expect((await app.inject({ method: 'GET', url: `/admin?from=${today}&to=${today}`, headers: { cookie } })).body).toContain(first)
    expect((await app.inject({ method: 'GET', url: '/admin?to=2020-01-01', headers: { cookie } })).body).toContain('No enquiry matches.')

    const detail = await app.inject({ method: 'GET', url: `/admin/enquiries/${second}`, headers: { cookie } })
    expect(detail.statusCode).toBe(200)
    for (const text of [
      'Ama Mensah',
      'ama.mensah@buyer.example',
      'Tema Bulk Handling Ltd',
      'Ghana (GH)',
      'Bend Pulley × 4 pieces',
      '/pulley/bend-pulley',
      '127.0.0.1',
      'Notification to sales',
      'Acknowledgement to the buyer',
    ]) {
      expect(detail.body).toContain(text)
    }
    expect(detail.body).toContain('Please quote &#60;b&#62;CIF&#60;/b&#62; Tema.')
    expect(detail.body).not.toContain('<b>CIF</b>')

    const csv = await app.inject({ method: 'GET', url: '/admin/export.csv?status=answered', headers: { cookie } })
    expect(csv.headers['content-type']).toMatch(/^text\/csv/)
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="enquiries-\d{4}-\d\d-\d\d\.csv"$/)
    const [header, ...rows] = csv.body.trim().split('\r\n')
    expect(header).toMatch(/^reference,received_at,name,email/)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toContain(first)
  })

  it('shows the language each enquiry was sent in: a column of the list, a line of the detail and of the CSV', async () => {
    const app = await startApp()
    const spanish = await send(app, enquiry({ name: 'Lucía Fernández', country: 'CL', sourcePage: '/es/contact-us', language: 'es' }))
    const russian = await send(app, enquiry({ name: 'Айгуль Сеитова', country: 'KZ', sourcePage: '/ru/contact-us', language: 'ru' }))
    const english = await send(app)
    const { cookie } = await signIn(app)

    const list = await app.inject({ method: 'GET', url: '/admin', headers: { cookie } })
    expect(list.body).toContain('<th>Country</th><th>Language</th><th>Products</th>')
    const rowOf = (reference: string) => list.body.slice(list.body.indexOf(`>${reference}</a>`)).split('</tr>')[0] ?? ''
    expect(rowOf(spanish)).toContain('<td>Spanish</td>')
    expect(rowOf(russian)).toContain('<td>Russian</td>')
    expect(rowOf(english)).toContain('<td>English</td>')

    const detailOf = async (reference: string) =>
      (await app.inject({ method: 'GET', url: `/admin/enquiries/${reference}`, headers: { cookie } })).body
    expect(await detailOf(spanish)).toContain('<dt>Language of the page and the acknowledgement</dt><dd>Spanish (es)</dd>')
    expect(await detailOf(english)).toContain('<dt>Language of the page and the acknowledgement</dt><dd>English (en)</dd>')

    const csv = await app.inject({ method: 'GET', url: '/admin/export.csv', headers: { cookie } })
    const [header = [], ...rows] = parseCsv(csv.body)
    const column = header.indexOf('language')
    expect(column).toBeGreaterThan(0)
    expect(Object.fromEntries(rows.map((row) => [row[0], row[column]]))).toEqual({
      [spanish]: 'es',
      [russian]: 'ru',
      [english]: 'en',
    })
  })

  it('shows the duty, the page as a link, and each file as a download for a signed-in user only', async () => {
    const app = await startApp()
    const sourcePage = '/tools/select?width=1200&speed=2.5&material=Coal'
    const reference = await send(
      app,
      enquiry({
        sourcePage,
        duty: { beltWidth: 1200, beltSpeed: 2.5, material: 'Coal' },
        attachments: [asAttachment('GA <drawing>.pdf', sampleFiles.pdf), asAttachment('site.jpg', sampleFiles.jpeg)],
      }),
    )
    const { cookie } = await signIn(app)
    const list = await app.inject({ method: 'GET', url: '/admin', headers: { cookie } })
    expect(list.body).toContain('2 files')
    const detail = await app.inject({ method: 'GET', url: `/admin/enquiries/${reference}`, headers: { cookie } })
    expect(detail.body).toContain('<dt>Belt width</dt><dd>1200 mm</dd>')
    expect(detail.body).toContain('<dt>Belt speed</dt><dd>2.5 m/s</dd>')
    expect(detail.body).toContain('<dt>Material conveyed</dt><dd>Coal</dd>')
    expect(detail.body).toContain('<a href="/tools/select?width=1200&#38;speed=2.5&#38;material=Coal" rel="noreferrer">')
    const links = [
      ...detail.body.matchAll(/<a href="(\/admin\/enquiries\/[^"]+\/attachments\/[0-9a-f]{32})" download>([^<]+)<\/a> \(([^)]+)\)/g),
    ].map((match) => ({ href: match[1] ?? '', name: match[2], about: match[3] }))
    expect(links.map(({ name, about }) => ({ name, about }))).toEqual([
      { name: 'GA &#60;drawing&#62;.pdf', about: 'PDF, 1 KB' },
      { name: 'site.jpg', about: 'JPEG, 1 KB' },
    ])

    const download = await app.inject({ method: 'GET', url: links[0]?.href ?? '', headers: { cookie } })
    expect(download.statusCode).toBe(200)
    expect(download.rawPayload).toEqual(sampleFiles.pdf)
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'content-disposition': `attachment; filename="GA <drawing>.pdf"; filename*=UTF-8''GA%20%3Cdrawing%3E.pdf`,
    })

    // Not signed in: the sign-in form, and not a byte of the file.
    const stranger = await app.inject({ method: 'GET', url: links[0]?.href ?? '' })
    expect(stranger.statusCode).toBe(303)
    expect(stranger.rawPayload.length).toBe(0)
    // Another enquiry's reference, or an id that is not one, finds nothing.
    const other = await send(app)
    expect(
      (await app.inject({ method: 'GET', url: (links[0]?.href ?? '').replace(reference, other), headers: { cookie } })).statusCode,
    ).toBe(404)
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/admin/enquiries/${reference}/attachments/..%2F..%2Fenquiries.sqlite`,
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(404)

    // After the retention period the file is gone and the page says so.
    const db = new Database(databasePath)
    expect(eraseOldAttachments(db, attachmentsFolderOf(databasePath), 1, new Date(Date.now() + 2 * 86_400_000))).toBe(2)
    db.close()
    const after = await app.inject({ method: 'GET', url: `/admin/enquiries/${reference}`, headers: { cookie } })
    expect(after.body).toMatch(/GA &#60;drawing&#62;\.pdf \(PDF, 1 KB\): deleted after the retention period/)
    expect(after.body).not.toContain(links[0]?.href)
    expect((await app.inject({ method: 'GET', url: links[0]?.href ?? '', headers: { cookie } })).statusCode).toBe(410)
  })

  it('names a download after what the file really is', () => {
    expect(downloadDisposition({ name: 'invoice.exe', kind: 'pdf' })).toBe(
      `attachment; filename="invoice.exe.pdf"; filename*=UTF-8''invoice.exe.pdf`,
    )
    expect(downloadDisposition({ name: 'фото.JPEG', kind: 'jpeg' })).toBe(
      `attachment; filename="____.JPEG"; filename*=UTF-8''%D1%84%D0%BE%D1%82%D0%BE.JPEG`,
    )
    expect(downloadDisposition({ name: "it's (1).dxf", kind: 'dxf' })).toBe(
      `attachment; filename="it's (1).dxf"; filename*=UTF-8''it%27s%20%281%29.dxf`,
    )
  })

  it('saves a status and a note with the CSRF token, and refuses a change without it or with another', async () => {
    const app = await startApp()
    const reference = await send(app)
    const { cookie, csrf } = await signIn(app)

    const forged = await post(app, `/admin/enquiries/${reference}/status`, cookie, { status: 'spam' })
    expect(forged.statusCode).toBe(403)
    expect(forged.body).toContain('nothing was changed')
    const wrongToken = await post(app, `/admin/enquiries/${reference}/note`, cookie, { csrf: `${csrf.slice(0, -2)}xx`, note: 'forged' })
    expect(wrongToken.statusCode).toBe(403)
    const noSession = await post(app, `/admin/enquiries/${reference}/status`, '', { csrf, status: 'spam' })
    expect(noSession.statusCode).toBe(403)
    let detail = await app.inject({ method: 'GET', url: `/admin/enquiries/${reference}`, headers: { cookie } })
    expect(detail.body).toContain('status-new')
    expect(detail.body).not.toContain('forged')

    expect((await post(app, `/admin/enquiries/${reference}/status`, cookie, { csrf, status: 'spam' })).statusCode).toBe(303)
    expect(
      (await post(app, `/admin/enquiries/${reference}/note`, cookie, { csrf, note: 'Called back on 25 Nov; wants 6305 bearings.' }))
        .statusCode,
    ).toBe(303)
    detail = await app.inject({ method: 'GET', url: `/admin/enquiries/${reference}`, headers: { cookie } })
    expect(detail.body).toContain('status-spam')
    expect(detail.body).toContain('Called back on 25 Nov; wants 6305 bearings.')
    expect((await post(app, `/admin/enquiries/${reference}/status`, cookie, { csrf, status: 'deleted' })).statusCode).toBe(400)
  })

  it('puts failed e-mails back in the queue from the detail page', async () => {
    const app = await startApp()
    const reference = await send(app)
    const db = new Database(databasePath)
    try {
      db.prepare("UPDATE outbox SET status = 'failed', attempts = 8, last_error = '550 mailbox unavailable'").run()
    } finally {
      db.close()
    }
    const { cookie, csrf } = await signIn(app)
    const detail = await app.inject({ method: 'GET', url: `/admin/enquiries/${reference}`, headers: { cookie } })
    expect(detail.body).toContain('550 mailbox unavailable')
    expect(detail.body).toContain('Send the failed e-mails again')
    expect((await post(app, `/admin/enquiries/${reference}/retry-mail`, cookie, { csrf })).statusCode).toBe(303)
    const after = await app.inject({ method: 'GET', url: `/admin/enquiries/${reference}`, headers: { cookie } })
    expect(after.body).not.toContain('Send the failed e-mails again')
    expect(after.body.match(/class="mail-pending"/g)).toHaveLength(2)
  })

  it('ends the session on sign-out', async () => {
    const app = await startApp()
    const { cookie, csrf } = await signIn(app)
    expect((await post(app, '/admin/sign-out', cookie, { csrf })).statusCode).toBe(303)
    expect((await app.inject({ method: 'GET', url: '/admin', headers: { cookie } })).statusCode).toBe(303)
  })
})
