import {
  createBrowserRouter,
  matchRoutes,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom'
import { guardChunkLoad } from '@/runtime/chunk-reload-guard'
import { fetchRoutePayload, prefetchRoutePayload } from '@/runtime/route-payload'
import type { RouteHandle } from './route-handle'
import { runRouteMiddleware } from './route-middleware'

type LazyRoute = NonNullable<RouteObject['lazy']>

function browserLoader(routeId: string, handle: RouteHandle) {
  return async (args: LoaderFunctionArgs) => {
    runRouteMiddleware(handle.middleware ?? [], args)
    return handle.payload ? fetchRoutePayload(new URL(args.request.url).pathname, routeId, args.request.signal) : null
  }
}

/**
 * A payload belongs to a path: a new query string or hash on the same page needs no new payload.
 * The same address again (a retry, a revalidation) loads it anew.
 */
function samePathNeedsNoPayload({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.href === nextUrl.href) return true
  return currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate
}

/** The unguarded imports of each route's code, for prefetching (a failed prefetch must not reload). */
const routeCode = new Map<string, LazyRoute>()

function withBrowserLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const handle = route.handle as RouteHandle | undefined
    const loader = handle && route.id && (handle.payload || handle.middleware) ? browserLoader(route.id, handle) : undefined
    const children = route.children ? withBrowserLoaders(route.children) : undefined
    if (route.lazy && route.id) routeCode.set(route.id, route.lazy)
    const lazy = route.lazy ? guardChunkLoad(route.lazy) : undefined
    return { ...route, lazy, loader, shouldRevalidate: loader ? samePathNeedsNoPayload : undefined, children } as RouteObject
  })
}

/** Loads the code and the payload of `path` ahead of a click, without the loading bar. */
function prefetchPath(routes: RouteObject[], path: string): void {
  const matches = matchRoutes(routes, path) ?? []
  for (const { route } of matches) {
    const code = route.id ? routeCode.get(route.id) : undefined
    if (code) void Promise.resolve(code()).catch(() => {})
    if ((route.handle as RouteHandle | undefined)?.payload) prefetchRoutePayload(path)
  }
}

/**
 * The browser router: every route with a payload loads it through the HTTP client (the first page
 * load hydrates from the data embedded in the HTML, so it makes no payload request); route code is
 * guarded against deploys; the runtime (loading bar, scroll, prefetch, analytics) starts with it.
 */
export const createRouterWithPayloads: typeof createBrowserRouter = (routes, options) => {
  const browserRoutes = withBrowserLoaders(routes)
  const router = createBrowserRouter(browserRoutes, options)
  // Nothing in the runtime is needed to show the first page: it arrives as its own chunk meanwhile.
  void import('./browser-runtime').then(({ startBrowserRuntime }) =>
    startBrowserRuntime(router, (path) => prefetchPath(browserRoutes, path)),
  )
  return router
}
