import MiniSearch from 'minisearch'
import { httpClient } from '@/runtime/http-client'
import { indexOptions, queryOptions, type SearchDocument } from './search-options'

export type SiteIndex = MiniSearch<SearchDocument>

export interface SearchHit {
  path: string
  kind: SearchDocument['kind']
  title: string
  summary: string
  /** The words of the page that matched, for highlighting. */
  terms: string[]
}

export interface SearchResults {
  products: SearchHit[]
  knowledge: SearchHit[]
  news: SearchHit[]
  total: number
}

export function loadIndexJson(json: string): SiteIndex {
  return MiniSearch.loadJSON<SearchDocument>(json, indexOptions)
}

let loading: Promise<SiteIndex> | undefined

/** Fetches the index once, on the first search; later calls share the same promise. */
export function loadSiteSearch(): Promise<SiteIndex> {
  loading ??= httpClient
    .get<string>(__SEARCH_INDEX_URL__, { baseURL: '/', responseType: 'text', transformResponse: (data: string) => data })
    .then((response) => loadIndexJson(response.data))
  loading.catch(() => {
    loading = undefined
  })
  return loading
}

/** Results for a query, best first, grouped by kind. */
export function searchSite(index: SiteIndex, query: string, perKind = 20): SearchResults {
  const results: SearchResults = { products: [], knowledge: [], news: [], total: 0 }
  if (!query.trim()) return results
  for (const result of index.search(query.trim(), queryOptions)) {
    const hit: SearchHit = { path: String(result.id), kind: result.kind, title: result.title, summary: result.summary, terms: result.terms }
    const group = hit.kind === 'product' ? results.products : results[hit.kind]
    results.total += 1
    if (group.length < perKind) group.push(hit)
  }
  return results
}

/** Close spellings of a query that finds nothing ("idlr" -> "idler"). */
export function suggestSpellings(index: SiteIndex, query: string): string[] {
  return index
    .autoSuggest(query, { fuzzy: 0.34, prefix: false, combineWith: 'OR' })
    .slice(0, 5)
    .map((suggestion) => suggestion.suggestion)
}
