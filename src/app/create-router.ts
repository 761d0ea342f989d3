import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router-dom'
import { fetchRoutePayload } from '@/runtime/route-payload'
import type { RouteHandle } from './route-handle'

function payloadLoader(routeId: string) {
  return ({ request }: LoaderFunctionArgs) => fetchRoutePayload(new URL(request.url).pathname, routeId, request.signal)
}

/** A payload belongs to a path: a new query string or hash on the same page needs no new payload. */
function samePathNeedsNoPayload({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate
}

function withPayloadLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const handle = route.handle as RouteHandle | undefined
    const loader = handle?.payload && route.id ? payloadLoader(route.id) : undefined
    const children = route.children ? withPayloadLoaders(route.children) : undefined
    return { ...route, loader, shouldRevalidate: loader ? samePathNeedsNoPayload : undefined, children } as RouteObject
  })
}

/**
 * The browser router: every route with a payload loads it through the HTTP client. The first
 * page load hydrates from the data embedded in the HTML, so it makes no payload request.
 */
export const createRouterWithPayloads: typeof createBrowserRouter = (routes, options) =>
  createBrowserRouter(withPayloadLoaders(routes), options)
