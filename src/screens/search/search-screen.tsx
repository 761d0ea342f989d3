import { useEffect, useMemo, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { categoryNav } from '@/config/site'
import { searchSite, suggestQueries, type SearchResults, type SiteIndex } from '@/features/search/search-engine'
import { DidYouMean, ReadAsEnglish, SearchResultGroups } from '@/features/search/search-results'
import { loadSiteSearch } from '@/features/search/site-search'
import { useAddressParams } from '@/runtime/use-address-params'
import { useMinimumPending } from '@/runtime/use-minimum-pending'
import { useHydrated } from '@/utils/use-hydrated'
import { usePayload } from '@/utils/use-payload'
import type { loader } from '../search-pages.loader.server'

interface Found {
  query: string
  results: SearchResults
  suggestions: string[]
}

function ResultsSummary({ query, found }: { query: string; found: Found }) {
  const { total, complete } = found.results
  return (
    <>
      <p className="results-count">
        {total === 0 ? 'No results' : `${total} result${total === 1 ? '' : 's'}`} for <q>{query}</q>
      </p>
      <ReadAsEnglish results={found.results} />
      {total > 0 && complete === 0 ? <p>No page holds every word you typed; these hold most of them.</p> : null}
      {complete > 0 && complete < total ? <p>{complete} match every word; the rest match most of them.</p> : null}
      <DidYouMean suggestions={found.suggestions} />
    </>
  )
}

export function Component() {
  const { popular } = usePayload<typeof loader>()
  // The results follow what is typed at once; the address follows them (useAddressParams).
  const [params, changeParams] = useAddressParams()
  const navigate = useNavigate()
  const hydrated = useHydrated()
  // The query lives in the address; the pre-rendered shell has none.
  const query = hydrated ? (params.get('q') ?? '') : ''
  const wanted = query.trim() !== ''
  const [index, setIndex] = useState<SiteIndex>()
  const [failed, setFailed] = useState(false)
  // The first search downloads the index: say so, and keep saying it long enough to be read.
  const loadingIndex = useMinimumPending(wanted && !index && !failed)
  // A query that arrives by address (header, link, back) with no result goes to /search/404; one
  // being typed here only says so, so the page does not jump away mid-word.
  const typed = useRef<string | null>(null)
  const box = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (!wanted || index) return
    let current = true
    loadSiteSearch()
      .then((loaded) => current && setIndex(loaded))
      .catch(() => current && setFailed(true))
    return () => {
      current = false
    }
  }, [wanted, index])

  // Results follow the box keystroke by keystroke, computed as the page renders.
  const found = useMemo<Found | null>(() => {
    if (!index || !wanted) return null
    const results = searchSite(index, query)
    return { query, results, suggestions: results.complete === 0 ? suggestQueries(index, query) : [] }
  }, [index, query, wanted])

  useEffect(() => {
    // A query from a link ("Did you mean", back) shows in the box too; never while the reader types
    // there, where the address trails the keystrokes.
    const field = box.current
    if (field && field !== document.activeElement && field.value !== query) field.value = query
    // The address may trail the box by a keystroke or two ("imp" while the box holds "impa"): still typing.
    const typing = typed.current !== null && typed.current.startsWith(query)
    if (found?.results.total === 0 && !typing) navigate(`/search/404?q=${encodeURIComponent(query)}`, { replace: true })
  }, [found, query, navigate])

  // Until the page knows its query and has its index it shows neither results nor the empty state.
  const waiting = !hydrated || loadingIndex || (wanted && !found && !failed)
  const shown = waiting ? null : found
  return (
    <>
      <Breadcrumbs trail={[{ name: 'Search' }]} />
      <h1>Search</h1>
      <form role="search" aria-label="Search this page" action="/search" method="get" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="search-page-input">Search products, news and knowledge</label>
        <input
          ref={box}
          key={hydrated ? 'live' : 'shell'}
          id="search-page-input"
          name="q"
          type="search"
          autoComplete="off"
          defaultValue={query}
          onChange={(event) => {
            typed.current = event.target.value
            const value = event.target.value
            changeParams(
              (next) => {
                for (const key of [...next.keys()]) next.delete(key)
                if (value) next.set('q', value)
              },
              { replace: true },
            )
          }}
        />
      </form>
      {/* Always there, in the pre-rendered page too: the help does not move when results arrive. */}
      <p className="search-help">
        Search by product name, size, bearing number or standard, such as &quot;impact roller&quot;, &quot;1200 troughing idler&quot;,
        &quot;6205&quot; or &quot;CEMA C&quot;, or ask about ordering and files: &quot;MOQ&quot;, &quot;lead time&quot;, &quot;DXF&quot;.
        When nothing matches, <Link to="/search/404">the no-results page</Link> suggests where to look.
      </p>
      <div className="search-results">
        {failed ? <p role="alert">The search could not load. Check your connection and try again.</p> : null}
        {waiting && !failed ? (
          <p role="status" className="search-loading">
            Loading the search…
          </p>
        ) : null}
        {shown ? (
          <section aria-live="polite">
            <ResultsSummary query={query} found={shown} />
            {/* A new query starts again at the first ten of each group. */}
            <SearchResultGroups key={query} results={shown.results} />
          </section>
        ) : null}
        {/* With no query yet, or one that found nothing, the reader gets somewhere to go on from. */}
        {!waiting && !failed && (!wanted || shown?.results.total === 0) ? (
          <>
            {wanted ? <p>Try a shorter word, another spelling, or a size such as &quot;6205&quot;.</p> : null}
            <h2>Popular categories</h2>
            <ul>
              {categoryNav.map((category) => (
                <li key={category.slug}>
                  <Link to={category.path}>{category.name}</Link>
                </li>
              ))}
            </ul>
            <h2>Popular products</h2>
            <ul>
              {popular.map((product) => (
                <li key={product.path}>
                  <Link to={product.path}>{product.name}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </>
  )
}
