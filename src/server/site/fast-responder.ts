import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { commonSecurityHeaders } from './security-headers'
import { chooseEncoding, ifNoneMatchHits, requestPath } from './http-negotiation'
import type { Encoding } from './dist-layout'
import type { LoadedSite, SiteFile } from './site-files'

/** Answers a request itself and returns true, or returns false to leave it to fastify. */
export type FastResponder = (request: IncomingMessage, response: ServerResponse) => boolean

/** One encoding of a file with its complete response headers, built once. */
interface Prepared {
  body: Buffer
  etag: string
  ok: OutgoingHttpHeaders
  notModified: OutgoingHttpHeaders
}

type PreparedFile = { file: SiteFile } & Partial<Record<Encoding, Prepared>>

function prepare(file: SiteFile): PreparedFile {
  const prepared: PreparedFile = { file }
  for (const encoding of file.encodings) {
    const representation = file.representations[encoding]
    if (!representation) continue
    const notModified: OutgoingHttpHeaders = {
      ...commonSecurityHeaders,
      'cache-control': file.cacheControl,
      etag: representation.etag,
      ...(file.vary ? { vary: file.vary } : {}),
      ...(file.contentSecurityPolicy ? { 'content-security-policy': file.contentSecurityPolicy } : {}),
    }
    const ok: OutgoingHttpHeaders = {
      ...notModified,
      'content-type': file.contentType,
      'content-length': representation.body.length,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    }
    prepared[encoding] = { body: representation.body, etag: representation.etag, ok, notModified }
  }
  return prepared
}

/**
 * The hot path of the site: a GET or HEAD for a page or file of the build is answered straight
 * from memory with headers prepared at start, before fastify's routing and hooks (the same answer
 * the fastify route in static-site.ts gives, which handles everything else: 404, 405, 400, /api).
 * With HSTS configured, answers to requests the trusted proxy marks as HTTPS carry it.
 */
export function fastResponder(site: LoadedSite, { hsts, proxyTrusted }: { hsts?: string; proxyTrusted: boolean }): FastResponder {
  const prepared = new Map<string, PreparedFile>()
  for (const [path, file] of site.pages) prepared.set(path, prepare(file))
  for (const [path, file] of site.files) if (!prepared.has(path)) prepared.set(path, prepare(file))

  return (request, response) => {
    const method = request.method
    if (method !== 'GET' && method !== 'HEAD') return false
    const url = request.url ?? '/'
    // Most requests need no decoding: look the raw path up first, then the decoded one.
    const query = url.indexOf('?')
    let entry = prepared.get(query < 0 ? url : url.slice(0, query))
    if (!entry) {
      const target = requestPath(url)
      if (target.kind !== 'path') return false
      entry = prepared.get(target.path)
      if (!entry) return false
    }
    // With HSTS, only what the trusted proxy marks as HTTPS is answered here (fastify decides the rest).
    if (hsts !== undefined && !(proxyTrusted && request.headers['x-forwarded-proto'] === 'https')) return false
    const representation = entry[chooseEncoding(request.headers['accept-encoding'], entry.file.encodings)] ?? entry.identity
    if (!representation) return false
    const notModified = ifNoneMatchHits(request.headers['if-none-match'], representation.etag)
    const headers = notModified ? representation.notModified : representation.ok
    response.writeHead(notModified ? 304 : 200, hsts === undefined ? headers : { ...headers, 'strict-transport-security': hsts })
    response.end(notModified || method === 'HEAD' ? undefined : representation.body)
    return true
  }
}
