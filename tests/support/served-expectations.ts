/**
 * One table of what a visitor gets from the built site, checked against `npm start`'s server
 * (tests/server/static-site.test.ts) and against nginx with deploy/nginx (tests/server/nginx.test.ts):
 * statuses, encodings, caching, conditional requests and security headers.
 */
import { request as httpRequest } from 'node:http'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect } from 'vitest'
import { inlineScripts, scriptHash } from '@/server/site/security-headers'
import { distDir } from './built-site'

export interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  /** The body as sent (compressed when Content-Encoding says so). */
  body: Buffer
  /** The body decoded from its Content-Encoding. */
  text: string
}

/** One request exactly as written (no path normalisation, no decompression), as a client sends it. */
export function rawRequest(
  origin: string,
  method: string,
  path: string,
  headers: Record<string, string | string[]> = {},
): Promise<RawResponse> {
  const url = new URL(origin)
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: url.hostname, port: url.port, method, path, headers: { connection: 'close', ...headers } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => {
          const body = Buffer.concat(chunks)
          const encoding = response.headers['content-encoding']
          try {
            // A HEAD answer or a 304 names the encoding but has no body to decode.
            const decoded =
              body.length === 0 ? body : encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body, text: decoded.toString('utf8') })
          } catch (error) {
            reject(new Error(`${method} ${path}: the body does not decode as ${String(encoding)}: ${String(error)}`))
          }
        })
      },
    )
    request.on('error', reject)
    request.end()
  })
}

const browserEncoding = { 'Accept-Encoding': 'gzip, deflate, br, zstd' }
const gzipOnly = { 'Accept-Encoding': 'gzip' }

/** The headers every answer of the site carries, exactly once each. */
export const securityHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'cross-origin-opener-policy': 'same-origin',
}

export interface Expectation {
  name: string
  method?: string
  path: string
  headers?: Record<string, string>
  status: number
  /** Header value expected (a string exactly, a pattern, or null for absent). */
  expectHeaders?: Record<string, string | RegExp | null>
  /** Text the decoded body contains. */
  bodyContains?: string
  /** An HTML page: its Content-Security-Policy must allow exactly its inline scripts, by hash. */
  page?: boolean
}

/** Names of built files the table asks for (hashed names change with every build). */
function builtNames() {
  const script = readdirSync(join(distDir, 'assets')).find((name) => /^app-.*\.js$/.test(name))
  const payloadFolder = join(distDir, 'static-loader-data')
  const payload = readdirSync(payloadFolder).find((name) => /^roller\.[\w-]+\.json$/.test(name))
  const downloads = readdirSync(join(distDir, 'downloads'))
  const datasheet = downloads.find((name) => /^belt-conveyor-roller-datasheet-[0-9a-f]{8}\.pdf$/.test(name))
  const cad = downloads.find((name) => /^belt-conveyor-roller-drawing-[0-9a-f]{8}\.dxf$/.test(name))
  if (!script || !payload || !datasheet || !cad)
    throw new Error('dist/ lacks the app script, the /roller payload or a download: run npm run build')
  return {
    script: `/assets/${script}`,
    payload: `/static-loader-data/${payload}`,
    datasheet: `/downloads/${datasheet}`,
    cad: `/downloads/${cad}`,
  }
}

const revalidated = 'no-cache'
const yearLong = 'public, max-age=31536000, immutable'
const notFoundText = 'This page could not be found'

