import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '@/server/create-app'
import { assertBuilt, distDir, routeTable } from '../support/built-site'

let app: FastifyInstance
let origin: string

beforeAll(async () => {
  assertBuilt()
  app = await createApp({ distDir, table: routeTable })
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

  it('answers 404 with the not-found page for anything else', async () => {
    for (const path of ['/unknown', '/roller/page-99', '/news/page-0', '/roller/no-such-roller', '/roller/', '/roller.html', '/index.html']) {
      const response = await fetch(`${origin}${path}`, { redirect: 'manual' })
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toContain('This page could not be found')
    }
  })

  it('caches hashed assets for a year and makes pages and payloads revalidate', async () => {
    const script = readdirSync(join(distDir, 'assets')).find((name) => name.endsWith('.js'))
    const asset = await fetch(`${origin}/assets/${script}`)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    await asset.arrayBuffer()
    const page = await fetch(`${origin}/products`)
    expect(page.headers.get('cache-control')).toBe('no-cache')
    await page.arrayBuffer()
    const etag = page.headers.get('etag') ?? ''
    const revalidated = await fetch(`${origin}/products`, { headers: { 'If-None-Match': etag } })
    expect(revalidated.status).toBe(304)
    await revalidated.arrayBuffer()
    const manifest = readdirSync(distDir).find((name) => name.startsWith('static-loader-data-manifest-'))
    const payload = await fetch(`${origin}/${manifest}`)
    expect(payload.status).toBe(200)
    expect(payload.headers.get('cache-control')).toBe('no-cache')
    await payload.arrayBuffer()
  })

  it('serves the crawler files, icons and share cards', async () => {
    for (const [path, type] of [['/sitemap.xml', /xml/], ['/robots.txt', /text\/plain/], ['/manifest.webmanifest', /manifest\+json|json/], ['/share/default.png', /image\/png/], ['/icons/icon-192.png', /image\/png/]] as const) {
      const response = await fetch(`${origin}${path}`)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type'), path).toMatch(type)
      await response.arrayBuffer()
    }
  })

  it('compresses responses', async () => {
    const response = await fetch(`${origin}/roller/belt-conveyor-roller`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toMatch(/gzip|br/)
    await response.arrayBuffer()
  })
})
