import type { Product, SiteContent } from './content-store.server.ts'
import type { CategorySlug } from './schemas.ts'

/**
 * The products a list shows, in order: all products, or one category. The /roller list also
 * shows the idler-type rollers of /others (a sub-kind of roller), and a product appears in a
 * second category when it names one in `alsoListedIn`.
 */
export function productsInList(content: SiteContent, list: 'products' | CategorySlug): Product[] {
  const order = new Map(content.categories.map((category, index) => [category.slug, index]))
  const sorted = [...content.products].sort(
    (a, b) => (order.get(a.category) ?? 0) - (order.get(b.category) ?? 0) || a.name.localeCompare(b.name),
  )
  if (list === 'products') return sorted
  return sorted.filter(
    (product) =>
      product.category === list ||
      product.alsoListedIn === list ||
      (list === 'roller' && product.category === 'others'),
  )
}

/** Products to show beside one: same category first, then the second listing, never itself. */
export function relatedProducts(content: SiteContent, product: Product, count = 4): Product[] {
  const siblings = productsInList(content, product.category).filter((p) => p.slug !== product.slug)
  const start = siblings.findIndex((p) => p.name.localeCompare(product.name) > 0)
  const rotated = start < 0 ? siblings : [...siblings.slice(start), ...siblings.slice(0, start)]
  return rotated.slice(0, count)
}

/** The first product of each category: the whole range at a glance (home page, search pages). */
export function oneProductPerCategory(content: SiteContent): Product[] {
  return content.categories.flatMap((category) => productsInList(content, category.slug).slice(0, 1))
}
