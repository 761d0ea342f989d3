/**
 * The site search once its index is in memory: pure functions, shared by the pages, the header
 * box, the tests and the benchmark. Queries are read as buyers write them (search-options.ts);
 * results come grouped, pages matching every word first, then those matching most of them.
 */
import MiniSearch, { type AsPlainObject, type SearchResult } from 'minisearch'
import { indexOptions, processTerm, queryOptions, tokenize, writtenForms, type SearchDocument } from './search-options.ts'

/** What results show of a product beyond its words. */
export interface SizedProduct {
  /** Its first picture. */
  image: string
  /** The path of the product it is a near-copy of (products listed under /others). */
  primary?: string
  /** One per size row: "{part number} {size words}", e.g. "TI-CC-1219x35x3-152-6205 1219 1200 48 152 6205". */
  rows: string[]
}

export interface SerialisedSiteIndex {
  words: AsPlainObject
  products: Record<string, SizedProduct>
}

export interface SiteIndex {
  words: MiniSearch<SearchDocument>
  products: ReadonlyMap<string, SizedProduct>
}

export interface SearchHit {
  path: string
  kind: SearchDocument['kind']
  title: string
  summary: string
  /** The words of the page that matched, for highlighting. */
  terms: string[]
  /** True when the page matches every word of the query. */
  complete: boolean
  /** Products: the first picture. */
  image?: string
  /** Products found through a size row: that row's part number. */
  partNumber?: string
  /** Near-copies of this product that matched too, shown under it. */
  alsoListed: Array<{ path: string; title: string }>
}

export interface SearchResults {
  products: SearchHit[]
  knowledge: SearchHit[]
  news: SearchHit[]
  /** Every result, across the three groups. */
  total: number
  /** How many of them match every word. */
  complete: number
}

export function loadIndexJson(json: string): SiteIndex {
  const serialised = JSON.parse(json) as SerialisedSiteIndex
  return { words: MiniSearch.loadJS<SearchDocument>(serialised.words, indexOptions), products: new Map(Object.entries(serialised.products)) }
}

/** The words of a query as the index keeps them, without repeats. */
export function queryWords(query: string): string[] {
  return [...new Set(tokenize(query).map((word) => processTerm(word)).filter((word): word is string => !!word))]
}

/** The size row of a product that holds most of the size words matched, if any matched. */
function matchedPartNumber(product: SizedProduct | undefined, result: SearchResult): string | undefined {
  const sizeWords = Object.entries(result.match).filter(([, fields]) => fields.includes('sizes')).map(([term]) => term)
  if (!product || sizeWords.length === 0) return undefined
  let best: { partNumber: string; count: number } | undefined
  for (const row of product.rows) {
    const [partNumber = '', ...words] = row.split(' ')
    const count = sizeWords.filter((word) => words.includes(word)).length
    if (count > 0 && (!best || count > best.count)) best = { partNumber, count }
  }
  return best?.partNumber
}

/** A near-copy gives way to its primary product when both are found: the primary takes the better place and match. */
function collapseNearCopies(index: SiteIndex, hits: SearchHit[]): SearchHit[] {
  const byPath = new Map(hits.map((hit) => [hit.path, hit]))
  const placed = new Set<SearchHit>()
  const ordered: SearchHit[] = []
  for (const hit of hits) {
    const primary = byPath.get(index.products.get(hit.path)?.primary ?? '')
    if (primary) {
      primary.alsoListed.push({ path: hit.path, title: hit.title })
      primary.complete ||= hit.complete
    }
    const shown = primary ?? hit
    if (!placed.has(shown)) {
      placed.add(shown)
      ordered.push(shown)
    }
  }
  return ordered
}

/**
 * Whether a page's title says exactly what the query's words say, sizes aside: "troughing idler
 * 1200mm" names the Troughing Idler, which then comes before the offset, mining and other
 * troughing idlers that match the same words with more of them in their text.
 */
function namedBy(words: string[]): (result: SearchResult) => boolean {
  const named = new Set(words.filter((word) => !/\d/.test(word)))
  return (result) => {
    if (named.size === 0) return false
    const title = new Set(queryWords(String(result.title)))
    return title.size === named.size && [...named].every((word) => title.has(word))
  }
}

