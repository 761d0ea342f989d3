import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { SearchForm } from '@/components/search-form'
import { categoryNav } from '@/config/site'
import { suggestQueries } from '@/features/search/search-engine'
import { DidYouMean } from '@/features/search/search-results'
import { loadSiteSearch } from '@/features/search/site-search'
import { useHydrated } from '@/utils/use-hydrated'
import { usePayload } from '@/utils/use-payload'
import type { loader } from '../search-pages.loader.server'

/** The contact page with the enquiry's product line holding what the buyer searched for. */
const enquiryFor = (query: string) => `/contact-us?${new URLSearchParams({ product: query.slice(0, 120), from: `/search/404?q=${query}` })}`

export function Component() {
  const { popular } = usePayload<typeof loader>()
  const [params] = useSearchParams()
  const hydrated = useHydrated()
  const query = hydrated ? (params.get('q') ?? '').trim() : ''
  const [suggested, setSuggested] = useState<{ query: string; suggestions: string[] }>({ query: '', suggestions: [] })

  useEffect(() => {
    if (!query) return
    let current = true
    loadSiteSearch()
      .then((index) => current && setSuggested({ query, suggestions: suggestQueries(index, query) }))
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [query])

  return (
    <section className="not-found search-not-found">
      <Breadcrumbs trail={[{ name: 'Search', path: '/search' }, { name: 'No results' }]} />
      <h1>No results</h1>
      <p>
        {query ? (
          <>
            Nothing matched <q>{query}</q>.
          </>
        ) : (
          'Nothing matched your search.'
        )}{' '}
        Try a shorter word, another spelling, or a size such as &quot;6205&quot; or &quot;1200 troughing idler&quot;.
      </p>
      <DidYouMean suggestions={suggested.query === query ? suggested.suggestions : []} />
      {/* The box holds the words that found nothing, ready to correct. */}
      <SearchForm label="Search again" inputId="search-again-input" inputLabel="Search again" defaultValue={query} />
      <p>
        Looking for a size or a part we do not list? Our engineers answer within one working day:{' '}
        <Link to={query ? enquiryFor(query) : '/contact-us'} className="button button--primary">
          Ask our engineers
        </Link>
      </p>
      <h2>Popular products</h2>
      <ul className="category-nav-list">
        {popular.map((product) => (
          <li key={product.path}>
            <Link to={product.path}>{product.name}</Link>
          </li>
        ))}
      </ul>
      <h2>Browse our categories</h2>
      <ul className="category-nav-list">
        {categoryNav.map((category) => (
          <li key={category.slug}>
            <Link to={category.path}>{category.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
