import { describe, expect, it } from 'vitest'
import { gzipSync } from 'node:zlib'
import { loadContent } from '@/content/content-store.server'
import { loadIndexJson, searchSite, suggestQueries } from '@/features/search/search-engine'
import { searchIndexJson } from '../../../scripts/search-index'

const content = loadContent()
const json = searchIndexJson(content)
const index = loadIndexJson(json)
const search = (query: string) => searchSite(index, query)

/**
 * What buyers type, and what must come first. Each line: the query, the kind of result checked,
 * and a page (or a part-number pattern) that must be among the first `within` results of that kind.
 */
const buyerQueries: Array<{ query: string; first: string | RegExp; within?: number; kind?: 'products' | 'knowledge'; partNumber?: RegExp }> = [
  // Sizes with and without units
  // A query that is a product's name (sizes aside) finds that product first.
  { query: 'troughing idler 1200mm', first: '/idler/troughing-idler', within: 1, partNumber: /^TI-G-1200x/ },
  { query: 'troughing idler 1200 mm', first: '/idler/troughing-idler', within: 1 },
  { query: 'troughing idler', first: '/idler/troughing-idler', within: 1 },
  { query: '1200mm CEMA C idler', first: '/idler/cema-c-troughing-idler', within: 1, partNumber: /^CCT-CC-1219x/ },
  { query: '1200 CEMA C', first: /^\/(idler|roller)\/cema-c-/, within: 2 },
  { query: 'impact bed 1200', first: '/conveyor-components/impact-bed', within: 1, partNumber: /^IBD-1200x/ },
  { query: 'return roller 1000', first: '/roller/flat-return-roller', within: 3 },
  { query: 'bend pulley 800', first: '/pulley/bend-pulley', within: 1 },
  { query: '89mm roller', first: /^\/roller\//, within: 1, partNumber: /-89x/ },
  { query: '159 6306', first: '/roller/large-diameter-conveyor-roller', within: 3 },
  { query: '1400 impact idler', first: '/idler/impact-idler', within: 2 },
  // Bearing codes with suffixes
  { query: '6205', first: '/roller-parts/stamped-bearing-housing', within: 12, partNumber: /6205/ },
  { query: '6205', first: '/roller-parts/tk-bearing-housing-assembly', within: 12 },
  { query: '6205', first: '/roller-parts/flanged-bearing-housing', within: 12 },
  { query: '6205-2RS', first: '/roller-parts/roller-bearing', within: 3, partNumber: /-6205$/ },
  { query: '6205ZZ', first: '/roller-parts/roller-bearing', within: 3 },
  { query: '6205 2rs bearing housing', first: '/roller-parts/stamped-bearing-housing', within: 4 },
  { query: '6306 bearing housing', first: '/roller-parts/cast-iron-bearing-housing', within: 4 },
  // Standards and classes
  { query: 'CEMA C', first: /^\/(idler|roller)\/cema-c-/, within: 2 },
  { query: 'cema d idler', first: '/idler/cema-d-troughing-idler', within: 1 },
  { query: 'DIN roller', first: '/roller/din-conveyor-roller', within: 1 },
  { query: 'JIS roller', first: '/roller/jis-conveyor-roller', within: 1 },
  { query: 'SANS 1313 idler', first: /^\/knowledge\/sans-1313-/, within: 2, kind: 'knowledge' },
  // Synonyms
  { query: 'trough idler', first: '/idler/troughing-idler', within: 3 },
  { query: 'carrier roller', first: '/roller/trough-carrier-roller', within: 3 },
  { query: 'carrying idler', first: /^\/(idler|roller)\//, within: 1 },
  { query: 'lagged pulley', first: /^\/pulley\/.*lagged-pulley$/, within: 1 },
  { query: 'pulley lagging', first: /^\/pulley\/.*lagg/, within: 2 },
  { query: 'wing pulley', first: '/pulley/wing-pulley', within: 1 },
  { query: 'garland idler', first: /^\/knowledge\/.*garland/, within: 2, kind: 'knowledge' },
  { query: 'v return idler', first: '/idler/v-return-idler', within: 3 },
  // Typos
  { query: 'idlr', first: /^\/idler\//, within: 1 },
  { query: 'pully', first: /^\/pulley\//, within: 1 },
  { query: 'bearng housng', first: /^\/roller-parts\/.*bearing-housing/, within: 2 },
  { query: 'conveyer roller', first: /roller/, within: 1 },
  { query: 'rolers idlr xx', first: /roller|idler/, within: 1 },
  // Product names
  { query: 'impact roller', first: '/roller/rubber-impact-roller', within: 1 },
  { query: 'self aligning idler', first: /^\/idler\/self-aligning-/, within: 1 },
  { query: 'labyrinth seal', first: '/roller-parts/labyrinth-seal', within: 1 },
  { query: 'primary belt cleaner', first: '/conveyor-components/primary-belt-cleaner', within: 1 },
  { query: 'rubber disc return roller', first: '/roller/self-cleaning-sleeve-return-rubber-disc-roller', within: 1 },
  { query: 'roller making machine', first: /^\/conveyor-roller-machine\//, within: 1 },
  { query: 'pipe cutting machine', first: '/conveyor-roller-machine/roller-tube-cutting-machine', within: 1 },
  { query: 'TI-G-1200x35x3-133-6205', first: '/idler/troughing-idler', within: 1, partNumber: /^TI-G-1200x35x3-133-6205$/ },
  // Questions
  { query: 'what is a troughing idler', first: '/knowledge/what-is-a-troughing-idler', within: 1, kind: 'knowledge' },
  { query: 'how to choose roller diameter', first: '/knowledge/how-to-choose-roller-diameter', within: 1, kind: 'knowledge' },
  { query: 'idler spacing', first: '/knowledge/how-choose-carrying-idler-spacing', within: 3, kind: 'knowledge' },
  { query: 'what is a wing pulley', first: '/knowledge/what-is-a-wing-pulley', within: 2, kind: 'knowledge' },
]

describe('site search over the real index: what buyers type', () => {
  it('holds at least 40 buyer queries', () => {
    expect(buyerQueries.length).toBeGreaterThanOrEqual(40)
  })

  it.each(buyerQueries)('"$query" puts $first first', ({ query, first, within = 1, kind = 'products', partNumber }) => {
    const hits = search(query)[kind].slice(0, within)
    const match = hits.find((hit) => (typeof first === 'string' ? hit.path === first : first.test(hit.path)))
    expect(match, `${query}: ${hits.map((hit) => hit.path).join(', ')}`).toBeDefined()
    if (partNumber) expect(match?.partNumber, query).toMatch(partNumber)
  })

  it('finds nothing for a junk word, and suggests nothing for it', () => {
    expect(search('qzxvkjw').total).toBe(0)
    expect(suggestQueries(index, 'qzxvkjw')).toEqual([])
  })

  it('lists every product with a 6205 size before any article, each with that size\'s part number', () => {
    const sized = content.products.filter((product) => JSON.stringify(product.sizes ?? {}).includes('"bearing":"6205"'))
    const results = search('6205')
    const found = new Set(results.products.flatMap((hit) => [hit.path, ...hit.alsoListed.map((other) => other.path)]))
    expect(sized.length).toBeGreaterThan(10)
    for (const product of sized) expect(found.has(product.path), product.path).toBe(true)
    for (const hit of results.products.filter((hit) => sized.some((product) => product.path === hit.path))) expect(hit.partNumber, hit.path).toMatch(/6205/)
  })

  it('reads a bearing code the same with or without its seal suffix, and a size with or without its unit', () => {
    const paths = (query: string) => search(query).products.map((hit) => hit.path)
    for (const query of ['6205-2RS', '6205ZZ', '6205 2rs', '6205-2Z']) expect(paths(query), query).toEqual(paths('6205'))
    expect(paths('troughing idler 1200mm')).toEqual(paths('troughing idler 1200'))
  })

  it('keeps one unknown word from emptying the results, and counts what it shows', () => {
    const results = search('rolers idlr xx')
    expect(results.total).toBeGreaterThan(10)
    expect(results.complete).toBe(0)
    expect(results.total).toBe(results.products.length + results.knowledge.length + results.news.length)
    const full = search('troughing idler 1200')
    const groups = [full.products, full.knowledge, full.news]
    // In each group the pages with every word come before those with some.
    for (const hits of groups) expect(hits.map((hit) => hit.complete)).toEqual([...hits.map((hit) => hit.complete)].sort((a, b) => Number(b) - Number(a)))
  })

  it('shows a near-copy under its primary product, never beside it', () => {
    const results = search('troughing idler')
    const troughing = results.products.find((hit) => hit.path === '/idler/troughing-idler')
    expect(troughing?.alsoListed.length).toBeGreaterThan(0)
    const primaries = new Map(content.products.filter((p) => p.primary).map((p) => [p.path, `/${p.primary}`]))
    const shown = new Set(results.products.map((hit) => hit.path))
    for (const hit of results.products) expect(shown.has(primaries.get(hit.path) ?? ''), hit.path).toBe(false)
  })

  it('suggests whole queries made of index words, each of which finds pages', () => {
    const suggestions = suggestQueries(index, 'rolers idlr xx')
    expect(suggestions[0]).toBe('roller idler')
    expect(suggestions.length).toBeLessThanOrEqual(3)
    for (const suggestion of suggestions) expect(search(suggestion).complete, suggestion).toBeGreaterThan(0)
    for (const [typo, word] of [['conveyer', 'conveyor'], ['laging', 'lagging'], ['rolelr', 'roller']] as const) {
      expect(suggestQueries(index, typo).some((suggestion) => suggestion.split(' ').includes(word)), typo).toBe(true)
    }
  })

  it('is small enough to load on a slow phone (under 150 KB gzip)', () => {
    expect(gzipSync(json).length).toBeLessThan(150 * 1024)
  })
})
