import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'
import type { RouteEntry } from '../../content/route-entry.ts'
import { isCompressible, pagePolicyFile, precompressedEncodings, type Encoding } from './dist-layout.ts'
import { contentSecurityPolicy, noExtraSources, type PolicySources } from './security-headers.ts'

/** One encoding of a file, ready to send. */
export interface Representation {
  body: Buffer
  etag: string
}

/** A page or file of the build, in memory in every encoding the build wrote. */
export interface SiteFile {
  contentType: string
  cacheControl: string
  /** Present for files that exist in more than one encoding: answers vary by Accept-Encoding. */
  vary?: 'Accept-Encoding'
  encodings: ReadonlySet<Encoding>
  representations: Partial<Record<Encoding, Representation>> & { identity: Representation }
  /** HTML only: the page's Content-Security-Policy, with the hashes of its own inline scripts. */
  contentSecurityPolicy?: string
}

export interface LoadedSite {
  /** Table path (/roller) to its page. */
  pages: Map<string, SiteFile>
  /** URL path (/assets/app-1a2b.js) to every other file a visitor may fetch. */
  files: Map<string, SiteFile>
  notFound: SiteFile
  bytes: number
}

export const immutable = 'public, max-age=31536000, immutable'
export const revalidate = 'no-cache'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'text/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.dxf': 'image/vnd.dxf',
  '.step': 'model/step',
  '.glb': 'model/gltf-binary',
}

/** Hashed assets and the downloads carry their content hash in their names: they never change. */
function hasHashedName(file: string): boolean {
  return file.startsWith('assets/') || file.startsWith('downloads/')
}

/** The built HTML file of a table path (vite-react-ssg's flat layout: /roller -> roller.html). */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}

function entityTag(body: Buffer, encoding: Encoding): string {
  const digest = createHash('sha1').update(body).digest('base64url').slice(0, 22)
  return encoding === 'identity' ? `"${digest}"` : `"${digest}-${encoding === 'br' ? 'br' : 'gz'}"`
}

/** Reads one file of dist with the compressed copies the build wrote beside it. */
function readSiteFile(distDir: string, file: string, cacheControl: string, sources?: PolicySources): SiteFile {
  const path = join(distDir, file)
  const identity = readFileSync(path)
  const representations: SiteFile['representations'] = { identity: { body: identity, etag: entityTag(identity, 'identity') } }
  if (isCompressible(file)) {
    for (const { encoding, suffix } of precompressedEncodings) {
      if (!existsSync(path + suffix)) throw new Error(`${path} has no pre-compressed copy ${file}${suffix}: run npm run build`)
      const body = readFileSync(path + suffix)
      representations[encoding] = { body, etag: entityTag(body, encoding) }
    }
  }
  const encodings = new Set(Object.keys(representations) as Encoding[])
  return {
    contentType: contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream',
    cacheControl,
    vary: encodings.size > 1 ? 'Accept-Encoding' : undefined,
    encodings,
    representations,
    contentSecurityPolicy: sources === undefined ? undefined : contentSecurityPolicy(identity.toString('utf8'), sources),
  }
}

/**
 * Every file a visitor may fetch, as URL paths: not the pages' .html files (pages answer only at
 * their table paths), not the compressed copies, and nothing under a dot-folder (.vite, .deploy).
 */
function servedFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return servedFiles(path, base)
    const file = relative(base, path).split(sep).join('/')
    if (file.endsWith('.html')) return []
    if (precompressedEncodings.some(({ suffix }) => file.endsWith(suffix) && isCompressible(file.slice(0, -suffix.length)))) return []
    return [file]
  })
}

function readPolicySources(distDir: string): PolicySources {
  const path = join(distDir, pagePolicyFile)
  if (!existsSync(path)) throw new Error(`The build in ${distDir} has no ${pagePolicyFile}: run npm run build`)
  return { ...noExtraSources, ...(JSON.parse(readFileSync(path, 'utf8')) as Partial<PolicySources>) }
}

/**
 * Reads the whole build into memory once, when the server starts: pages in each encoding with
 * their entity tags and policies, every other file likewise. A build is about 20 MB with its
 * compressed copies; after a new build, restart the server.
 */
export function loadSite(distDir: string, table: RouteEntry[]): LoadedSite {
  const missing = table.filter((entry) => !existsSync(join(distDir, htmlFileFor(entry.path))))
  if (missing.length > 0) {
    throw new Error(`The build in ${distDir} lacks ${missing.length} page(s) of routes.json, e.g. ${missing[0]?.path}: run npm run build`)
  }
  const sources = readPolicySources(distDir)
  const pages = new Map(table.map((entry) => [entry.path, readSiteFile(distDir, htmlFileFor(entry.path), revalidate, sources)] as const))
  const files = new Map(
    servedFiles(distDir).map((file) => [`/${file}`, readSiteFile(distDir, file, hasHashedName(file) ? immutable : revalidate)] as const),
  )
  const notFound = readSiteFile(distDir, '404.html', revalidate, sources)
  let bytes = 0
  for (const site of [...pages.values(), ...files.values(), notFound]) {
    for (const representation of Object.values(site.representations)) bytes += representation.body.length
  }
  return { pages, files, notFound, bytes }
}
