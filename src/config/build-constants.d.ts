import type { SiteConfig } from './site-config.schema.ts'

declare global {
  /** The validated site configuration, compiled in by vite.config.ts. */
  const __SITE_CONFIG__: SiteConfig
  /** The seven categories for navigation: slug, name and list path. */
  const __CATEGORY_NAV__: ReadonlyArray<{ slug: string; name: string; path: string }>
  /** Page counts of every paginated list, keyed by the list's bare path. */
  const __LIST_PAGE_COUNTS__: Readonly<Record<string, number>>
  /** One product of each category, with its card picture: the not-found page's suggestions. */
  const __POPULAR_PRODUCTS__: ReadonlyArray<{
    name: string
    path: string
    image: { src: string; alt: string; width: number; height: number }
  }>
  /** Address of the search index (content-hashed), fetched on the first search. */
  const __SEARCH_INDEX_URL__: string
}

export {}
