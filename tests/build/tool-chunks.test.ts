import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { pageScriptsOf } from '../../scripts/build/plugins/deferred-scripts'
import { assertBuilt, distDir, readPage, routeTable } from '../support/built-site'

beforeAll(assertBuilt)

/** The product finder, the calculators and the part-number builder, by source path. */
const toolSources = /^src\/(?:features\/(?:finder|calculators)\/|screens\/(?:finder|tool|tools|part-numbers)\/)/

interface ManifestChunk {
  file: string
  src?: string
  imports?: string[]
}

const readJson = <T>(name: string): T => JSON.parse(readFileSync(join(distDir, '.vite', name), 'utf8')) as T

/**
 * Every script a first visit to `path` loads before it is interactive: its entry and the chunks
 * it preloads, and every chunk those import statically (the Vite manifest's `imports`).
 */
function firstVisitScripts(path: string, manifest: Record<string, ManifestChunk>): Set<string> {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]))
  const referenced = pageScriptsOf(readPage(path).html).map((file) => file.replace(/^\//, ''))
  const loaded = new Set<string>()
  const visit = (file: string) => {
    if (loaded.has(file)) return
    loaded.add(file)
    for (const key of byFile.get(file)?.imports ?? []) {
      const imported = manifest[key]
      if (imported) visit(imported.file)
    }
  }
  referenced.forEach(visit)
  return loaded
}

describe('the selection tools', () => {
  const manifest = () => readJson<Record<string, ManifestChunk>>('manifest.json')
  // Source module -> the chunks holding it; [] for a module inside the entry chunk.
  const modules = () => readJson<Record<string, string[]>>('ssr-manifest.json')

  const article = routeTable.find((entry) => entry.name === 'knowledgedetail')?.path ?? '-'
  const news = routeTable.find((entry) => entry.name === 'newsdetail')?.path ?? '-'
  const pages = [
    '/',
    '/products',
    '/roller',
    '/roller/belt-conveyor-roller',
    '/others/conveyor-idler-set',
    article,
    news,
    '/contact-us',
    '/search',
  ]

  it('live in chunks of their own, none of them the entry chunk', () => {
    const tools = Object.entries(modules()).filter(([source]) => toolSources.test(source))
    // The finder, four calculators with their form and the builder, at least.
    expect(tools.length).toBeGreaterThan(8)
    for (const [source, chunks] of tools)
      expect(
        chunks.filter((file) => file.endsWith('.js')),
        `${source} is in the entry chunk`,
      ).not.toEqual([])
  })

  it.each(pages)('add no byte to the first-visit JavaScript of %s', (path) => {
    const toolChunks = new Set(
      Object.entries(modules())
        .filter(([source]) => toolSources.test(source))
        .flatMap(([, chunks]) => chunks.map((file) => file.replace(/^\//, ''))),
    )
    const loaded = firstVisitScripts(path, manifest())
    expect(loaded.size, `${path} loads no script`).toBeGreaterThan(2)
    const offending = [...loaded].filter((file) => toolChunks.has(file))
    expect(offending, `${path} loads tool code on its first visit`).toEqual([])
  })
})
