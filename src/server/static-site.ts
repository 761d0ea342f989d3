import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyCompress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import type { RouteEntry } from '@/content/route-entry'

const immutable = 'public, max-age=31536000, immutable'
const revalidate = 'no-cache'

/** The built HTML file of a table path (vite-react-ssg's flat layout: /roller -> roller.html). */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}

/**
 * Serves the built site: every table path answers 200 with its pre-rendered HTML, anything else
 * 404 with the not-found page. Hashed assets are cached for a year; HTML and payloads revalidate.
 */
export async function registerStaticSite(app: FastifyInstance, distDir: string, table: RouteEntry[]): Promise<void> {
  const missing = table.filter((entry) => !existsSync(join(distDir, htmlFileFor(entry.path))))
  if (missing.length > 0) {
    throw new Error(`The build in ${distDir} lacks ${missing.length} page(s) of routes.json, e.g. ${missing[0]?.path}: run npm run build`)
  }
  const notFoundHtml = readFileSync(join(distDir, '404.html'), 'utf8')
  // Pages are small (about 15 KB each): held in memory with a content ETag for revalidation.
  const pages = new Map(
    table.map((entry) => {
      const html = readFileSync(join(distDir, htmlFileFor(entry.path)), 'utf8')
      const etag = `"${createHash('sha1').update(html).digest('base64url')}"`
      return [entry.path, { html, etag }] as const
    }),
  )

  await app.register(fastifyCompress, { threshold: 1024 })
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    redirect: false,
    cacheControl: false,
    // Pages are only reachable at their table paths, never as /name.html or /folder/.
    allowedPath: (pathName) => !pathName.endsWith('.html') && !pathName.endsWith('/'),
    setHeaders: (response, filePath) => {
      response.header('Cache-Control', filePath.includes(`${join(distDir, 'assets')}/`) ? immutable : revalidate)
    },
  })

  for (const [path, page] of pages) {
    app.get(path, (request, reply) => {
      reply.header('Cache-Control', revalidate).header('ETag', page.etag)
      if (request.headers['if-none-match'] === page.etag) return reply.code(304).send()
      return reply.type('text/html; charset=utf-8').send(page.html)
    })
  }

  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).header('Cache-Control', revalidate).type('text/html; charset=utf-8').send(notFoundHtml)
  })
}
