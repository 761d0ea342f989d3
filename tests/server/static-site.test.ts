import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '@/server/create-app'
import { assertBuilt, distDir, routeTable } from '../support/built-site'
import { temporaryDatabasePath } from '../support/served-site'
import { checkEntityTagsPerEncoding, checkServedSite, rawRequest } from '../support/served-expectations'

let app: FastifyInstance
let origin: string

beforeAll(async () => {
  assertBuilt()
  app = await createApp({
    distDir,
    table: routeTable,
    enquiries: { databasePath: temporaryDatabasePath(), allowedOrigins: [], rateLimit: { max: 10, timeWindowMs: 60_000 } },
  })
  origin = await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => app?.close())

describe('the site server', () => {
  it('answers 200 without a redirect for every path of the table', async () => {
    for (const entry of routeTable) {
      const response = await fetch(`${origin}${entry.path}`, { redirect: 'manual' })
      expect(response.status, entry.path).toBe(200)
      expect(response.headers.get('content-type'), entry.path).toMatch(/^text\/html/)
      await response.arrayBuffer()
    }
  })

  it('answers the shared table of statuses and headers (the same table nginx answers)', async () => {
    await checkServedSite(origin)
  })

  it('sends the brotli and gzip copies the build wrote, byte for byte: nothing is compressed per request', async () => {
    const script = readdirSync(join(distDir, 'assets')).find((name) => name.endsWith('.js')) ?? 'no script built'
    const cases: [string, string][] = [
      ['/roller', 'roller.html'],
      [`/assets/${script}`, `assets/${script}`],
      ['/sitemap.xml', 'sitemap.xml'],
    ]
    for (const [path, file] of cases) {
      const brotli = await rawRequest(origin, 'GET', path, { 'Accept-Encoding': 'br, gzip' })
      expect(brotli.headers['content-encoding'], path).toBe('br')
      expect(brotli.body.equals(readFileSync(join(distDir, `${file}.br`))), `${path} is ${file}.br`).toBe(true)
      const gzip = await rawRequest(origin, 'GET', path, { 'Accept-Encoding': 'gzip' })
      expect(gzip.body.equals(readFileSync(join(distDir, `${file}.gz`))), `${path} is ${file}.gz`).toBe(true)
      // A refused encoding is not sent.
      const noBrotli = await rawRequest(origin, 'GET', path, { 'Accept-Encoding': 'br;q=0, gzip;q=0.5' })
      expect(noBrotli.headers['content-encoding'], path).toBe('gzip')
    }
  })

  it('gives each encoding of a page or file its own entity tag', async () => {
    await checkEntityTagsPerEncoding(origin, '/roller')
    await checkEntityTagsPerEncoding(origin, '/sitemap.xml')
  })

  it('gives each page a Content-Security-Policy with the hashes of its own inline scripts only', async () => {
    const first = await rawRequest(origin, 'GET', '/roller')
    const second = await rawRequest(origin, 'GET', '/pulley')
    // Each page embeds its own data in an inline script, so the policies differ.
    expect(first.headers['content-security-policy']).not.toBe(second.headers['content-security-policy'])
  })

  it('sends HSTS only over HTTPS (as the trusted proxy reports it) and only when configured', async () => {
    const secure = await createApp({ distDir, table: routeTable, trustProxy: { hops: 1 }, hstsMaxAgeSeconds: 31_536_000 })
    try {
      const overHttps = await secure.inject({ url: '/roller', headers: { 'x-forwarded-proto': 'https' } })
      expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000')
      const overHttp = await secure.inject({ url: '/roller' })
      expect(overHttp.headers['strict-transport-security']).toBeUndefined()
    } finally {
      await secure.close()
    }
    const unconfigured = await app.inject({ url: '/roller', headers: { 'x-forwarded-proto': 'https' } })
    expect(unconfigured.headers['strict-transport-security']).toBeUndefined()
  })

  it('sends HSTS over real connections only for what the trusted proxy marks as HTTPS', async () => {
    const secure = await createApp({ distDir, table: routeTable, trustProxy: { hops: 1 }, hstsMaxAgeSeconds: 31_536_000 })
    try {
      const secureOrigin = await secure.listen({ port: 0, host: '127.0.0.1' })
      for (const path of ['/roller', '/sitemap.xml', '/share/default.png']) {
        const overHttps = await rawRequest(secureOrigin, 'GET', path, { 'X-Forwarded-Proto': 'https', 'Accept-Encoding': 'br' })
        expect(overHttps.headers['strict-transport-security'], path).toBe('max-age=31536000')
        for (const headers of [{}, { 'X-Forwarded-Proto': 'http' }] as Record<string, string>[]) {
          const overHttp = await rawRequest(secureOrigin, 'GET', path, headers)
          expect(overHttp.status, path).toBe(200)
          expect(overHttp.headers['strict-transport-security'], `${path} ${JSON.stringify(headers)}`).toBeUndefined()
        }
        const etag = String(overHttps.headers.etag)
        const revalidated = await rawRequest(secureOrigin, 'GET', path, {
          'X-Forwarded-Proto': 'https',
          'Accept-Encoding': 'br',
          'If-None-Match': etag,
        })
        expect(revalidated.status, path).toBe(304)
        expect(revalidated.headers['strict-transport-security'], path).toBe('max-age=31536000')
      }
    } finally {
      await secure.close()
    }
  })

  it('sends HSTS on the fast path only when the proxy that set X-Forwarded-Proto is trusted by its address', async () => {
    // The trusted proxy is elsewhere: this connection (from 127.0.0.1) is a client writing the header itself.
    const elsewhere = await createApp({
      distDir,
      table: routeTable,
      trustProxy: { addresses: ['192.0.2.1'] },
      hstsMaxAgeSeconds: 31_536_000,
    })
    const local = await createApp({ distDir, table: routeTable, trustProxy: { addresses: ['127.0.0.1'] }, hstsMaxAgeSeconds: 31_536_000 })
    try {
      const untrustedOrigin = await elsewhere.listen({ port: 0, host: '127.0.0.1' })
      const trustedOrigin = await local.listen({ port: 0, host: '127.0.0.1' })
      for (const path of ['/roller', '/sitemap.xml']) {
        const forged = await rawRequest(untrustedOrigin, 'GET', path, { 'X-Forwarded-Proto': 'https' })
        expect(forged.status, path).toBe(200)
        expect(forged.headers['strict-transport-security'], path).toBeUndefined()
        const proxied = await rawRequest(trustedOrigin, 'GET', path, { 'X-Forwarded-Proto': 'https' })
        expect(proxied.headers['strict-transport-security'], path).toBe('max-age=31536000')
      }
    } finally {
      await Promise.all([elsewhere.close(), local.close()])
    }
  })

  it('resumes an interrupted download: one byte range answers 206, a range past the end 416', async () => {
    const name = readdirSync(join(distDir, 'downloads')).find((file) => file.endsWith('.pdf')) ?? 'no datasheet built'
    const path = `/downloads/${name}`
    const whole = readFileSync(join(distDir, 'downloads', name))
    const size = whole.length
    // Over a connection (the fast path) and through fastify's route (inject), the same answers.
    const overConnection = (headers: Record<string, string>) => rawRequest(origin, 'GET', path, headers)
    const throughRoute = async (headers: Record<string, string>) => {
      const response = await app.inject({ method: 'GET', url: path, headers })
      return { status: response.statusCode, headers: response.headers, body: response.rawPayload }
    }
    for (const ask of [overConnection, throughRoute]) {
      const full = await ask({})
      expect(full.status).toBe(200)
      expect(full.headers['accept-ranges']).toBe('bytes')
      const etag = String(full.headers.etag)
      const cases: [string, number, number][] = [
        ['bytes=100-199', 100, 199],
        [`bytes=${size - 1000}-`, size - 1000, size - 1],
        ['bytes=-10', size - 10, size - 1],
        [`bytes=0-${size + 50}`, 0, size - 1],
      ]
      for (const [range, start, end] of cases) {
        const part = await ask({ Range: range })
        expect(part.status, range).toBe(206)
        expect(part.headers['content-range'], range).toBe(`bytes ${start}-${end}/${size}`)
        expect(Number(part.headers['content-length']), range).toBe(end - start + 1)
        expect(part.body.equals(whole.subarray(start, end + 1)), range).toBe(true)
      }
      expect((await ask({ Range: 'bytes=100-199', 'If-Range': etag })).status).toBe(206)
      // The file changed since the first part: the whole new version, not a piece of it.
      const changed = await ask({ Range: 'bytes=100-199', 'If-Range': '"an-older-version"' })
      expect(changed.status).toBe(200)
      expect(changed.body.length).toBe(size)
      const past = await ask({ Range: `bytes=${size}-` })
      expect(past.status).toBe(416)
      expect(past.headers['content-range']).toBe(`bytes */${size}`)
      // Several ranges at once: the whole file (the RFC allows it).
      expect((await ask({ Range: 'bytes=0-9,20-29' })).status).toBe(200)
    }
  })

  it('reads a request header sent on several lines as one list, as Node joins them', async () => {
    // Accept-Encoding "gzip;q=0.5" then "br;q=0.9": brotli is preferred only when both lines count.
    const split = await rawRequest(origin, 'GET', '/roller', { 'Accept-Encoding': ['gzip;q=0.5', 'br;q=0.9'] })
    expect(split.headers['content-encoding']).toBe('br')
    const reversed = await rawRequest(origin, 'GET', '/roller', { 'Accept-Encoding': ['br;q=0.9', 'gzip;q=0.5'] })
    expect(reversed.headers['content-encoding']).toBe('br')
    const etag = String(split.headers.etag)
    const revalidated = await rawRequest(origin, 'GET', '/roller', {
      'Accept-Encoding': 'br',
      'If-None-Match': ['"another-version"', etag],
    })
    expect(revalidated.status).toBe(304)
  })

  it('answers methods other than GET and HEAD with 405 and Allow on pages and files, before reading any body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/roller',
      headers: { 'content-type': 'text/plain' },
      payload: 'x'.repeat(100_000),
    })
    expect(response.statusCode).toBe(405)
    expect(response.headers.allow).toBe('GET, HEAD')
    const unknown = await app.inject({ method: 'POST', url: '/no-such-page' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toContain('This page could not be found')
  })
})
