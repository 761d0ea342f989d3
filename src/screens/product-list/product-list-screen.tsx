import { Link } from 'react-router-dom'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { Pagination } from '@/components/pagination'
import { ProductCardList } from '@/components/product-card-list'
import { categoryNav } from '@/config/site'
import { usePayload } from '@/utils/use-payload'
import { groupByMainProduct } from './list-facets'
import { ListFilters } from './list-filters'
import { NearCopyGroups } from './near-copy-groups'
import type { loader } from './product-list.loader.server'

export function Component() {
  const { list, products, catalogue, faceted } = usePayload<typeof loader>()
  const isAll = list.basePath === '/products'
  const page = (
    <>
      <ProductCardList products={products} headingLevel={2} eagerImages={3} />
      <Pagination basePath={list.basePath} page={list.page} pageCount={list.pageCount} label={`${list.name} pages`} />
    </>
  )
  return (
    <>
      <Breadcrumbs trail={isAll ? [{ name: 'Products' }] : [{ name: 'Products', path: '/products' }, { name: list.name }]} />
      <h1>
        {list.name}
        {list.page > 1 ? ` - page ${list.page}` : ''}
      </h1>
      <nav aria-label="Categories" className="category-nav">
        <ul>
          <li>
            <Link to="/products" aria-current={isAll ? 'page' : undefined}>
              All products
            </Link>
          </li>
          {categoryNav.map((category) => (
            <li key={category.slug}>
              <Link to={category.path} aria-current={category.path === list.basePath ? 'page' : undefined}>
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        {list.total} products, page {list.page} of {list.pageCount}. Know the belt width or roll size?{' '}
        <Link to="/products/finder">Find products by size</Link>.
      </p>
      {/* Products first: on a phone the category's words would fill the first screen. */}
      {faceted.length > 0 ? (
        <ListFilters
          products={faceted}
          render={(matching, clear, grouped) =>
            matching ? (
              <div aria-live="polite">
                <p className="list-count">
                  <strong>{matching.length}</strong> of {list.total} products {matching.length < list.total ? 'match' : 'in all'}.{' '}
                  {matching.length < list.total ? (
                    <button type="button" className="link-button" onClick={clear}>
                      Show them all
                    </button>
                  ) : null}
                </p>
                {grouped ? (
                  <NearCopyGroups groups={groupByMainProduct(matching)} />
                ) : (
                  <ProductCardList products={matching.map((product) => product.card)} headingLevel={2} />
                )}
              </div>
            ) : (
              page
            )
          }
        />
      ) : (
        page
      )}
      {list.intro.length > 0 ? (
        <section aria-labelledby="list-about" className="list-about">
          <h2 id="list-about">Choosing from the {list.name} range</h2>
          {list.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
      ) : null}
      <p className="catalogue-download">
        <a href={catalogue.href} download={catalogue.href.slice(catalogue.href.lastIndexOf('/') + 1)}>
          Download the {isAll ? 'whole catalogue' : `${list.name} catalogue`}
        </a>
        <span className="download-meta">
          {' '}
          (PDF, {Math.round(catalogue.bytes / 1024)} KB: contents, then a page or two per product with its drawing, specification and part
          numbers)
        </span>
      </p>
    </>
  )
}
