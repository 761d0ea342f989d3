import type { IncomingMessage, ServerResponse } from 'node:http'
import { commonSecurityHeaders } from './security-headers'
import { byteRange, chooseEncoding, ifNoneMatchHits, requestPath } from './http-negotiation'
import type { Encoding } from './dist-layout'
import type { LoadedSite, SiteFile } from './site-files'

/** Answers a request itself and returns true, or returns false to leave it to fastify. */
export type FastResponder = (request: IncomingMessage, response: ServerResponse) => boolean

/**
 * Response headers as writeHead takes them flat ([name, value, name, value, ...]): Node walks an
 * array without the key enumeration an object needs, and nothing is built per request.
 */
type HeaderList = string[]

/** One encoding of a file with its complete response headers, built once at start. */
interface Prepared {
  body: Buffer
  etag: string
  ok: HeaderList
  notModified: HeaderList
  /** The same two with Strict-Transport-Security, when HSTS is configured. */
  okOverHttps: HeaderList
  notModifiedOverHttps: HeaderList
  /** The 200 headers without Content-Length, for a 206 (and 416) that adds its own. */
  partial: HeaderList
  partialOverHttps: HeaderList
}

type Chooser = (acceptEncoding: string | undefined) => Encoding

interface PreparedFile {
  /** Absent for a file in one encoding only: no Accept-Encoding to read. */
  choose?: Chooser
  byEncoding: Partial<Record<Encoding, Prepared>> & { identity: Prepared }
}

function flat(headers: Record<string, string>): HeaderList {
  return Object.entries(headers).flat()
}

function prepare(file: SiteFile, hsts: string | undefined, chooserFor: (encodings: SiteFile['encodings']) => Chooser): PreparedFile {
  const prepareOne = (encoding: Encoding, representation: { body: Buffer; etag: string }): Prepared => {
    const notModified: Record<string, string> = {
      ...commonSecurityHeaders,
      'Cache-Control': file.cacheControl,
      ETag: representation.etag,
      ...(file.vary ? { Vary: file.vary } : {}),
      ...(file.contentSecurityPolicy ? { 'Content-Security-Policy': file.contentSecurityPolicy } : {}),
    }
    const partial: Record<string, string> = {
      ...notModified,
      'Content-Type': file.contentType,
      'Accept-Ranges': 'bytes',
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    }
    const ok: Record<string, string> = { ...partial, 'Content-Length': String(representation.body.length) }
    const secure: Record<string, string> = hsts === undefined ? {} : { 'Strict-Transport-Security': hsts }
    return {
      body: representation.body,
      etag: representation.etag,
      ok: flat(ok),
      notModified: flat(notModified),
      okOverHttps: flat({ ...ok, ...secure }),
      notModifiedOverHttps: flat({ ...notModified, ...secure }),
      partial: flat(partial),
      partialOverHttps: flat({ ...partial, ...secure }),
    }
  }
  const byEncoding: PreparedFile['byEncoding'] = { identity: prepareOne('identity', file.representations.identity) }
  for (const encoding of file.encodings) {
    const representation = file.representations[encoding]
    if (representation && encoding !== 'identity') byEncoding[encoding] = prepareOne(encoding, representation)
  }
  return { choose: file.encodings.size > 1 ? chooserFor(file.encodings) : undefined, byEncoding }
}

/**
 * A request header read from the raw list as the parser left it, without building the headers
 * object (Node does that on first use of request.headers, for every header). Repeated headers
 * are joined with ", ", as Node joins them.
 */
function rawHeader(request: IncomingMessage, lowerCaseName: string): string | undefined {
  const raw = request.rawHeaders
  let value: string | undefined
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index] as string
    if (name.length === lowerCaseName.length && name.toLowerCase() === lowerCaseName) {
      const next = raw[index + 1] as string
      value = value === undefined ? next : `${value}, ${next}`
    }
  }
  return value
}

