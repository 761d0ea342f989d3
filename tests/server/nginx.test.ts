import { execFileSync } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request as httpsRequest } from 'node:https'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENQUIRY_PATH, IDEMPOTENCY_HEADER } from '@/contracts/enquiry-schema'
import { hashPassword } from '@/server/admin/password-hash'
import { createApp } from '@/server/create-app'
import { startNginx, type RunningNginx } from '../../scripts/bench/nginx-site'
import { assertBuilt, distDir } from '../support/built-site'
import { temporaryDatabasePath } from '../support/served-site'
import { checkEntityTagsPerEncoding, checkServedSite, rawRequest } from '../support/served-expectations'

/** Debian's nginx with deploy/nginx/conveyor-site.conf, in front of the Node process for /api and /admin. */
let nginx: RunningNginx
/** The same configuration over HTTPS (a certificate made for the test), as the recipe is meant to run. */
let nginxOverHttps: RunningNginx
let api: FastifyInstance
let certificateFolder: string
let certificate: string
const password = 'a long inbox password'

beforeAll(async () => {
  assertBuilt()
  // The API and the inbox alone, as they run behind nginx (HOST=127.0.0.1 TRUST_PROXY=127.0.0.1): the pages come from nginx.
  api = await createApp({
    enquiries: { databasePath: temporaryDatabasePath(), allowedOrigins: [], rateLimit: { max: 2, timeWindowMs: 60_000 } },
    services: { mail: { notifyTo: [] }, adminPasswordHash: await hashPassword(password, { ln: 10, r: 8, p: 1 }), retentionDays: 180 },
    trustProxy: { addresses: ['127.0.0.1'] },
  })
  const apiOrigin = await api.listen({ port: 0, host: '127.0.0.1' })
  nginx = await startNginx({ distDir, upstreamPort: Number(new URL(apiOrigin).port) })
  certificateFolder = mkdtempSync(join(tmpdir(), 'nginx-certificate-'))
  const tls = { certificate: join(certificateFolder, 'certificate.pem'), key: join(certificateFolder, 'key.pem') }
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      tls.key,
      '-out',
      tls.certificate,
    ],
    { stdio: 'ignore' },
  )
  certificate = readFileSync(tls.certificate, 'utf8')
  nginxOverHttps = await startNginx({ distDir, upstreamPort: Number(new URL(apiOrigin).port), tls })
}, 60_000)
afterAll(async () => {
  await nginx?.stop()
  await nginxOverHttps?.stop()
  await api?.close()
  if (certificateFolder) rmSync(certificateFolder, { recursive: true, force: true })
})

/** One request over HTTPS to nginx, trusting the test's certificate. */
function overHttps(
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const url = new URL(nginxOverHttps.origin)
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }>((resolve, reject) => {
    const request = httpsRequest(
      { host: url.hostname, port: url.port, method, path, headers: { connection: 'close', ...headers }, ca: certificate },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }))
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

