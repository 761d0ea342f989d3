/** The path of page `page` of a list whose first page lives at `basePath` ("/roller", "/news"). */
export function listPagePath(basePath: string, page: number): string {
  return `${basePath}/page-${page}`
}

/** The list a path belongs to: `/roller/page-2` -> `/roller`; a path without /page-N is its own base. */
export function listBasePath(path: string): string {
  return path.replace(/\/page-\d+$/, '')
}

/** `/roller/page-1` is the same list as `/roller`: its canonical path is the bare one. */
export function canonicalPath(path: string): string {
  return path.replace(/\/page-1$/, '') || '/'
}

/** Absolute URL of a path on the configured site. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`
}

/** Where the build writes every article of one news kind or knowledge topic (`/article-lists/news/delivery.json`). */
export function filteredListPath(list: 'news' | 'knowledge', value: string): string {
  return `/article-lists/${list}/${value}.json`
}

/** The id of a size's row in its product's size table, for links to that size: `size-CR-D-108x380-6204`. */
export function sizeRowId(partNumber: string): string {
  return `size-${partNumber.replace(/[^A-Za-z0-9_.-]/g, '_')}`
}
