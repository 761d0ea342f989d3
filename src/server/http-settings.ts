import { BlockList, isIP } from 'node:net'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { FastifyHttpOptions } from 'fastify'

/**
 * Whose word to take for the client address: nobody's (the connection's own address), the
 * nearest N proxies (a hop count), or proxies at these addresses or ranges (X-Forwarded-For
 * entries they appended are believed; anything a client wrote before them is not).
 */
export type TrustProxy = { hops: number } | { addresses: string[] } | 'none'

/** proxy-addr's names for address groups, accepted in TRUST_PROXY beside addresses and CIDR ranges. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal'])

/** "", "1", "2", or "10.0.0.0/8, 127.0.0.1, loopback": a hop count or addresses and ranges. */
export function parseTrustProxy(value: string): TrustProxy | { problem: string } {
  const text = value.trim()
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return 'none'
  if (/^\d+$/.test(text)) return { hops: Number(text) }
  const addresses = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  for (const entry of addresses) {
    const [address = '', prefix, extra] = entry.split('/')
    const version = isIP(address)
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 6 ? 128 : 32))
    if (!namedRanges.has(entry) && (version === 0 || !prefixOk || extra !== undefined)) {
      return {
        problem: `"${entry}" is neither an address nor a range: write a hop count (e.g. 1) or addresses and CIDR ranges (e.g. 10.0.0.0/8, ::1, loopback)`,
      }
    }
  }
  return { addresses }
}

/** proxy-addr's named groups as ranges, so the fast path trusts the same peers as fastify. */
const namedRangeBlocks: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
}

/**
 * Whether the peer of a connection is a trusted proxy, whose X-Forwarded-Proto counts. With a hop
 * count any peer is (so TRUST_PROXY by address is the safer setting); with addresses, only those.
 */
export function proxyTrustedAt(trustProxy: TrustProxy): (peerAddress: string | undefined) => boolean {
  if (trustProxy === 'none') return () => false
  if ('hops' in trustProxy) return () => trustProxy.hops > 0
  const list = new BlockList()
  for (const entry of trustProxy.addresses.flatMap((value) => namedRangeBlocks[value] ?? [value])) {
    const [address = '', prefix] = entry.split('/')
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(prefix), type)
  }
  return (peerAddress) => {
    if (peerAddress === undefined || isIP(peerAddress) === 0) return false
    return list.check(peerAddress, isIP(peerAddress) === 6 ? 'ipv6' : 'ipv4')
  }
}

/** Time limits against slow or idle clients: none of them can hold a connection for long. */
export interface ServerTimeouts {
  /** The request line and headers must arrive within this (Node's headersTimeout). */
  headersMs: number
  /** The whole request, body included, must arrive within this (requestTimeout). */
  requestMs: number
  /** A connection with no traffic at all is closed after this (the socket timeout). */
  idleMs: number
  /** An idle keep-alive connection between requests is closed after this. */
  keepAliveMs: number
}

export const defaultTimeouts: ServerTimeouts = { headersMs: 10_000, requestMs: 30_000, idleMs: 60_000, keepAliveMs: 5_000 }

/** Answers a request before fastify and returns true, or returns false to pass it on. */
export type EarlyResponder = (request: IncomingMessage, response: ServerResponse) => boolean

/**
 * Fastify's options for the client address and the time limits, and the HTTP server: it offers
 * each request to `early` first (the site's files from memory), then to fastify.
 */
export function connectionOptions(trustProxy: TrustProxy, timeouts: ServerTimeouts, early: EarlyResponder): FastifyHttpOptions<Server> {
  return {
    // A hop count: the nearest N addresses of the chain are proxies (fastify's own rule for a number).
    trustProxy:
      trustProxy === 'none'
        ? false
        : 'hops' in trustProxy
          ? (_address: string, hop: number) => hop < trustProxy.hops
          : trustProxy.addresses,
    serverFactory: (handler) => {
      const server = createServer(
        {
          headersTimeout: timeouts.headersMs,
          requestTimeout: timeouts.requestMs,
          keepAliveTimeout: timeouts.keepAliveMs,
          // Node checks the header and request limits on this interval (30 s by default): a tenth of the limit.
          connectionsCheckingInterval: Math.max(100, Math.min(timeouts.headersMs, timeouts.requestMs) / 10),
        },
        (request, response) => {
          if (!early(request, response)) handler(request, response)
        },
      )
      // A connection with no traffic at all.
      server.setTimeout(timeouts.idleMs)
      return server
    },
  }
}
