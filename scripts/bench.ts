/**
 * Prints the site's speed and size figures:
 *   - the time of a full build (route table + client, server and pre-render of every route);
 *   - the JavaScript a first visit downloads (raw and gzip) for a product page and others.
 *   tsx scripts/bench.ts [--no-build]
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { htmlFileFor } from '../src/server/static-site'

const distDir = join(process.cwd(), 'dist')

/** Runs the build and times it as a whole and its pre-render phase (from vite-react-ssg's log). */
async function timeBuild(): Promise<void> {
  const started = performance.now()
  let renderStarted = 0
  let renderEnded = 0
  let output = ''
  const child = spawn('npm', ['run', 'build'], { stdio: ['ignore', 'pipe', 'inherit'] })
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    if (!renderStarted && output.includes('Rendering Pages')) renderStarted = performance.now()
    if (!renderEnded && output.includes('Generating static loader data')) renderEnded = performance.now()
  })
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  if (code !== 0) throw new Error(`npm run build failed:\n${output.slice(-2000)}`)
  const seconds = (performance.now() - started) / 1000
  const pages = /Rendering Pages\.\.\. \((\d+)\)/.exec(output)?.[1] ?? '?'
  console.log(`build: ${seconds.toFixed(1)} s in all; pre-render of ${pages} pages: ${((renderEnded - renderStarted) / 1000).toFixed(1)} s`)
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

if (!process.argv.includes('--no-build')) await timeBuild()
for (const path of ['/roller/belt-conveyor-roller', '/', '/products', '/knowledge']) reportFirstVisit(path)
