/**
 * The site search once its index is in memory: pure functions, shared by the pages, the header
 * box, the tests and the benchmark. Queries are read as buyers write them (search-options.ts),
 * in English or through the foreign-word table (foreign-words.ts), with what they ask for
 * (query-intent.ts); results come grouped, the group that answers the query first, and in each
 * group pages matching every word first, then those matching most of them.
 */
import MiniSearch, { type AsPlainObject, type SearchResult } from 'minisearch'
import { readForeignQuery, type ForeignReading } from './foreign-words.ts'
import { editDistance } from '../../utils/edit-distance.ts'
import { queryIntent, type QueryIntent } from './query-intent.ts'
import { indexOptions, processTerm, queryOptions, tokenize, writtenForms, type SearchDocument } from './search-options.ts'

/** What results show of a product beyond its words. */
export interface SizedProduct {
  /** Its first picture. */
  image: string
  /** The path of the product it is a near-copy of (products listed under /others). */
  primary?: string
  /** One per size row: "{part number} {size words}", e.g. "TI-CC-1219x35x3-152-6205 1219 1200 48 152 6205". */
  rows: string[]
  /**
   * Its downloads, the datasheet (.pdf) and the CAD drawing (.dxf): a site path, or the name after
   * "/downloads/{slug}-" when the file is named after the product (see productFile).
   */
  files?: string[]
}

/** A catalogue to download: the whole range, or one category. */
export interface CatalogueFile {
  title: string
  href: string
}

export interface SerialisedSiteIndex {
  words: AsPlainObject
  products: Record<string, SizedProduct>
  catalogues: CatalogueFile[]
}

export interface SiteIndex {
  words: MiniSearch<SearchDocument>
  products: ReadonlyMap<string, SizedProduct>
  catalogues: CatalogueFile[]
}

export interface SearchHit {
  /** The page, the section (`/how-to-order#payment`) or, for a download, the file. */
  path: string
  kind: SearchDocument['kind'] | 'download'
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

export type ResultGroup = 'products' | 'pages' | 'downloads' | 'knowledge' | 'news'

export interface SearchResults {
  products: SearchHit[]
  /** How to order, About, Privacy, the calculators and the part-number page, by section. */
  pages: SearchHit[]
  downloads: SearchHit[]
  knowledge: SearchHit[]
  news: SearchHit[]
  /** The groups in the order the query puts them: the one most likely to answer it first. */
  order: ResultGroup[]
  /** Every result, across the groups. */
  total: number
  /** How many of them match every word. */
  complete: number
  /** Set when the query was read through the foreign-word table and answered from the English pages. */
  readAs?: ForeignReading
}

export function loadIndexJson(json: string): SiteIndex {
  const serialised = JSON.parse(json) as SerialisedSiteIndex
  return {
    words: MiniSearch.loadJS<SearchDocument>(serialised.words, indexOptions),
    products: new Map(Object.entries(serialised.products)),
    catalogues: serialised.catalogues,
  }
}

/** Every result in the order the page lists them: group after group, in the query's order. */
export function resultsInOrder(results: SearchResults): SearchHit[] {
  return results.order.flatMap((group) => results[group])
}

/** The words of a query as the index keeps them, without repeats. */
export function queryWords(query: string): string[] {
  return [
    ...new Set(
      tokenize(query)
        .map((word) => processTerm(word))
        .filter((word): word is string => !!word),
    ),
  ]
}

/** The size row of a product that holds most of the size words matched, if any matched. */
function matchedPartNumber(product: SizedProduct | undefined, result: SearchResult): string | undefined {
  const sizeWords = Object.entries(result.match)
    .filter(([, fields]) => fields.includes('sizes'))
    .map(([term]) => term)
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
    const title = new Set(titleWords(String(result.title)))
    return title.size === named.size && [...named].every((word) => title.has(word))
  }
}

const machinePath = /^\/conveyor-roller-machine\//

/** The most size words of the query that one size row of a product holds. */
function sizeFit(product: SizedProduct | undefined, sizes: string[]): number {
  if (!product || sizes.length === 0) return 0
  return Math.max(0, ...product.rows.map((row) => sizes.filter((size) => row.split(' ').includes(size)).length))
}

interface Match {
  result: SearchResult
  matched: number
  /** Within its group, the pages matching the most words rank first; these break ties among them. */
  /** 1 for a machine when the query names none, and for any other product when it names one. */
  machineLast: number
  sizeFit: number
  /**
   * Products: 1 when the title names what the query asks for ("roller": the Nylon Conveyor Roller,
   * not the Conveyor Idler Roller Bearing Cups). Articles, for a question: the query's words in the title.
   */
  titleFit: number
  named: boolean
  /** Title words the query did not ask for, beyond the ones every product shares: fewer is closer. */
  extra: number
}

