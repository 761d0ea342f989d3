import { redirect, type LoaderFunctionArgs } from 'react-router-dom'

/** Runs before a route's data loads; it may throw a redirect or an error response. */
export type RouteMiddleware = (args: LoaderFunctionArgs) => void

/**
 * Addresses of the old site that still circulate in e-mails and catalogues: `.html` and `.htm`
 * endings, upper-case letters and trailing slashes lead to the page's address today.
 */
export function legacyRedirects({ request }: LoaderFunctionArgs): void {
  const url = new URL(request.url)
  const path = url.pathname
  const modern = path.replace(/\/index\.html?$/i, '/').replace(/\.html?$/i, '').replace(/(.)\/+$/, '$1').toLowerCase()
  if (modern !== path) throw redirect(`${modern}${url.search}${url.hash}`)
}

/** Middleware that routes may name in their handle. */
export const routeMiddleware: Record<string, RouteMiddleware> = {
  'legacy-redirects': legacyRedirects,
}

/** Runs the named middleware in order; a name missing from the registry is a 500 error. */
export function runRouteMiddleware(names: readonly string[], args: LoaderFunctionArgs, registry: Record<string, RouteMiddleware> = routeMiddleware): void {
  for (const name of names) {
    const middleware = registry[name]
    if (!middleware) throw new Response(`Unknown middleware ${name}`, { status: 500, statusText: `Unknown middleware ${name}` })
    middleware(args)
  }
}
