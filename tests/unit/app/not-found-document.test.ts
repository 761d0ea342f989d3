import { describe, expect, it } from 'vitest'
import type { RouteRecord } from 'vite-react-ssg'
import { notFoundRouteId, routesForDocument } from '@/app/not-found-document'

const screen = async () => ({ Component: () => null })
const routes: RouteRecord[] = [
  {
    id: 'root',
    path: '/',
    children: [
      { id: 'home', index: true, lazy: screen },
      { id: 'productsdetail', path: ':category/:slug', lazy: screen },
      { id: 'newsdetail', path: 'news/:slug', lazy: screen },
      { id: notFoundRouteId, path: '404', lazy: screen },
      { id: 'notfound-any', path: '*', lazy: screen },
    ],
  },
]

const notFoundPath = (result: RouteRecord[]) => result[0]?.children?.find((route) => route.id === notFoundRouteId)?.path

describe('the routes a pre-rendered document hydrates with', () => {
  it('give the not-found route the address when the page embeds no data for the route the address matches', () => {
    const notFoundPage = { loaderData: { root: null } }
    expect(notFoundPath(routesForDocument(routes, '/idler/no-such-roller', notFoundPage))).toBe('idler/no-such-roller')
    expect(notFoundPath(routesForDocument(routes, '/news/page-0', notFoundPage))).toBe('news/page-0')
    expect(notFoundPath(routesForDocument(routes, '/roller/rodillo%20de%20acero', notFoundPage))).toBe('roller/rodillo de acero')
  })

  it('leave the routes as they are on the page pre-rendered for the address, on 404.html itself and without embedded data', () => {
    expect(routesForDocument(routes, '/roller/belt-conveyor-roller', { loaderData: { root: null, productsdetail: { product: {} } } })).toBe(
      routes,
    )
    expect(routesForDocument(routes, '/', { loaderData: { root: null, home: {} } })).toBe(routes)
    expect(routesForDocument(routes, '/404', { loaderData: { root: null } })).toBe(routes)
    expect(routesForDocument(routes, '/roller/belt-conveyor-roller', undefined)).toBe(routes)
  })

  it("change nothing but the not-found route's path", () => {
    const result = routesForDocument(routes, '/roller/page-99', { loaderData: { root: null } })
    expect(result[0]?.children?.map((route) => [route.id, route.path])).toEqual([
      ['home', undefined],
      ['productsdetail', ':category/:slug'],
      ['newsdetail', 'news/:slug'],
      [notFoundRouteId, 'roller/page-99'],
      ['notfound-any', '*'],
    ])
    expect(routes[0]?.children?.find((route) => route.id === notFoundRouteId)?.path).toBe('404')
  })
})
