import type { LoaderFunctionArgs } from 'react-router-dom'
import { productsInList } from '@/content/catalogue.server'
import { loadContent } from '@/content/content-store.server'
import { requireRouteEntry } from '@/content/route-table.server'

/** The search pages' shells: their metadata and popular products to offer before or without results. */
export async function loader({ request }: LoaderFunctionArgs) {
  const content = loadContent()
  const popular = content.categories.flatMap((category) => productsInList(content, category.slug).slice(0, 1))
  return {
    route: requireRouteEntry(request),
    popular: popular.map((product) => ({ name: product.name, path: product.path })),
  }
}
