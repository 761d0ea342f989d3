import type { Product, SiteContent } from './content-store.server.ts'
import type { CategorySlug } from './schemas.ts'

/** Lead products first, in lead-products.yaml's order, then the rest by name. */
export function byLead(a: Product, b: Product): number {
  return (a.lead ?? Number.POSITIVE_INFINITY) - (b.lead ?? Number.POSITIVE_INFINITY) || a.name.localeCompare(b.name)
}

/**
 * The products a list shows, in order: all products, or one category; within a category the lead
 * products come first (byLead). The /roller list also shows the idler-type rollers of /others (a
 * sub-kind of roller), and a product appears in a second category when it names one in `alsoListedIn`.
 */
export function productsInList(content: SiteContent, list: 'products' | CategorySlug): Product[] {
  const order = new Map(content.categories.map((category, index) => [category.slug, index]))
  const sorted = [...content.products].sort((a, b) => (order.get(a.category) ?? 0) - (order.get(b.category) ?? 0) || byLead(a, b))
  if (list === 'products') return sorted
  return sorted.filter(
    (product) => product.category === list || product.alsoListedIn === list || (list === 'roller' && product.category === 'others'),
  )
}

/** Products to show beside one: same category first, then the second listing, never itself. */
export function relatedProducts(content: SiteContent, product: Product, count = 4): Product[] {
  // The products after this one in its list, then from the top: neighbours in the order buyers see.
  const list = productsInList(content, product.category)
  const at = list.findIndex((p) => p.slug === product.slug)
  return [...list.slice(at + 1), ...list.slice(0, Math.max(at, 0))].slice(0, count)
}

/** The first product of each category: the whole range at a glance (404 and search pages). */
export function oneProductPerCategory(content: SiteContent): Product[] {
  return content.categories.flatMap((category) => productsInList(content, category.slug).slice(0, 1))
}

/** The products most buyers come for, most asked for first: the home page leads with these. */
export function leadProducts(content: SiteContent, count: number): Product[] {
  return content.products
    .filter((product) => product.lead !== undefined)
    .sort(byLead)
    .slice(0, count)
}
