import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENQUIRY_PATH, IDEMPOTENCY_HEADER } from '@/contracts/enquiry-schema'
import { createApp } from '@/server/create-app'
import { startNginx, type RunningNginx } from '../../scripts/nginx-site'
import { assertBuilt, distDir } from '../support/built-site'
import { temporaryDatabasePath } from '../support/served-site'
import { checkEntityTagsPerEncoding, checkServedSite, rawRequest } from '../support/served-expectations'

/** Debian's nginx with deploy/nginx/conveyor-site.conf, in front of the Node process for /api. */
let nginx: RunningNginx
let api: FastifyInstance

beforeAll(async () => {
  assertBuilt()
  // The API alone, as it runs behind nginx (TRUST_PROXY=1): the pages come from nginx.
  api = await createApp({
    enquiries: { databasePath: temporaryDatabasePath(), allowedOrigins: [], rateLimit: { max: 2, timeWindowMs: 60_000 } },
    trustProxy: { hops: 1 },
  })
  const apiOrigin = await api.listen({ port: 0, host: '127.0.0.1' })
  nginx = await startNginx({ distDir, upstreamPort: Number(new URL(apiOrigin).port) })
}, 60_000)
afterAll(async () => {
  await nginx?.stop()
  await api?.close()
})

describe('nginx with the deployment configuration', () => {
  it('answers the shared table of statuses and headers, as npm start does', async () => {
    await checkServedSite(nginx.origin)
  })

  it('gives each encoding of a page or file its own entity tag', async () => {
    await checkEntityTagsPerEncoding(nginx.origin, '/roller')
  })

  it('sends the brotli copy the build wrote for a page', async () => {
    const response = await rawRequest(nginx.origin, 'GET', '/roller', { 'Accept-Encoding': 'br' })
    const { readFileSync } = await import('node:fs')
    const { join } = await import('node:path')
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
    // nginx appends the address it sees (127.0.0.1) to whatever the client wrote: Node believes only that.
    const statuses = []
    for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) statuses.push((await post(client)).status)
    expect(statuses).toEqual([201, 201, 429])
  })
})
