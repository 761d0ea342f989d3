import { describe, expect, it } from 'vitest'
import { gzipSync } from 'node:zlib'
import { siteConfigValues } from '@/config/site-config'
import { loadContent } from '@/content/content-store.server'
import { readDownloadsManifest } from '@/downloads/downloads-manifest.server'
import { loadIndexJson, resultsInOrder, searchSite, suggestQueries } from '@/features/search/search-engine'
import { searchIndexJson } from '../../scripts/build/search-index'

const content = loadContent()
const json = searchIndexJson(content, siteConfigValues, readDownloadsManifest())
const index = loadIndexJson(json)
const search = (query: string) => searchSite(index, query)
/** Every result in the order the page shows them: its groups in the order the query puts them. */
const shown = resultsInOrder

/**
 * What buyers type, and what must come first. Each line: the query, the kind of result checked,
 * and a page (or a part-number pattern) that must be among the first `within` results of that kind.
 */
const buyerQueries: Array<{
  query: string
  first: string | RegExp
  within?: number
  kind?: 'products' | 'knowledge' | 'shown'
  partNumber?: RegExp
}> = [
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
  // Buying questions land on their section of How to order (the page shows them first)
  // Industries: a buyer who starts from the duty finds its page.
  { query: 'cement plant rollers', first: '/industries/cement-quarries', within: 3, kind: 'shown' },
  { query: 'port bulk terminal conveyor', first: '/industries/ports-bulk-terminals', within: 3, kind: 'shown' },
  { query: 'steel plant conveyor', first: '/industries/steel-plants', within: 3, kind: 'shown' },
  // A steel roller is a product, not the steel plants' page.
  { query: 'steel roller', first: '/roller/steel-conveyor-roller', within: 3, kind: 'shown' },
  { query: 'MOQ', first: '/how-to-order#lead-times', within: 1, kind: 'shown' },
  { query: 'minimum order quantity', first: '/how-to-order#lead-times', within: 1, kind: 'shown' },
  { query: 'lead time', first: '/how-to-order#lead-times', within: 1, kind: 'shown' },
  { query: 'delivery time', first: '/how-to-order#lead-times', within: 1, kind: 'shown' },
  { query: 'payment terms', first: '/how-to-order#payment', within: 1, kind: 'shown' },
  { query: 'warranty', first: '/how-to-order#warranty', within: 1, kind: 'shown' },
  { query: 'incoterms', first: '/how-to-order#shipping', within: 1, kind: 'shown' },
  { query: 'FOB price', first: '/how-to-order#shipping', within: 3, kind: 'shown' },
  { query: 'packing', first: '/how-to-order#packing', within: 2, kind: 'shown' },
  { query: 'quotation', first: '/how-to-order#steps', within: 1, kind: 'shown' },
  { query: 'how to order', first: /^\/how-to-order#/, within: 1, kind: 'shown' },
  // The company, the tools and the part-number page
  { query: 'certificate', first: '/about-us#certificates', within: 1, kind: 'shown' },
  { query: 'business licence', first: '/about-us#certificates', within: 1, kind: 'shown' },
  { query: 'business license', first: '/about-us#certificates', within: 1, kind: 'shown' },
  { query: 'ISO 9001', first: '/about-us#quality', within: 2, kind: 'shown' },
  { query: 'factory capacity', first: '/about-us#capacity', within: 1, kind: 'shown' },
  { query: 'privacy', first: '/privacy', within: 1, kind: 'shown' },
  { query: 'bearing life calculator', first: '/tools/bearing-life', within: 1, kind: 'shown' },
  { query: 'part number', first: '/part-numbers', within: 1, kind: 'shown' },
  // Downloads: the file itself
  { query: 'DXF', first: /^\/downloads\/.+\.dxf$/, within: 1, kind: 'shown' },
  { query: 'bend pulley dxf', first: /^\/downloads\/bend-pulley-drawing-\w+\.dxf$/, within: 1, kind: 'shown' },
  { query: 'troughing idler datasheet', first: /^\/downloads\/troughing-idler-datasheet-\w+\.pdf$/, within: 1, kind: 'shown' },
  { query: 'catalogue', first: /^\/downloads\/catalogue-\w+\.pdf$/, within: 1, kind: 'shown' },
  // A commercial word: How to order and the products, never a machine first
  { query: 'conveyor roller price', first: /^\/roller\//, within: 3, kind: 'shown' },
  { query: 'conveyor roller price', first: /^\/how-to-order#/, within: 1, kind: 'shown' },
  { query: 'idler price', first: /^\/idler\//, within: 3, kind: 'shown' },
  { query: 'roller cost', first: /^\/roller\//, within: 3, kind: 'shown' },
  // A question: the articles that answer it
  { query: 'roller life', first: '/knowledge/how-long-should-conveyor-roller-last', within: 3, kind: 'shown' },
  { query: 'how long does a conveyor roller last', first: '/knowledge/how-long-should-conveyor-roller-last', within: 1, kind: 'shown' },
  { query: 'what is a pulley', first: '/knowledge/what-is-a-conveyor-pulley', within: 2, kind: 'shown' },
  { query: 'why do rollers fail', first: /^\/knowledge\//, within: 1, kind: 'shown' },
  // A size: the products made in it, with its part number
  { query: '6205 roller 133', first: /^\/(roller|others)\//, within: 1, kind: 'shown', partNumber: /-133x.*-6205-/ },
  { query: '6205 roller 133', first: /^\/roller\/(belt|steel)-conveyor-roller$/, within: 3, kind: 'shown', partNumber: /-133x.*-6205-/ },
  { query: 'idler roller 159', first: /^\/(roller|others)\//, within: 1, kind: 'shown', partNumber: /-159x/ },
  { query: 'roller 89 6204', first: /^\/(roller|others)\//, within: 1, kind: 'shown', partNumber: /-89x.*-6204-/ },
  { query: 'belt width 1000 troughing idler', first: '/idler/troughing-idler', within: 1, kind: 'shown', partNumber: /-1000x/ },
  // A machine word: the machines
  { query: 'roller production line', first: '/conveyor-roller-machine/roller-production-line', within: 1, kind: 'shown' },
  { query: 'tube cutting', first: '/conveyor-roller-machine/roller-tube-cutting-machine', within: 1, kind: 'shown' },
  { query: 'welding machine', first: '/conveyor-roller-machine/roller-welding-machine', within: 1, kind: 'shown' },
  // Places: the delivery stories that name them
  { query: 'Vladivostok', first: '/news/cold-weather-rollers-for-coal-mine-in-russia', within: 1, kind: 'shown' },
  { query: 'Chittagong', first: '/news/conveyor-belt-and-idlers-for-clinker-jetty-in-bangladesh', within: 1, kind: 'shown' },
  { query: 'Callao', first: '/news/rubber-impact-rollers-for-copper-mine-in-peru', within: 1, kind: 'shown' },
  { query: 'rollers Ghana', first: /^\/news\/.*ghana/, within: 1, kind: 'shown' },
  // Words in other languages, read as English
  { query: 'con lan bang tai', first: /^\/(roller|others)\//, within: 1, kind: 'shown' },
  { query: 'rodillo', first: /^\/(roller|others)\//, within: 1, kind: 'shown' },
  { query: 'rodillos de impacto', first: '/roller/rubber-impact-roller', within: 1, kind: 'shown' },
  { query: 'polea motriz', first: '/pulley/drive-pulley', within: 1, kind: 'shown' },
  { query: 'banda transportadora', first: /^\/conveyor-components\/.*conveyor-belt$/, within: 1, kind: 'shown' },
  { query: 'ролик', first: /^\/(roller|others)\//, within: 1, kind: 'shown' },
  { query: 'роликоопора', first: /^\/idler\//, within: 1, kind: 'shown' },
  { query: 'приводной барабан', first: '/pulley/drive-pulley', within: 1, kind: 'shown' },
]

describe('site search over the real index: what buyers type', () => {
  it('holds at least 60 buyer queries', () => {
    expect(buyerQueries.length).toBeGreaterThanOrEqual(60)
  })

  it.each(buyerQueries)('"$query" puts $first first', ({ query, first, within = 1, kind = 'products', partNumber }) => {
    const results = search(query)
    const hits = (kind === 'shown' ? shown(results) : results[kind]).slice(0, within)
    const match = hits.find((hit) => (typeof first === 'string' ? hit.path === first : first.test(hit.path)))
    expect(match, `${query}: ${hits.map((hit) => hit.path).join(', ')}`).toBeDefined()
    if (partNumber) expect(match?.partNumber, query).toMatch(partNumber)
  })

  it('puts a machine first only when the query names a machine word', () => {
    const machine = /^\/conveyor-roller-machine\//
    for (const query of ['conveyor roller price', 'roller life', 'roller', 'conveyor roller', 'roller tube', 'roller shaft']) {
      expect(machine.test(search(query).products[0]?.path ?? ''), query).toBe(false)
    }
    for (const query of ['roller machine', 'roller welding', 'roller production line'])
      expect(search(query).products[0]?.path, query).toMatch(machine)
  })

  it('ranks the products made in the size asked before parts that fit it', () => {
    for (const query of ['6205 roller 133', 'idler roller 159', 'roller 89 6204']) {
      const first = search(query).products.slice(0, 3)
      expect(
        first.filter((hit) => hit.path.startsWith('/roller-parts/')),
        query,
      ).toEqual([])
    }
  })

  it('matches a word of three letters or fewer as a whole word only', () => {
    // "con" is not the start of "conveyor", nor "tai" of "tail".
    const words = (query: string) => shown(search(query)).flatMap((hit) => hit.terms)
    expect(words('con')).toEqual([])
    expect(words('tai')).toEqual([])
    expect(search('gb roller').products[0]?.terms).toContain('gb')
  })

  it('reads a query in Spanish, Russian or Vietnamese as English and says so', () => {
    const readAs = (query: string) => search(query).readAs
    expect(readAs('rodillo')).toEqual({ language: 'Spanish', query: 'roller' })
    expect(readAs('ролики')).toEqual({ language: 'Russian', query: 'roller' })
    expect(readAs('con lan bang tai')).toEqual({ language: 'Vietnamese', query: 'roller conveyor' })
    expect(readAs('troughing idler')).toBeUndefined()
  })

  it('names each download and links to the file', () => {
    const hit = shown(search('bend pulley dxf'))[0]
    expect(hit?.title).toMatch(/DXF/)
    expect(hit?.title).toMatch(/Bend Pulley/)
  })

  it('finds nothing for a junk word, and suggests nothing for it', () => {
    expect(search('qzxvkjw').total).toBe(0)
    expect(suggestQueries(index, 'qzxvkjw')).toEqual([])
  })

  it("lists every product with a 6205 size before any article, each with that size's part number", () => {
    const sized = content.products.filter((product) => JSON.stringify(product.sizes ?? {}).includes('"bearing":"6205"'))
    const results = search('6205')
    const found = new Set(results.products.flatMap((hit) => [hit.path, ...hit.alsoListed.map((other) => other.path)]))
    expect(sized.length).toBeGreaterThan(10)
    for (const product of sized) expect(found.has(product.path), product.path).toBe(true)
    for (const hit of results.products.filter((hit) => sized.some((product) => product.path === hit.path)))
      expect(hit.partNumber, hit.path).toMatch(/6205/)
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
    expect(results.total).toBe(shown(results).length)
    const full = search('troughing idler 1200')
    const groups = [full.products, full.knowledge, full.news]
    // In each group the pages with every word come before those with some.
    for (const hits of groups)
      expect(hits.map((hit) => hit.complete)).toEqual([...hits.map((hit) => hit.complete)].sort((a, b) => Number(b) - Number(a)))
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
    for (const [typo, word] of [
      ['conveyer', 'conveyor'],
      ['laging', 'lagging'],
      ['rolelr', 'roller'],
    ] as const) {
      expect(
        suggestQueries(index, typo).some((suggestion) => suggestion.split(' ').includes(word)),
        typo,
      ).toBe(true)
    }
  })

  it('is small enough to load on a slow phone (under 150 KB gzip)', () => {
    expect(gzipSync(json).length).toBeLessThan(150 * 1024)
  })
})
