import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { RouteEntry } from '@/content/route-entry'
import { byteRange, chooseEncoding, ifNoneMatchHits, requestPath } from './site/http-negotiation'
import { htmlFileFor, loadSite, type LoadedSite, type SiteFile } from './site/site-files'

export { htmlFileFor }

const readMethods = 'GET, HEAD'

/** Sends one file of the build in the encoding the client prefers, or 304 when it has that one. */
function sendSiteFile(request: FastifyRequest, reply: FastifyReply, file: SiteFile): FastifyReply {
  const encoding = chooseEncoding(request.headers['accept-encoding'], file.encodings)
  const representation = file.representations[encoding] ?? file.representations.identity
  reply.header('Content-Type', file.contentType).header('Cache-Control', file.cacheControl).header('ETag', representation.etag)
  if (file.vary) reply.header('Vary', file.vary)
  if (file.contentSecurityPolicy) reply.header('Content-Security-Policy', file.contentSecurityPolicy)
  if (ifNoneMatchHits(request.headers['if-none-match'], representation.etag)) return reply.code(304).send()
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding)
  reply.header('Accept-Ranges', 'bytes')
  const size = representation.body.length
  const ifRange = request.headers['if-range']
  const ifRangeValue = Array.isArray(ifRange) ? ifRange.join(', ') : ifRange
  const range = request.method === 'GET' ? byteRange(request.headers.range, size, ifRangeValue, representation.etag) : undefined
  if (range === 'unsatisfiable') return reply.code(416).header('Content-Range', `bytes */${size}`).send()
  if (range)
    return reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .send(representation.body.subarray(range.start, range.end + 1))
  return reply.send(representation.body)
}

/**
 * Serves the built site from memory: every table path answers 200 with its pre-rendered HTML,
 * every other file of the build at its path, anything else 404 with the not-found page. Hashed
 * assets are cached for a year; pages, payloads and other files revalidate. Each answer is the
 * brotli or gzip copy the build wrote, by Accept-Encoding; nothing is compressed per request.
 * Returns the loaded site: createApp answers its pages and files before fastify's routing
 * (site/fast-responder.ts); these routes give the same answers to what reaches fastify.
 */
export async function registerStaticSite(app: FastifyInstance, distDir: string, table: RouteEntry[]): Promise<LoadedSite> {
  const site = loadSite(distDir, table)
  app.log.info(`holding ${site.pages.size} pages and ${site.files.size} files in memory (${(site.bytes / 1024 / 1024).toFixed(1)} MB)`)

  const sendNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    if (site.notFound.encodings.size > 1) reply.header('Vary', 'Accept-Encoding')
    const encoding = chooseEncoding(request.headers['accept-encoding'], site.notFound.encodings)
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding)
    return reply
      .code(404)
      .header('Content-Type', site.notFound.contentType)
      .header('Cache-Control', site.notFound.cacheControl)
      .header('Content-Security-Policy', site.notFound.contentSecurityPolicy ?? '')
      .send((site.notFound.representations[encoding] ?? site.notFound.representations.identity).body)
  }

  /** The page or file a request names, a bad request, or nothing. */
  const resolve = (url: string): SiteFile | 'bad-request' | undefined => {
    const target = requestPath(url)
    if (target.kind === 'bad-request') return 'bad-request'
    return site.pages.get(target.path) ?? site.files.get(target.path)
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (request, reply) => {
      const file = resolve(request.raw.url ?? '/')
      if (file === 'bad-request') return reply.code(400).type('text/plain; charset=utf-8').send('Bad request: the address cannot be read.')
      return file ? sendSiteFile(request, reply, file) : sendNotFound(request, reply)
    },
  })

  // Other methods are answered before any body is read: 405 where a page or file is, else 404.
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/*',
    bodyLimit: 1024,
    onRequest: async (request, reply) => {
      const file = resolve(request.raw.url ?? '/')
      if (file === 'bad-request') return reply.code(400).type('text/plain; charset=utf-8').send('Bad request: the address cannot be read.')
      if (file)
        return reply
          .code(405)
          .header('Allow', readMethods)
          .type('text/plain; charset=utf-8')
          .send(`This address answers only ${readMethods}.`)
      return sendNotFound(request, reply)
    },
    handler: (_request, reply) => reply,
  })

  app.setNotFoundHandler((request, reply) => sendNotFound(request, reply))
  return site
}