/**
 * The encoding to send for an Accept-Encoding value, remembered per distinct value: browsers
 * send a handful of them, so the parse runs once each. Past the limit (a client inventing
 * values) the choice is worked out every time and nothing more is held.
 */
function encodingChooser(available: SiteFile['encodings'], limit = 256): Chooser {
  const chosen = new Map<string, Encoding>()
  return (acceptEncoding) => {
    if (acceptEncoding === undefined) return 'identity'
    let encoding = chosen.get(acceptEncoding)
    if (encoding === undefined) {
      encoding = chooseEncoding(acceptEncoding, available)
      if (chosen.size < limit) chosen.set(acceptEncoding, encoding)
    }
    return encoding
  }
}

/**
 * The hot path of the site: a GET or HEAD for a page or file of the build is answered straight
 * from memory with headers prepared at start, before fastify's routing and hooks (the same answer
 * the fastify route in static-site.ts gives, which handles everything else: 404, 405, 400, /api).
 * With HSTS configured, answers carry it when a trusted proxy (by the connection's address, as
 * fastify decides) marks the request as HTTPS; a client's own X-Forwarded-Proto counts for nothing.
 */
export function fastResponder(
  site: LoadedSite,
  { hsts, proxyTrusted }: { hsts?: string; proxyTrusted: (peerAddress: string | undefined) => boolean },
): FastResponder {
  // Every compressed file of the build has the same encodings (identity, br, gzip): they share one chooser.
  const choosers = new Map<string, Chooser>()
  const chooserFor = (encodings: SiteFile['encodings']) => {
    const key = [...encodings].sort().join(',')
    let chooser = choosers.get(key)
    if (!chooser) choosers.set(key, (chooser = encodingChooser(encodings)))
    return chooser
  }
  const prepared = new Map<string, PreparedFile>()
  for (const [path, file] of site.pages) prepared.set(path, prepare(file, hsts, chooserFor))
  for (const [path, file] of site.files) if (!prepared.has(path)) prepared.set(path, prepare(file, hsts, chooserFor))

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
    let overHttps = false
    if (hsts !== undefined) {
      const protocol = rawHeader(request, 'x-forwarded-proto')
      // As fastify decides: the header's last entry, and only from a trusted proxy's connection.
      overHttps =
        protocol !== undefined &&
        proxyTrusted(request.socket.remoteAddress) &&
        protocol.slice(protocol.lastIndexOf(',') + 1).trim() === 'https'
    }
    const representation = entry.choose
      ? (entry.byEncoding[entry.choose(rawHeader(request, 'accept-encoding'))] ?? entry.byEncoding.identity)
      : entry.byEncoding.identity
    const ifNoneMatch = rawHeader(request, 'if-none-match')
    const notModified = ifNoneMatch !== undefined && ifNoneMatchHits(ifNoneMatch, representation.etag)
    const range =
      notModified || method !== 'GET'
        ? undefined
        : byteRange(rawHeader(request, 'range'), representation.body.length, rawHeader(request, 'if-range'), representation.etag)
    if (range !== undefined) {
      const size = representation.body.length
      const base = overHttps ? representation.partialOverHttps : representation.partial
      if (range === 'unsatisfiable') {
        response.writeHead(416, [...base, 'Content-Range', `bytes */${size}`, 'Content-Length', '0'])
        response.end()
      } else {
        response.writeHead(206, [
          ...base,
          'Content-Range',
          `bytes ${range.start}-${range.end}/${size}`,
          'Content-Length',
          String(range.end - range.start + 1),
        ])
        response.end(representation.body.subarray(range.start, range.end + 1))
      }
      return true
    }
    const headers = notModified
      ? overHttps
        ? representation.notModifiedOverHttps
        : representation.notModified
      : overHttps
        ? representation.okOverHttps
        : representation.ok
    response.writeHead(notModified ? 304 : 200, headers)
    response.end(notModified || method === 'HEAD' ? undefined : representation.body)
    return true
  }
}
