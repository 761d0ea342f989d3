/**
 * Prints the site's speed and size figures:
 *   - the time of a full build (route table + client, server and pre-render of every route);
 *   - the JavaScript a first visit downloads (raw and gzip) for a product page and others.
 *   tsx scripts/bench.ts [--no-build]
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { htmlFileFor } from '../src/server/static-site'

const distDir = join(process.cwd(), 'dist')

function timeBuild(): void {
  const started = performance.now()
  const output = execFileSync('npm', ['run', 'build'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
  const seconds = (performance.now() - started) / 1000
  const pages = /Rendering Pages\.\.\. \((\d+)\)/.exec(output)?.[1] ?? '?'
  console.log(`build: ${seconds.toFixed(1)} s for ${pages} pre-rendered pages (routes, client, server and pre-render)`)
}

/** Every script a page loads before it is interactive: the entry and its modulepreloads. */
function firstVisitScripts(path: string): string[] {
  const html = readFileSync(join(distDir, htmlFileFor(path)), 'utf8')
  const sources = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)]
  return [...new Set(sources.map((match) => match[1] ?? ''))]
}

function reportFirstVisit(path: string): void {
  let raw = 0
  let gzip = 0
  const files = firstVisitScripts(path)
  for (const file of files) {
    const bytes = readFileSync(join(distDir, file))
    raw += bytes.length
    gzip += gzipSync(bytes, { level: 9 }).length
  }
  console.log(`first visit ${path}: ${files.length} scripts, ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`)
}

if (!process.argv.includes('--no-build')) timeBuild()
for (const path of ['/roller/belt-conveyor-roller', '/', '/products', '/knowledge']) reportFirstVisit(path)
