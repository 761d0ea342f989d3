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
      <Breadcrumbs trail={[{ name: 'Search' }]} />
      <h1>Search</h1>
      <form role="search" action="/search" method="get">
        <label htmlFor="search-page-input">Search products, news and knowledge</label>
        <input key={query} id="search-page-input" name="q" type="search" defaultValue={query} />
        <button type="submit">Search</button>
      </form>
      <p>Search by product name, size, bearing number or standard, such as &quot;impact roller&quot;, &quot;6205&quot; or &quot;CEMA C&quot;. When nothing matches, <Link to="/search/404">the no-results page</Link> suggests where to look.</p>
      <h2>Popular categories</h2>
      <ul>
        {categoryNav.map((category) => <li key={category.slug}><Link to={category.path}>{category.name}</Link></li>)}
      </ul>
    </>
  )
}
