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
import { useMessages } from '@/components/interface-messages'
import { fill } from '@/config/interface-messages'

export function Component() {
  const { list, products, catalogue, faceted } = usePayload<typeof loader>()
  const isAll = list.basePath === '/products'
  const m = useMessages()
  const t = m.productList
  const categories = m.categoryNav ?? categoryNav
  const page = (
    <>
      <ProductCardList products={products} headingLevel={2} eagerImages={3} />
      <Pagination basePath={list.basePath} page={list.page} pageCount={list.pageCount} label={fill(t.pagination, { name: list.name })} />
    </>
  )
  return (
    <>
      <Breadcrumbs
        trail={isAll ? [{ name: m.breadcrumbs.products }] : [{ name: m.breadcrumbs.products, path: '/products' }, { name: list.name }]}
      />
      <h1>
        {list.name}
        {list.page > 1 ? fill(t.pageSuffix, { page: list.page }) : ''}
      </h1>
      <nav aria-label={t.categories} className="category-nav">
        <ul>
          <li>
            <Link to="/products" aria-current={isAll ? 'page' : undefined}>
              {t.allProducts}
            </Link>
          </li>
          {categories.map((category) => (
            <li key={category.slug}>
              <Link to={category.path} aria-current={category.path === list.basePath ? 'page' : undefined}>
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        {fill(t.count, { total: list.total, page: list.page, pageCount: list.pageCount })} <Link to="/products/finder">{t.findBySize}</Link>
        .
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
          <h2 id="list-about">{fill(t.choosing, { name: list.name })}</h2>
          {list.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
      ) : null}
      <p className="catalogue-download">
        <a href={catalogue.href} download={catalogue.href.slice(catalogue.href.lastIndexOf('/') + 1)}>
          {isAll ? t.downloadAll : fill(t.downloadCatalogue, { name: list.name })}
        </a>
        <span className="download-meta"> {fill(t.downloadMeta, { size: Math.round(catalogue.bytes / 1024) })}</span>
      </p>
    </>
  )
}
