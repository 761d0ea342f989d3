import { Link, useSearchParams } from 'react-router-dom'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { categoryNav } from '@/config/site'
import { useHydrated } from '@/utils/use-hydrated'

export function Component() {
  const [params] = useSearchParams()
  const hydrated = useHydrated()
  const query = hydrated ? (params.get('q') ?? '') : ''
  return (
    <>
      <Breadcrumbs trail={[{ name: 'Search', path: '/search' }, { name: 'No results' }]} />
      <h1>No results</h1>
      <p>{query ? <>Nothing matched <q>{query}</q>.</> : 'Nothing matched your search.'} Try a shorter word, another spelling, or a size such as &quot;6205&quot;.</p>
      <form role="search" action="/search" method="get">
        <label htmlFor="search-again-input">Search again</label>
        <input id="search-again-input" name="q" type="search" />
        <button type="submit">Search</button>
      </form>
      <h2>Browse our categories</h2>
      <ul>
        {categoryNav.map((category) => <li key={category.slug}><Link to={category.path}>{category.name}</Link></li>)}
      </ul>
    </>
  )
}
