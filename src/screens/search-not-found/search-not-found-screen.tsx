import { useEffect, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { categoryNav } from '@/config/site'
import { loadSiteSearch, suggestSpellings } from '@/features/search/site-search'
import { useHydrated } from '@/utils/use-hydrated'
import { usePayload } from '@/utils/use-payload'
import type { loader } from '../search-pages.loader.server'

export function Component() {
  const { popular } = usePayload<typeof loader>()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const query = hydrated ? (params.get('q') ?? '') : ''
  const [spellings, setSpellings] = useState<{ query: string; words: string[] }>({ query: '', words: [] })

  useEffect(() => {
    if (!query.trim()) return
    let current = true
    loadSiteSearch()
      .then((index) => current && setSpellings({ query, words: suggestSpellings(index, query) }))
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [query])

  const closeSpellings = spellings.query === query ? spellings.words : []
  return (
    <>
      <Breadcrumbs trail={[{ name: 'Search', path: '/search' }, { name: 'No results' }]} />
      <h1>No results</h1>
      <p>{query ? <>Nothing matched <q>{query}</q>.</> : 'Nothing matched your search.'} Try a shorter word, another spelling, or a size such as &quot;6205&quot;.</p>
      {closeSpellings.length > 0 ? (
        <p>
          Did you mean:{' '}
          {closeSpellings.map((word, index) => (
            <span key={word}>{index > 0 ? ', ' : ''}<Link to={`/search?q=${encodeURIComponent(word)}`}>{word}</Link></span>
          ))}
          ?
        </p>
      ) : null}
      <form
        role="search"
        aria-label="Search again"
        action="/search"
        method="get"
        onSubmit={(event) => {
          event.preventDefault()
          const value = new FormData(event.currentTarget).get('q')?.toString().trim()
          if (value) navigate(`/search?q=${encodeURIComponent(value)}`)
        }}
      >
        <label htmlFor="search-again-input">Search again</label>
        <input id="search-again-input" name="q" type="search" autoComplete="off" />
        <button type="submit">Search</button>
      </form>
      <h2>Popular products</h2>
      <ul>{popular.map((product) => <li key={product.path}><Link to={product.path}>{product.name}</Link></li>)}</ul>
      <h2>Browse our categories</h2>
      <ul>{categoryNav.map((category) => <li key={category.slug}><Link to={category.path}>{category.name}</Link></li>)}</ul>
    </>
  )
}
