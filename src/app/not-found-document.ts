import { matchRoutes } from 'react-router-dom'
import type { RouteRecord } from 'vite-react-ssg'

/** The route pre-rendered to 404.html. */
export const notFoundRouteId = 'notfound'

/** What this module reads of the data a pre-rendered page embeds for the router. */
interface EmbeddedRouterData {
  loaderData?: Record<string, unknown>
}

/** The address as the router matches it: each segment decoded (a malformed escape stays as it is). */
function decodedPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        return segment
      }
    })
    .join('/')
}

/**
 * The server answers an address outside the route table (`/idler/no-such-roller`, `/roller/page-99`)
 * with 404.html, whose embedded data belongs to the not-found route. Matched by address alone, the
 * routes would hydrate another screen (the product page) over that HTML, without its data. Every
 * pre-rendered page embeds the data of the route it was rendered for, so a document without the data
 * of the route its address matches is the not-found page: there the not-found route takes the
 * address, and the page hydrates as what it is. On any other document the routes stay as they are.
 */
export function routesForDocument(routes: RouteRecord[], pathname: string, hydration: EmbeddedRouterData | undefined): RouteRecord[] {
  const loaderData = hydration?.loaderData
  if (!loaderData || pathname === '/404') return routes
  const deepest = matchRoutes(routes, pathname)?.at(-1)?.route
  if (!deepest?.id || deepest.id in loaderData) return routes
  const path = decodedPath(pathname).replace(/^\/+/, '')
  const withNotFoundAt = (records: RouteRecord[]): RouteRecord[] =>
    records.map((route) => {
      if (route.id === notFoundRouteId) return { ...route, path } as RouteRecord
      return route.children ? ({ ...route, children: withNotFoundAt(route.children) } as RouteRecord) : route
    })
  return withNotFoundAt(routes)
}
