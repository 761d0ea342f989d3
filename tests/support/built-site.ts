import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { readRouteTable } from '@/content/route-table.server'
import { htmlFileFor } from '@/server/static-site'

export const distDir = join(process.cwd(), 'dist')
export const routeTable = readRouteTable()

export function assertBuilt(): void {
  if (!existsSync(join(distDir, 'index.html'))) throw new Error('dist/ has no build: run `npm run build` first (npm test does)')
}

const parsed = new Map<string, { html: string; document: Document }>()

/** A built page, parsed once per test file (parsing ~500 pages is the slow part of these tests). */
export function readPage(path: string): { html: string; document: Document } {
  let page = parsed.get(path)
  if (!page) {
    const html = readFileSync(join(distDir, htmlFileFor(path)), 'utf8')
    page = { html, document: new JSDOM(html).window.document }
    parsed.set(path, page)
  }
  return page
}

/** Every file under dist/assets with its contents. */
export function builtAssets(): { name: string; text: string }[] {
  const folder = join(distDir, 'assets')
  return readdirSync(folder).map((name) => ({ name, text: readFileSync(join(folder, name), 'utf8') }))
}

/**
 * The route table in groups of `size` pages, named by their first and last path: a test per group
 * keeps each test's work small, where all ~500 pages in one test came near its time-out on a busy machine.
 */
export function routeGroups(size = 40): { name: string; entries: typeof routeTable }[] {
  return Array.from({ length: Math.ceil(routeTable.length / size) }, (_, index) => routeTable.slice(index * size, (index + 1) * size)).map(
    (entries) => ({ name: `${entries[0]?.path} to ${entries.at(-1)?.path} (${entries.length} pages)`, entries }),
  )
}