export function servedExpectations(): Expectation[] {
  const { script, payload, datasheet, cad } = builtNames()
  return [
    {
      name: 'a page, brotli',
      path: '/roller',
      headers: browserEncoding,
      status: 200,
      page: true,
      expectHeaders: {
        'content-type': /^text\/html; charset=utf-8$/i,
        'content-encoding': 'br',
        vary: /Accept-Encoding/i,
        'cache-control': revalidated,
        etag: /^(W\/)?".+"$/,
      },
    },
    {
      name: 'the home page, gzip',
      path: '/',
      headers: gzipOnly,
      status: 200,
      page: true,
      expectHeaders: { 'content-encoding': 'gzip', vary: /Accept-Encoding/i, 'cache-control': revalidated },
    },
    {
      name: 'a page, no compression asked for',
      path: '/products',
      status: 200,
      page: true,
      expectHeaders: { 'content-encoding': null, vary: /Accept-Encoding/i, 'cache-control': revalidated },
    },
    {
      name: 'a product page with a query string',
      path: '/roller/belt-conveyor-roller?utm_source=x',
      headers: browserEncoding,
      status: 200,
      page: true,
      expectHeaders: { 'content-encoding': 'br' },
    },
    {
      name: 'a hashed script, brotli',
      path: script,
      headers: browserEncoding,
      status: 200,
      expectHeaders: {
        'content-type': /^(text|application)\/javascript/i,
        'content-encoding': 'br',
        'cache-control': yearLong,
        vary: /Accept-Encoding/i,
        'content-security-policy': null,
      },
    },
    {
      name: 'a hashed script, identity',
      path: script,
      status: 200,
      expectHeaders: { 'content-encoding': null, 'cache-control': yearLong, vary: /Accept-Encoding/i },
    },
    {
      name: 'a payload, gzip',
      path: payload,
      headers: gzipOnly,
      status: 200,
      expectHeaders: { 'content-type': /^application\/json/i, 'content-encoding': 'gzip', 'cache-control': revalidated },
    },
    {
      name: 'the sitemap',
      path: '/sitemap.xml',
      headers: browserEncoding,
      status: 200,
      expectHeaders: { 'content-type': /xml/i, 'content-encoding': 'br', 'cache-control': revalidated },
    },
    {
      name: 'a drawing',
      path: '/drawings/belt-conveyor-roller-1.svg',
      headers: browserEncoding,
      status: 200,
      expectHeaders: { 'content-type': /^image\/svg\+xml/i, 'content-encoding': 'br' },
    },
    {
      name: 'a datasheet (PDF, not compressed)',
      path: datasheet,
      headers: browserEncoding,
      status: 200,
      expectHeaders: { 'content-type': 'application/pdf', 'content-encoding': null, 'cache-control': yearLong },
    },
    {
      name: 'a CAD drawing (DXF), brotli',
      path: cad,
      headers: browserEncoding,
      status: 200,
      expectHeaders: { 'content-type': 'image/vnd.dxf', 'content-encoding': 'br', 'cache-control': yearLong, vary: /Accept-Encoding/i },
    },
    {
      name: 'an illustration',
      path: '/illustrations/belt-conveyor-roller.svg',
      headers: browserEncoding,
      status: 200,
      expectHeaders: { 'content-type': /^image\/svg\+xml/i, 'content-encoding': 'br' },
    },
    {
      name: 'a share card (not compressed)',
      path: '/share/default.png',
      headers: browserEncoding,
      status: 200,
      expectHeaders: { 'content-type': 'image/png', 'content-encoding': null, 'cache-control': revalidated },
    },
    {
      name: 'the web manifest',
      path: '/manifest.webmanifest',
      status: 200,
      expectHeaders: { 'content-type': /^application\/manifest\+json/i },
    },
    { name: 'robots.txt', path: '/robots.txt', status: 200, expectHeaders: { 'content-type': /^text\/plain/i } },
    {
      name: 'HEAD of a page',
      method: 'HEAD',
      path: '/roller',
      headers: browserEncoding,
      status: 200,
      expectHeaders: { 'content-type': /^text\/html/i, 'content-encoding': 'br', etag: /".+"/ },
    },
    // Not found: the not-found page with status 404, whatever the address looks like.
    {
      name: 'an unknown product',
      path: '/roller/no-such-roller',
      headers: browserEncoding,
      status: 404,
      page: true,
      bodyContains: notFoundText,
      expectHeaders: { 'content-type': /^text\/html/i, 'cache-control': revalidated },
    },
    { name: 'a page past the last', path: '/news/page-99', status: 404, page: true, bodyContains: notFoundText },
    { name: 'a page under its file name', path: '/roller.html', status: 404, bodyContains: notFoundText },
    { name: 'the home page file', path: '/index.html', status: 404, bodyContains: notFoundText },
    { name: 'the not-found page at its own path', path: '/404', status: 404, bodyContains: notFoundText },
    { name: 'the not-found page file', path: '/404.html', status: 404, bodyContains: notFoundText },
    { name: 'a trailing slash', path: '/roller/', status: 404, bodyContains: notFoundText },
    { name: 'a folder', path: '/assets/', status: 404, bodyContains: notFoundText },
    // Build files that are not the site's.
    { name: "Vite's manifest", path: '/.vite/manifest.json', status: 404, bodyContains: notFoundText },
    { name: "Vite's SSR manifest", path: '/.vite/ssr-manifest.json', status: 404, bodyContains: notFoundText },
    { name: 'the deploy folder', path: '/.deploy/page-policy.json', status: 404, bodyContains: notFoundText },
    { name: 'a compressed copy by name', path: `${script}.br`, status: 404, bodyContains: notFoundText },
    { name: 'a gzip copy by name', path: '/sitemap.xml.gz', status: 404, bodyContains: notFoundText },
    // Traversal: never a file outside dist, never a JSON refusal.
    { name: 'dot segments inside the site', path: '/static-loader-data/../.vite/manifest.json', status: 404, bodyContains: notFoundText },
    { name: 'dot segments above the root', path: '/assets/../../package.json', status: 400 },
    { name: 'encoded dot segments above the root', path: '/%2e%2e/%2e%2e/etc/passwd', status: 400 },
    { name: 'encoded slashes above the root', path: '/assets/..%2f..%2fpackage.json', status: 400 },
    // Methods: a page or file is read-only.
    { name: 'POST on a page', method: 'POST', path: '/roller', status: 405 },
    { name: 'PUT on a page', method: 'PUT', path: '/', status: 405 },
    { name: 'DELETE on a file', method: 'DELETE', path: script, status: 405 },
    // The API behind the same origin (JSON, never cached).
    {
      name: 'reading the enquiry API',
      path: '/api/enquiries',
      status: 405,
      expectHeaders: { 'content-type': /^application\/json/i, 'cache-control': 'no-store' },
    },
    { name: 'an unknown API address', path: '/api/nothing-here', status: 404, expectHeaders: { 'content-type': /^application\/json/i } },
  ]
}