/**
 * Results for a query, grouped by kind. Pages that match every word come first; then, so that one
 * unknown word never empties the page, those that miss one word (or, failing those, the pages that
 * match the most words). Each group is ranked by how well its pages match.
 */
export function searchSite(index: SiteIndex, query: string): SearchResults {
  const results: SearchResults = { products: [], knowledge: [], news: [], total: 0, complete: 0 }
  const words = queryWords(query)
  if (words.length === 0) return results
  const found = index.words
    // A near-copy under /others ranks a little below the product it copies.
    .search(words.join(' '), { ...queryOptions, combineWith: 'OR', boostDocument: (id) => (index.products.get(String(id))?.primary ? 0.8 : 1) })
    .map((result) => ({ result, matched: new Set(result.queryTerms).size }))
  const best = Math.max(0, ...found.map((entry) => entry.matched))
  const enough = Math.max(1, Math.min(words.length - 1, best))
  // Each kept page's title is read once, not at every comparison of the sort.
  const named = namedBy(words)
  const kept = found
    .filter((entry) => entry.matched >= enough)
    .map((entry) => ({ ...entry, named: named(entry.result) }))
    .sort((a, b) => b.matched - a.matched || Number(b.named) - Number(a.named) || b.result.score - a.result.score)
  const products: SearchHit[] = []
  for (const { result, matched } of kept) {
    const path = String(result.id)
    const kind = result.kind as SearchDocument['kind']
    const product = kind === 'product' ? index.products.get(path) : undefined
    const hit: SearchHit = {
      path,
      kind,
      title: String(result.title),
      summary: String(result.summary),
      terms: [...new Set(result.terms.flatMap(writtenForms))],
      complete: matched === words.length,
      image: product?.image,
      partNumber: matchedPartNumber(product, result),
      alsoListed: [],
    }
    if (kind === 'product') products.push(hit)
    else results[kind].push(hit)
  }
  results.products = collapseNearCopies(index, products)
  const all = [...results.products, ...results.knowledge, ...results.news]
  results.total = all.length
  results.complete = all.filter((hit) => hit.complete).length
  return results
}

/** The number of single-letter edits between two words. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.length] ?? 0
}

const exactly = { prefix: false, fuzzy: false, combineWith: 'AND' } as const

/** Index words close to a query word, closest and most common first; the word itself when the index has it. */
function closeIndexWords(index: SiteIndex, word: string): string[] {
  if (index.words.search(word, exactly).length > 0) return [word]
  if (/\d/.test(word) || word.length < 4) return []
  const pages = new Map<string, number>()
  for (const result of index.words.search(word, { prefix: false, fuzzy: 0.34, combineWith: 'OR' })) {
    for (const term of result.terms) pages.set(term, (pages.get(term) ?? 0) + 1)
  }
  return [...pages]
    .map(([term, count]) => ({ term, count, distance: editDistance(word, term) }))
    .sort((a, b) => a.distance - b.distance || b.count - a.count)
    .slice(0, 3)
    .map((entry) => entry.term)
}

/**
 * "Did you mean": up to three whole queries made of words the index holds, each of which finds
 * pages with every word. Words with no close index word are left out; junk gives nothing.
 */
export function suggestQueries(index: SiteIndex, query: string, limit = 3): string[] {
  const asked = queryWords(query)
  const choices = asked.map((word) => closeIndexWords(index, word)).filter((words) => words.length > 0)
  if (choices.length === 0) return []
  // Combinations in order of how far they stray from the closest words.
  let combinations: Array<{ words: string[]; rank: number }> = [{ words: [], rank: 0 }]
  for (const words of choices) {
    combinations = combinations.flatMap((combination) => words.map((word, rank) => ({ words: [...combination.words, word], rank: combination.rank + rank })))
    combinations = combinations.sort((a, b) => a.rank - b.rank).slice(0, 12)
  }
  const suggestions: string[] = []
  for (const { words } of combinations) {
    const text = words.join(' ')
    if (text === asked.join(' ') || suggestions.includes(text)) continue
    if (index.words.search(text, exactly).length > 0) suggestions.push(text)
    if (suggestions.length === limit) break
  }
  return suggestions
}
