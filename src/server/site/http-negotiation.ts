import type { Encoding } from './dist-layout'

/** Server preference among equally acceptable encodings: brotli is smaller than gzip; identity is the fallback. */
const preference: Encoding[] = ['br', 'gzip']

/**
 * The encoding to send from those available (identity always is), by the request's
 * Accept-Encoding (RFC 9110 §12.5.3): q-values, "*", and q=0 as a refusal.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: ReadonlySet<Encoding>): Encoding {
  if (!acceptEncoding) return 'identity'
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.split(';')
    const quality = parameters.map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(parameter)?.[1]).find((value) => value !== undefined)
    const weight = quality === undefined ? 1 : Number(quality)
    if (name.trim() !== '' && !Number.isNaN(weight)) weights.set(name.trim().toLowerCase(), weight)
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0
  let best: Encoding = 'identity'
  let bestWeight = 0
  for (const encoding of preference) {
    const weight = weightOf(encoding)
    if (available.has(encoding) && weight > bestWeight) {
      best = encoding
      bestWeight = weight
    }
  }
  return best
}

/**
 * True when If-None-Match names the representation's entity tag (weak comparison, RFC 9110
 * §13.1.2): "*", a list, and W/ tags all count.
 */
export function ifNoneMatchHits(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const opaque = etag.replace(/^W\//, '')
  for (const tag of ifNoneMatch.split(',')) {
    if (tag.trim().replace(/^W\//, '') === opaque) return true
  }
  return false
}

export type RequestPath = { kind: 'path'; path: string } | { kind: 'bad-request' }

/**
 * The decoded path of a request target, without its query. A path that cannot be decoded, holds
 * a NUL, or climbs above the root with ".." is a bad request (nginx answers these 400 too); any
 * other "." or ".." segment or doubled slash is left in place, so it matches no page or file.
 */
export function requestPath(url: string): RequestPath {
  const rawPath = url.split('?', 1)[0] ?? ''
  let path: string
  try {
    path = decodeURIComponent(rawPath)
  } catch {
    return { kind: 'bad-request' }
  }
  if (!path.startsWith('/') || path.includes('\0')) return { kind: 'bad-request' }
  let depth = 0
  for (const segment of path.split('/').slice(1)) {
    if (segment === '..') depth--
    else if (segment !== '.' && segment !== '') depth++
    if (depth < 0) return { kind: 'bad-request' }
  }
  return { kind: 'path', path }
}

/** The bytes a Range request asks for, inclusive; or 'unsatisfiable'; or undefined to send it whole. */
export type ByteRange = { start: number; end: number } | 'unsatisfiable' | undefined

/**
 * The one byte range a Range header asks of a representation of `size` bytes (RFC 9110 §14.2),
 * so an interrupted download resumes where it stopped. Sent whole (undefined): no Range, another
 * unit, several ranges (allowed by the RFC, and no browser resumes that way), a malformed value,
 * or an If-Range that does not name this version exactly (a strong comparison, §13.1.5).
 */
export function byteRange(range: string | undefined, size: number, ifRange: string | undefined, etag: string): ByteRange {
  if (range === undefined) return undefined
  if (ifRange !== undefined && (ifRange.trim() !== etag || etag.startsWith('W/'))) return undefined
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(range)
  const [first = '', last = ''] = match?.slice(1) ?? []
  if (!match || (first === '' && last === '')) return undefined
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last)
    return length === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(first)
  if (last !== '' && Number(last) < start) return undefined
  if (start >= size) return 'unsatisfiable'
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) }
}
