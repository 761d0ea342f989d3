import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { categoryNav } from '@/config/site'
import { HighlightedText } from '@/features/search/highlighted-text'
import { loadSiteSearch, searchSite, type SearchHit, type SearchResults } from '@/features/search/site-search'
import { useMinimumPending } from '@/runtime/use-minimum-pending'
import { useHydrated } from '@/utils/use-hydrated'
import { usePayload } from '@/utils/use-payload'
import type { loader } from '../search-pages.loader.server'

const groups = [
  { key: 'products', heading: 'Products' },
  { key: 'knowledge', heading: 'Knowledge' },
  { key: 'news', heading: 'News' },
] as const

function ResultList({ hits }: { hits: SearchHit[] }) {
  return (
    <ul className="article-list">
      {hits.map((hit) => (
        <li key={hit.path}>
          <h3><Link to={hit.path}><HighlightedText text={hit.title} terms={hit.terms} /></Link></h3>
          <p><HighlightedText text={hit.summary} terms={hit.terms} /></p>
        </li>
      ))}
    </ul>
  )
}

export function Component() {
  const { popular } = usePayload<typeof loader>()
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const hydrated = useHydrated()
  // The query lives in the address; the pre-rendered shell has none.
  const query = hydrated ? (params.get('q') ?? '') : ''
  const [found, setFound] = useState<{ query: string; results: SearchResults } | null>(null)
  const [failed, setFailed] = useState(false)
  const [indexLoaded, setIndexLoaded] = useState(false)
  // The first search downloads the index: say so, and keep saying it long enough to be read.
  const loadingIndex = useMinimumPending(query.trim() !== '' && !indexLoaded && !failed)
  // A query that arrives by address (header, link, back) with no result goes to /search/404; one
  // being typed here only says so, so the page does not jump away mid-word.
  const typing = useRef(false)

  useEffect(() => {
    if (!query.trim()) return
    let current = true
    const typed = typing.current
    typing.current = false
    loadSiteSearch()
      .then((index) => {
        if (!current) return
        setIndexLoaded(true)
        const results = searchSite(index, query)
        if (results.total === 0 && !typed) navigate(`/search/404?q=${encodeURIComponent(query)}`, { replace: true })
        else setFound({ query, results })
      })
      .catch(() => current && setFailed(true))
    return () => {
      current = false
    }
  }, [query, navigate])

  const results = found?.query === query ? found.results : null
  return (
    <>
      <Breadcrumbs trail={[{ name: 'Search' }]} />
      <h1>Search</h1>
      <form role="search" aria-label="Search this page" action="/search" method="get" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="search-page-input">Search products, news and knowledge</label>
        <input
          key={hydrated ? 'live' : 'shell'}
          id="search-page-input"
          name="q"
          type="search"
          autoComplete="off"
          defaultValue={query}
          onChange={(event) => {
            typing.current = true
            setParams(event.target.value ? { q: event.target.value } : {}, { replace: true })
          }}
        />
      </form>
      {failed ? <p role="alert">The search could not load. Check your connection and try again.</p> : null}
      {loadingIndex ? <p role="status">Loading the search…</p> : null}
      {results && !loadingIndex ? (
        <section aria-live="polite">
          <p>{results.total === 0 ? 'No results' : `${results.total} result${results.total === 1 ? '' : 's'}`} for <q>{query}</q></p>
          {groups.map(({ key, heading }) =>
            results[key].length > 0 ? (
              <section key={key} aria-labelledby={`results-${key}`}>
                <h2 id={`results-${key}`}>{heading}</h2>
                <ResultList hits={results[key]} />
              </section>
            ) : null,
          )}
        </section>
      ) : null}
      {/* With no query yet, or one that found nothing, the reader gets somewhere to go on from. */}
      {!query || results?.total === 0 ? (
        <>
          {query ? (
            <p>Try a shorter word, another spelling, or a size such as &quot;6205&quot;.</p>
          ) : (
            <p>Search by product name, size, bearing number or standard, such as &quot;impact roller&quot;, &quot;6205&quot; or &quot;CEMA C&quot;. When nothing matches, <Link to="/search/404">the no-results page</Link> suggests where to look.</p>
          )}
          <h2>Popular categories</h2>
          <ul>{categoryNav.map((category) => <li key={category.slug}><Link to={category.path}>{category.name}</Link></li>)}</ul>
          <h2>Popular products</h2>
          <ul>{popular.map((product) => <li key={product.path}><Link to={product.path}>{product.name}</Link></li>)}</ul>
        </>
      ) : null}
    </>
  )
}
