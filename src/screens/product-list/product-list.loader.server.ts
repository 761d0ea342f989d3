import type { LoaderFunctionArgs } from 'react-router-dom'
import { paragraphs, productCard } from '@/content/cards.server'
import { productsInList } from '@/content/catalogue.server'
import { loadContent, type Product } from '@/content/content-store.server'
import { catalogueDownload } from '@/downloads/downloads-manifest.server'
import { pageCount, pageSizes } from '@/content/page-sizes'
import { requireRouteEntry } from '@/content/route-table.server'
import { categorySlugSchema } from '@/content/schemas'
import { listBasePath } from '@/utils/route-paths'
import { listFacetsOf } from './list-facets.server'

/** A near-copy's main product, by name and address, for the list's grouped view. */
function primaryOf(product: Product, byPath: ReadonlyMap<string, Product>): { primary?: { name: string; path: string } } {
  const primary = product.primary ? byPath.get(`/${product.primary}`) : undefined
  return primary ? { primary: { name: primary.name, path: primary.path } } : {}
}

export async function loader({ request }: LoaderFunctionArgs) {
  const route = requireRouteEntry(request)
  const content = loadContent()
  const basePath = listBasePath(route.path)
  const slug = basePath.slice(1)
  const category = slug === 'products' ? undefined : content.categories.find((c) => c.slug === categorySlugSchema.parse(slug))
  const products = productsInList(content, category?.slug ?? 'products')
  // One lookup table for the near-copies' main products, not a search of the catalogue per card.
  const productsByPath = new Map(content.products.map((product) => [product.path, product]))
  const page = route.page ?? 1
  const size = pageSizes.products
  return {
    route,
    list: {
      name: category?.name ?? 'All Products',
      intro: page === 1 && category ? paragraphs(category.intro) : [],
      basePath,
      page,
      pageCount: pageCount(products.length, size),
      total: products.length,
    },
    products: products.slice((page - 1) * size, page * size).map(productCard),
    // A category list filters all its products in the browser (?width=1200&angle=35); /products has the finder.
    faceted: category
      ? products.map((product) => ({ card: productCard(product), facets: listFacetsOf(product), ...primaryOf(product, productsByPath) }))
      : [],
    catalogue: catalogueDownload(category?.slug ?? 'all'),
  }
}
