import { describe, expect, it } from 'vitest'
import { gzipSync } from 'node:zlib'
import { loadContent } from '@/content/content-store.server'
import { loadIndexJson, searchSite, suggestSpellings } from '@/features/search/site-search'
import { searchIndexJson } from '../../../scripts/search-index'

const json = searchIndexJson(loadContent())
const index = loadIndexJson(json)
const search = (query: string) => searchSite(index, query)

describe('site search over the real index', () => {
  it('finds idler products first for "idler", and still for "idlr"', () => {
    for (const query of ['idler', 'idlr']) {
      const results = search(query)
      expect(results.products.length, query).toBeGreaterThan(10)
      expect(results.products.slice(0, 5).every((hit) => /idler/i.test(hit.title)), query).toBe(true)
    }
  })

  it('tolerates small typos: "pully", "bearng"', () => {
    expect(search('pully').products.some((hit) => hit.path.startsWith('/pulley/'))).toBe(true)
    expect(search('bearng').total).toBeGreaterThan(0)
  })

  it('finds products with a 6205 bearing, and no 6204-only product first', () => {
    const results = search('6205')
    expect(results.products.length).toBeGreaterThan(5)
    const first = loadContent().products.find((p) => p.path === results.products[0]?.path)
    expect(JSON.stringify(first)).toContain('6205')
  })

  it('finds pulleys and the lagging articles for "lagging"', () => {
    const results = search('lagging')
    expect(results.products.some((hit) => hit.path.startsWith('/pulley/'))).toBe(true)
    expect(results.knowledge.some((hit) => /lagging/i.test(hit.title))).toBe(true)
  })

  it('finds nothing for random letters, and offers close spellings for a typo', () => {
    expect(search('qzxvkjw').total).toBe(0)
    for (const [typo, word] of [['conveyer', 'conveyor'], ['laging', 'lagging'], ['rolelr', 'roller']] as const) {
      expect(suggestSpellings(index, typo).some((suggestion) => suggestion.split(' ').includes(word)), typo).toBe(true)
    }
  })

  it('is small enough to load on a slow phone (under 150 KB gzip)', () => {
    expect(gzipSync(json).length).toBeLessThan(150 * 1024)
  })
})
