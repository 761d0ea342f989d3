import type { LoaderFunctionArgs } from 'react-router-dom'
import { paragraphs, productCard } from '@/content/cards.server'
import { productsInList } from '@/content/catalogue.server'
import { loadContent, type Product } from '@/content/content-store.server'
import { catalogueDownload } from '@/downloads/downloads-manifest.server'
import { pageCount, pageSizes } from '@/content/page-sizes'
import { requireRouteEntry } from '@/content/route-table.server'
import { categorySlugSchema } from '@/content/schemas'
import { listBasePath } from '@/utils/route-paths'
import { siteLanguageView, type LanguageView } from '@/content/language-view.server'
import { englishPathOf, languageOfPath } from '@/utils/languages'
import { listFacetsOf } from './list-facets.server'

/** A near-copy's main product, by name and address, for the list's grouped view. */
function primaryOf(
  product: Product,
  byPath: ReadonlyMap<string, Product>,
  view: LanguageView,
): { primary?: { name: string; path: string } } {
  const found = product.primary ? byPath.get(`/${product.primary}`) : undefined
  const primary = found && view.product(found)
  return primary ? { primary: { name: primary.name, path: primary.path } } : {}
}

export async function loader({ request }: LoaderFunctionArgs) {
  const route = requireRouteEntry(request)
  const content = loadContent()
  // A list in Spanish or Russian: the English list and order, each product in the language where it is translated.
  const view = siteLanguageView(languageOfPath(route.path), content)
  const basePath = listBasePath(route.path)
  const slug = listBasePath(englishPathOf(route.path)).slice(1)
  const englishCategory = slug === 'products' ? undefined : content.categories.find((c) => c.slug === categorySlugSchema.parse(slug))
  const category = englishCategory && view.category(englishCategory)
  const products = productsInList(content, category?.slug ?? 'products')
  const card = (product: Product) => productCard(view.product(product))
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
    products: products.slice((page - 1) * size, page * size).map(card),
    // A category list filters all its products in the browser (?width=1200&angle=35); /products has the finder.
    faceted: category
      ? products.map((product) => ({ card: card(product), facets: listFacetsOf(product), ...primaryOf(product, productsByPath, view) }))
      : [],
    catalogue: catalogueDownload(category?.slug ?? 'all'),
  }
}
