import type { RouteEntry } from '../../src/content/route-entry.ts'
import { productCard } from '../../src/content/cards.server.ts'
import { oneProductPerCategory } from '../../src/content/catalogue.server.ts'
import type { SiteContent } from '../../src/content/content-store.server.ts'
import type { SiteConfig } from '../../src/config/site-config.schema.ts'
import { listBasePath } from '../../src/utils/route-paths.ts'
import { languageOfPath } from '../../src/utils/languages.ts'

/** The small constants vite.config.ts compiles into the bundle (never the route table itself). */
export function buildConstants(site: SiteConfig, content: SiteContent, table: RouteEntry[]): Record<string, string> {
  const listPageCounts: Record<string, number> = {}
  for (const entry of table) {
    // The translated lists have the English page counts: the browser bundle carries the English ones only.
    if (entry.page === undefined || languageOfPath(entry.path) !== 'en') continue
    const base = listBasePath(entry.path)
    listPageCounts[base] = Math.max(listPageCounts[base] ?? 0, entry.page)
  }
  const categoryNav = content.categories.map(({ slug, name, path }) => ({ slug, name, path }))
  // What the not-found page offers; it has no payload of its own (any address can show it).
  const popularProducts = oneProductPerCategory(content).map((product) => {
    const { name, path, image } = productCard(product)
    return { name, path, image }
  })
  return {
    __SITE_CONFIG__: JSON.stringify(site),
    __CATEGORY_NAV__: JSON.stringify(categoryNav),
    __LIST_PAGE_COUNTS__: JSON.stringify(listPageCounts),
    __POPULAR_PRODUCTS__: JSON.stringify(popularProducts),
  }
}
