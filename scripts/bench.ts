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
import MiniSearch from 'minisearch'
import { loadContent } from '../src/content/content-store.server.ts'
import { indexOptions, queryOptions } from '../src/features/search/search-options.ts'
import { htmlFileFor } from '../src/server/static-site.ts'
import { searchIndexJson } from './search-index.ts'

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

/** The search index's size and the time one query takes once it is loaded. */
function reportSearch(): void {
  const json = searchIndexJson(loadContent())
  console.log(`search index: ${(json.length / 1024).toFixed(1)} KB raw, ${(gzipSync(json, { level: 9 }).length / 1024).toFixed(1)} KB gzip`)
  const started = performance.now()
  const index = MiniSearch.loadJSON(json, indexOptions)
  console.log(`search index load (parse + rebuild): ${(performance.now() - started).toFixed(1)} ms`)
  const queries = ['idler', 'idlr', 'impact roller', '6205', 'cema c', 'lagging', 'pully', 'bearing housing', 'troughing idler 35', 'qzxvkjw']
  const times: number[] = []
  for (let round = 0; round < 20; round += 1) {
    for (const query of queries) {
      const t = performance.now()
      index.search(query, queryOptions)
      times.push(performance.now() - t)
    }
  }
  times.sort((a, b) => a - b)
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]?.toFixed(2)
  console.log(`search query (index loaded, ${times.length} queries): median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`)
}

if (!process.argv.includes('--no-build')) await timeBuild()
for (const path of ['/roller/belt-conveyor-roller', '/', '/products', '/knowledge']) reportFirstVisit(path)
reportSearch()
