import { redirect, type LoaderFunctionArgs } from 'react-router-dom'
import { currentPathOf } from '@/utils/legacy-path'

/** Runs before a route's data loads; it may throw a redirect or an error response. */
export type RouteMiddleware = (args: LoaderFunctionArgs) => void

/** An old-site address reached inside the app leads to the page's address today. */
export function legacyRedirects({ request }: LoaderFunctionArgs): void {
  const url = new URL(request.url)
  const current = currentPathOf(url.pathname)
  if (current !== url.pathname) throw redirect(`${current}${url.search}${url.hash}`)
}

/** Middleware that routes may name in their handle. */
export const routeMiddleware = {
  'legacy-redirects': legacyRedirects,
} satisfies Record<string, RouteMiddleware>

/** A name of the registry: a route naming anything else does not compile. */
export type MiddlewareName = keyof typeof routeMiddleware

/**
 * Runs the named middleware in order. The names are checked when the code compiles; a name that
 * still reaches here without an entry (a registry given by a test) is a 500 error.
 */
export function runRouteMiddleware(
  names: readonly string[],
  args: LoaderFunctionArgs,
  registry: Record<string, RouteMiddleware> = routeMiddleware,
): void {
  for (const name of names) {
    const middleware = registry[name]
    if (!middleware) throw new Response(`Unknown middleware ${name}`, { status: 500, statusText: `Unknown middleware ${name}` })
    middleware(args)
  }
}