/** Words most product titles carry: they make no product more special than another. */
const plainTitleWords = new Set(['conveyor', 'belt', 'steel'])

/** Titles never change once the index is loaded: each is read into words once, not at every keystroke. */
const titleWordsRead = new Map<string, { words: string[]; head: string | undefined }>()

function readTitle(title: string): { words: string[]; head: string | undefined } {
  let read = titleWordsRead.get(title)
  if (!read) {
    // What a product's title names: "Stamped Bearing Housing" a housing, "Idler Roller for Belt Conveyor" a roller.
    read = { words: queryWords(title), head: queryWords(title.split(/\s(?:for|with|in|of)\s|[(:,]/)[0] ?? title).at(-1) }
    titleWordsRead.set(title, read)
  }
  return read
}

const titleWords = (title: string) => readTitle(title).words
const headWord = (title: string) => readTitle(title).head

/** How a page's title fits the words it was found by, and how many other words it holds. */
function titleFit(result: SearchResult, intent: QueryIntent): { fit: number; extra: number } {
  const terms = new Set(result.terms)
  const title = String(result.title)
  const extra = () => titleWords(title).filter((word) => !terms.has(word) && !plainTitleWords.has(word)).length
  if (result.kind === 'product') {
    const asked = terms.has(headWord(title) ?? '')
    // For a size, among the products that are what the query names, the plainest first: "6205 roller 133" means the steel one.
    return { fit: Number(asked), extra: asked && intent.sizes.length > 0 ? extra() : 0 }
  }
  if (result.kind === 'knowledge' && intent.question)
    return { fit: titleWords(title).filter((word) => terms.has(word)).length, extra: extra() }
  return { fit: 0, extra: 0 }
}

/**
 * The pages found by `words` that `wanted` keeps, best first. Pages that match every word come
 * first; then, so that one unknown word never empties the page, those that miss one word (or,
 * failing those, the pages that match the most words). Among products, a machine comes after the
 * rest unless the query names a machine, and then before them; a product with a size row holding the query's sizes
 * comes before those that only mention them; a product that is what the query names (its title
 * ends in the query's word) before those that fit it, the plainest first. For a question, the
 * article whose title says the least beyond the question comes first.
 */
function matchesOf(index: SiteIndex, words: string[], intent: QueryIntent, wanted: (result: SearchResult) => boolean): Match[] {
  if (words.length === 0) return []
  const found = index.words
    // A near-copy under /others ranks a little below the product it copies.
    .search(words.join(' '), {
      ...queryOptions,
      combineWith: 'OR',
      filter: (result) => wanted(result),
      boostDocument: (id) => (index.products.get(String(id))?.primary ? 0.8 : 1),
    })
    .map((result) => ({ result, matched: new Set(result.queryTerms).size }))
  const best = Math.max(0, ...found.map((entry) => entry.matched))
  const enough = Math.max(1, Math.min(words.length - 1, best))
  // Each kept page's title is read once, not at every comparison of the sort.
  const named = namedBy(words)
  return found
    .filter((entry) => entry.matched >= enough)
    .map((entry) => {
      const path = String(entry.result.id)
      const { fit, extra } = titleFit(entry.result, intent)
      const machine = entry.result.kind === 'product' && machinePath.test(path)
      return {
        ...entry,
        // Machines go last unless the query names one; then they go first.
        machineLast: machine === intent.machine ? 0 : 1,
        sizeFit: sizeFit(index.products.get(path), intent.sizes),
        titleFit: fit,
        named: named(entry.result),
        extra,
      }
    })
    .sort(
      (a, b) =>
        a.machineLast - b.machineLast ||
        b.matched - a.matched ||
        b.sizeFit - a.sizeFit ||
        b.titleFit - a.titleFit ||
        Number(b.named) - Number(a.named) ||
        a.extra - b.extra ||
        b.result.score - a.result.score,
    )
}

/** Words the stories found hold as place names, and no product does: "Vladivostok", "Ghana". */
function asksForPlace(matches: Match[]): boolean {
  const places = new Set<string>()
  const productWords = new Set<string>()
  for (const { result } of matches) {
    for (const [term, fields] of Object.entries(result.match)) {
      if (result.kind === 'news' && fields.includes('places')) places.add(term)
      if (result.kind === 'product') productWords.add(term)
    }
  }
  return [...places].some((term) => !productWords.has(term))
}

function groupOrder(intent: QueryIntent, place: boolean): ResultGroup[] {
  if (intent.download) return ['downloads', 'products', 'pages', 'knowledge', 'news']
  if (intent.buying || intent.company) return ['pages', 'products', 'downloads', 'knowledge', 'news']
  if (intent.question) return ['knowledge', 'pages', 'products', 'news', 'downloads']
  if (place) return ['news', 'products', 'knowledge', 'pages', 'downloads']
  // An industry named: its page (with the products for that duty) before the product list.
  if (intent.industry) return ['pages', 'products', 'knowledge', 'news', 'downloads']
  return ['products', 'knowledge', 'news', 'pages', 'downloads']
}

const fileKinds = [
  { ending: '.pdf', label: 'Datasheet (PDF)', format: 'PDF', summary: 'A4 datasheet: the drawing, specification, sizes and part numbers.' },
  {
    ending: '.dxf',
    label: 'CAD drawing (DXF)',
    format: 'DXF',
    summary: 'For CAD, in millimetres: outline, hidden and centre lines, dimensions and text on their own layers.',
  },
] as const

/** The site path of one of a product's files. */
function productFile(productPath: string, file: string): string {
  return file.startsWith('/') ? file : `/downloads/${productPath.slice(productPath.lastIndexOf('/') + 1)}-${file}`
}

function downloadHit(path: string, title: string, summary: string): SearchHit {
  return { path, kind: 'download', title, summary, terms: [], complete: true, alsoListed: [] }
}

/**
 * The files a query asks for: the catalogues, or the datasheets and drawings of the products it
 * found (of every product when it names none), each named by its product and kind.
 */
function downloadHits(index: SiteIndex, intent: QueryIntent, products: SearchHit[]): SearchHit[] {
  const catalogues = index.catalogues.map((file) =>
    downloadHit(file.href, file.title, 'PDF catalogue: every product of the range with its sizes and part numbers.'),
  )
  if (intent.download === 'catalogue') {
    const named = (hit: SearchHit) => intent.topic.some((word) => titleWords(hit.title).includes(word))
    return [...catalogues.filter(named), ...catalogues.filter((hit) => !named(hit))]
  }
  const sources =
    intent.topic.length > 0
      ? products.map((hit) => ({ path: hit.path, title: hit.title }))
      : [...index.products]
          .filter(([, product]) => !product.primary)
          .map(([path]) => ({ path, title: String(index.words.getStoredFields(path)?.title ?? '') }))
  const kinds = fileKinds.filter((kind) => intent.download === 'any' || kind.format === intent.download)
  const files = sources.flatMap(({ path, title }) =>
    kinds.flatMap((kind) =>
      (index.products.get(path)?.files ?? [])
        .filter((file) => file.endsWith(kind.ending))
        .map((file) => downloadHit(productFile(path, file), `${kind.label}: ${title}`, kind.summary)),
    ),
  )
  return intent.topic.length === 0 && intent.download !== 'DXF' ? [...files, ...catalogues] : files
}

function hitOf(index: SiteIndex, { result, matched }: Match, words: string[]): SearchHit {
  const path = String(result.id)
  const kind = result.kind as SearchDocument['kind']
  const product = kind === 'product' ? index.products.get(path) : undefined
  return {
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
}

const groupOf = { product: 'products', page: 'pages', knowledge: 'knowledge', news: 'news' } as const

/**
 * Results for a query, grouped by kind, the groups in the order its intent puts them. Buying,
 * company and file words ("price", "certificate", "DXF") are answered by the site pages and the
 * downloads; the products and articles are searched by the query's other words.
 */
export function searchSite(index: SiteIndex, query: string): SearchResults {
  const readAs = readForeignQuery(query)
  const intent = queryIntent(readAs?.query ?? query)
  const results: SearchResults = {
    products: [],
    pages: [],
    downloads: [],
    knowledge: [],
    news: [],
    order: groupOrder(intent, false),
    total: 0,
    complete: 0,
    readAs,
  }
  if (intent.all.length === 0) return results
  const aside = intent.buying || intent.company || !!intent.download
  const topic = aside ? intent.topic : intent.all
  const found = matchesOf(index, topic, intent, (result) => !aside || result.kind !== 'page')
  // The site pages that answer the buying, company or file words: "price", not "conveyor roller".
  const asideWords = intent.all.filter((word) => !topic.includes(word))
  const pages = aside
    ? matchesOf(
        index,
        intent.all,
        intent,
        (result) => result.kind === 'page' && result.queryTerms.some((term) => asideWords.includes(term)),
      )
    : []
  const products: SearchHit[] = []
  for (const match of [...found, ...pages]) {
    const hit = hitOf(index, match, match.result.kind === 'page' && aside ? intent.all : topic)
    if (hit.kind === 'product') products.push(hit)
    else results[groupOf[hit.kind as Exclude<SearchDocument['kind'], 'product'>]].push(hit)
  }
  results.products = collapseNearCopies(index, products)
  if (intent.download) results.downloads = downloadHits(index, intent, results.products)
  results.order = groupOrder(intent, asksForPlace(found))
  const all = resultsInOrder(results)
  results.total = all.length
  results.complete = all.filter((hit) => hit.complete).length
  return results
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
    combinations = combinations.flatMap((combination) =>
      words.map((word, rank) => ({ words: [...combination.words, word], rank: combination.rank + rank })),
    )
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
