import type { LoaderFunctionArgs } from 'react-router-dom'
import { oneProductPerCategory } from '@/content/catalogue.server'
import { loadContent } from '@/content/content-store.server'
import { requireRouteEntry } from '@/content/route-table.server'

/** The search pages' shells: their metadata and popular products to offer before or without results. */
export async function loader({ request }: LoaderFunctionArgs) {
  const content = loadContent()
  return {
    route: requireRouteEntry(request),
    popular: oneProductPerCategory(content).map((product) => ({ name: product.name, path: product.path })),
  }
}