describe('nginx with the deployment configuration', () => {
  it('answers the shared table of statuses and headers, as npm start does', async () => {
    await checkServedSite(nginx.origin)
  })

  it('gives each encoding of a page or file its own entity tag', async () => {
    await checkEntityTagsPerEncoding(nginx.origin, '/roller')
  })

  it('sends the brotli copy the build wrote for a page', async () => {
    const response = await rawRequest(nginx.origin, 'GET', '/roller', { 'Accept-Encoding': 'br' })
    expect(response.body.equals(readFileSync(join(distDir, 'roller.html.br')))).toBe(true)
  })

  it('passes enquiries to Node with the visitor’s address, so the rate limit counts each visitor', async () => {
    const body = JSON.stringify({
      name: 'Ama Mensah',
      email: 'ama@example.com',
      country: 'GH',
      products: [{ name: 'Bend Pulley', quantity: 1, unit: 'pieces' }],
      sourcePage: '/pulley/bend-pulley',
      website: '',
      elapsedMs: 42_000,
    })
    const post = (client: string) =>
      fetch(`${nginx.origin}${ENQUIRY_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: crypto.randomUUID(), 'x-forwarded-for': client },
        body,
      })
    // nginx writes the address it sees (127.0.0.1) in place of whatever the client wrote: Node believes only that.
    const statuses = []
    for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) statuses.push((await post(client)).status)
    expect(statuses).toEqual([201, 201, 429])
  })

  it('lets an enquiry with megabytes of files through to Node, and no other API address', async () => {
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(3 * 1024 * 1024)])
    const body = JSON.stringify({ attachments: [{ name: 'drawing.pdf', data: program.toString('base64') }] })
    const post = (path: string) =>
      fetch(`${nginx.origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
        body,
      })
    // Node, not nginx, reads it, and names the file and the rule.
    const enquiry = await post(ENQUIRY_PATH)
    expect(enquiry.status).toBe(400)
    expect((await enquiry.json()).fields['attachments.0']).toMatch(/^“drawing\.pdf” is not a PDF/)
    expect((await post('/api/nothing-here')).status).toBe(413)
  })

  it('serves the sales inbox over HTTPS, signed in with a Secure cookie, and over plain HTTP only says HTTPS is needed', async () => {
    // Plain HTTP, even with the visitor claiming HTTPS himself: nginx says what it saw.
    for (const headers of [{}, { 'X-Forwarded-Proto': 'https' }] as Record<string, string>[]) {
      const plain = await rawRequest(nginx.origin, 'GET', '/admin/sign-in', headers)
      expect(plain.status).toBe(403)
      expect(plain.text).toContain('The sales inbox needs HTTPS')
      expect(plain.text).not.toContain('name="password"')
      expect(plain.headers['x-robots-tag']).toBe('noindex, nofollow')
    }

    const form = await overHttps('/admin/sign-in')
    expect(form.status).toBe(200)
    expect(form.text).toContain('name="password"')
    // Node's own inbox headers, each once: nginx adds none of the site's beside them.
    expect(form.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(form.headers['referrer-policy']).toBe('no-referrer')
    expect(form.headers['cache-control']).toBe('no-store')
    expect(form.headers['content-security-policy']).toMatch(/^default-src 'none'/)
    expect((await overHttps('/admin')).headers.location).toBe('/admin/sign-in')

    const signedIn = await overHttps('/admin/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password }).toString(),
    })
    expect(signedIn.status).toBe(303)
    const setCookie = String(signedIn.headers['set-cookie'])
    expect(setCookie).toMatch(/; Secure$/)
    const inbox = await overHttps('/admin', { headers: { cookie: setCookie.split(';')[0] ?? '' } })
    expect(inbox.status).toBe(200)
    expect(inbox.text).toContain('Export these as CSV')
  })

  it('cuts an upload to the API that stalls, and lets one address have at most four in progress', async () => {
    const { port } = new URL(nginx.origin)
    /** An upload that sends its headers and the start of its body, then nothing. */
    const stalledUpload = async () => {
      const socket = connect(Number(port), '127.0.0.1')
      await once(socket, 'connect')
      let answer = ''
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
      socket.on('error', () => undefined)
      socket.write(
        `POST ${ENQUIRY_PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${IDEMPOTENCY_HEADER}: ${crypto.randomUUID()}\r\nContent-Length: 20000\r\n\r\n{"name":"`,
      )
      return { closed: once(socket, 'close').then(() => answer), socket }
    }
    const uploads = await Promise.all([stalledUpload(), stalledUpload(), stalledUpload(), stalledUpload()])
    try {
      // Once nginx holds the four, a fifth request from the same address is refused, in the API's JSON.
      const fifth = async () => rawRequest(nginx.origin, 'GET', ENQUIRY_PATH)
      await expect.poll(async () => (await fifth()).status, { interval: 250, timeout: 4000 }).toBe(429)
      const refused = await fifth()
      expect(refused.status).toBe(429)
      expect(JSON.parse(refused.text)).toMatchObject({ error: 'rate_limited' })
      // nginx ends each stalled upload after its body timeout (5 s), with 408 or by closing it.
      for (const upload of uploads) {
        const answer = await upload.closed
        expect(answer === '' || /^HTTP\/1\.1 408/.test(answer), answer).toBe(true)
      }
      expect((await fifth()).status).toBe(405)
    } finally {
      for (const upload of uploads) upload.socket.destroy()
    }
  }, 30_000)
})