/** Checks one answer against its row of the table. */
export function checkExpectation(row: Expectation, response: RawResponse): void {
  const label = `${row.method ?? 'GET'} ${row.path} (${row.name})`
  expect(response.status, label).toBe(row.status)
  for (const [name, value] of Object.entries(securityHeaders)) expect(response.headers[name], `${label}: ${name}`).toBe(value)
  for (const [name, expected] of Object.entries(row.expectHeaders ?? {})) {
    const actual = response.headers[name]
    if (expected === null) expect(actual, `${label}: ${name}`).toBeUndefined()
    else if (typeof expected === 'string') expect(actual, `${label}: ${name}`).toBe(expected)
    else expect(actual, `${label}: ${name}`).toMatch(expected)
  }
  if (row.bodyContains) expect(response.text, label).toContain(row.bodyContains)
  if (row.page && row.method !== 'HEAD') {
    const policy = String(response.headers['content-security-policy'] ?? '')
    expect(policy, `${label}: content-security-policy`).toMatch(/frame-ancestors 'none'/)
    expect(policy, `${label}: content-security-policy`).not.toMatch(/unsafe-inline|unsafe-eval/)
    const scripts = inlineScripts(response.text)
    expect(scripts.length, `${label}: inline scripts`).toBeGreaterThan(0)
    const scriptSources = /(?:^|;\s*)script-src ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? []
    for (const script of scripts) expect(scriptSources, `${label}: hash of an inline script`).toContain(scriptHash(script))
  }
}

/** Asks for every row of the table in turn, then checks conditional requests on each 200 with an ETag. */
export async function checkServedSite(origin: string): Promise<void> {
  for (const row of servedExpectations()) {
    const response = await rawRequest(origin, row.method ?? 'GET', row.path, row.headers)
    checkExpectation(row, response)
    const etag = response.headers.etag
    if (response.status !== 200 || typeof etag !== 'string' || row.method === 'HEAD') continue
    const opaque = etag.replace(/^W\//, '')
    for (const ifNoneMatch of [etag, `W/${opaque}`, `"something-else", ${etag}`, '*']) {
      const revalidation = await rawRequest(origin, 'GET', row.path, { ...row.headers, 'If-None-Match': ifNoneMatch })
      expect(revalidation.status, `${row.path} with If-None-Match: ${ifNoneMatch}`).toBe(304)
      expect(revalidation.body.length, `${row.path}: a 304 has no body`).toBe(0)
    }
    const changed = await rawRequest(origin, 'GET', row.path, { ...row.headers, 'If-None-Match': '"another-version"' })
    expect(changed.status, `${row.path} with another ETag`).toBe(200)
  }
}

/** The entity tags of one resource in each encoding differ: a cache never serves brotli bytes to a gzip client. */
export async function checkEntityTagsPerEncoding(origin: string, path: string): Promise<void> {
  const tags = await Promise.all(
    [{}, gzipOnly, { 'Accept-Encoding': 'br' }].map(async (headers) => (await rawRequest(origin, 'GET', path, headers)).headers.etag),
  )
  expect(new Set(tags).size, `${path}: ETags per encoding ${tags.join(' ')}`).toBe(3)
}
