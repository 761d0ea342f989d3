import type { LoaderFunctionArgs } from 'react-router-dom'
import type { RouteRecord } from 'vite-react-ssg'
import { listPageCounts } from '@/config/site'
import type { ScreenKind } from '@/content/route-entry'
import { listPagePath } from '@/utils/route-paths'
import { notFoundRouteId } from './not-found-document'
import { RootLayout } from './root-layout'
import { RouteErrorElement } from './route-error-screen'
import type { RouteHandle } from './route-handle'
import { runRouteMiddleware } from './route-middleware'

type ServerLoader = (args: LoaderFunctionArgs) => Promise<unknown>
type ScreenModule = () => Promise<{ Component: React.ComponentType }>

/**
 * One route record. `serverLoader` is only given in the SSR build (behind import.meta.env.SSR,
 * so content code never reaches the browser); in the browser the payload loader replaces it.
 */
function screenRoute(id: string, path: string, screen: ScreenKind, lazy: ScreenModule, serverLoader: ServerLoader | undefined, middleware?: readonly string[]): RouteRecord {
  const handle: RouteHandle = { screen, payload: true, middleware }
  const loader = serverLoader && middleware
    ? (args: LoaderFunctionArgs) => {
      runRouteMiddleware(middleware, args)
      return serverLoader(args)
    }
    : serverLoader
  return { id, path, lazy, loader, handle }
}

/** Detail pages whose old-site addresses (".html", capitals, trailing slash) still circulate. */
const detailMiddleware = ['legacy-redirects'] as const

/** Paginated lists are static paths (`/roller/page-2`) so they outrank `/:category/:slug`. */
function listRoutes(idPrefix: string, basePath: string, screen: ScreenKind, lazy: ScreenModule, serverLoader: ServerLoader | undefined): RouteRecord[] {
  const pages = listPageCounts[basePath] ?? 1
  const paths = [basePath, ...Array.from({ length: pages }, (_, index) => listPagePath(basePath, index + 1))]
  return paths.map((path) => screenRoute(path === basePath ? idPrefix : `${idPrefix}${path.slice(basePath.length)}`, path, screen, lazy, serverLoader))
}

const productList = () => import('@/screens/product-list/product-list-screen')
const productListLoader = import.meta.env.SSR ? (args: LoaderFunctionArgs) => import('@/screens/product-list/product-list.loader.server').then((m) => m.loader(args)) : undefined
/** The two search pages share one loader: their shell and popular products. */
const searchLoader = import.meta.env.SSR ? (args: LoaderFunctionArgs) => import('@/screens/search-pages.loader.server').then((m) => m.loader(args)) : undefined
/** Pages whose payload is only their route metadata. */
const routeMetaLoader = import.meta.env.SSR ? (args: LoaderFunctionArgs) => import('@/screens/route-meta.loader.server').then((m) => m.loader(args)) : undefined

const categoryListBases = Object.keys(listPageCounts).filter((base) => !['/news', '/knowledge'].includes(base))

export const routes: RouteRecord[] = [
  {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorElement />,
    children: [
      {
        ...screenRoute('home', '', 'home', () => import('@/screens/home/home-screen'),
          import.meta.env.SSR ? (args) => import('@/screens/home/home.loader.server').then((m) => m.loader(args)) : undefined),
        path: undefined,
        index: true,
      } as RouteRecord,
      screenRoute('about', 'about-us', 'about', () => import('@/screens/about/about-screen'),
        import.meta.env.SSR ? (args) => import('@/screens/about/about.loader.server').then((m) => m.loader(args)) : undefined),
      ...categoryListBases.flatMap((base) => listRoutes(`productsclass${base}`, base, 'productsclass', productList, productListLoader)),
      ...listRoutes('news', '/news', 'news', () => import('@/screens/news-list/news-list-screen'),
        import.meta.env.SSR ? (args) => import('@/screens/news-list/news-list.loader.server').then((m) => m.loader(args)) : undefined),
      screenRoute('newsdetail', 'news/:slug', 'newsdetail', () => import('@/screens/news-article/news-article-screen'),
        import.meta.env.SSR ? (args) => import('@/screens/news-article/news-article.loader.server').then((m) => m.loader(args)) : undefined, detailMiddleware),
      ...listRoutes('knowledge', '/knowledge', 'knowledge', () => import('@/screens/knowledge-list/knowledge-list-screen'),
        import.meta.env.SSR ? (args) => import('@/screens/knowledge-list/knowledge-list.loader.server').then((m) => m.loader(args)) : undefined),
      screenRoute('knowledgedetail', 'knowledge/:slug', 'knowledgedetail', () => import('@/screens/knowledge-article/knowledge-article-screen'),
        import.meta.env.SSR ? (args) => import('@/screens/knowledge-article/knowledge-article.loader.server').then((m) => m.loader(args)) : undefined, detailMiddleware),
      screenRoute('productsdetail', ':category/:slug', 'productsdetail', () => import('@/screens/product-detail/product-detail-screen'),
        import.meta.env.SSR ? (args) => import('@/screens/product-detail/product-detail.loader.server').then((m) => m.loader(args)) : undefined, detailMiddleware),
      screenRoute('partnumbers', 'part-numbers', 'partnumbers', () => import('@/screens/part-numbers/part-numbers-screen'),
        import.meta.env.SSR ? (args) => import('@/screens/part-numbers/part-numbers.loader.server').then((m) => m.loader(args)) : undefined),
      screenRoute('finder', 'products/finder', 'finder', () => import('@/screens/finder/finder-screen'), routeMetaLoader),
      screenRoute('tools', 'tools', 'tools', () => import('@/screens/tools/tools-screen'),
        import.meta.env.SSR ? (args) => import('@/screens/tools/tools.loader.server').then((m) => m.loader(args)) : undefined),
      screenRoute('tool', 'tools/:tool', 'tool', () => import('@/screens/tool/tool-screen'),
        import.meta.env.SSR ? (args) => import('@/screens/tool/tool.loader.server').then((m) => m.loader(args)) : undefined),
      screenRoute('contact', 'contact-us', 'contact', () => import('@/screens/contact/contact-screen'),
        routeMetaLoader),
      screenRoute('howtoorder', 'how-to-order', 'howtoorder', () => import('@/screens/how-to-order/how-to-order-screen'), routeMetaLoader),
      screenRoute('search', 'search', 'search', () => import('@/screens/search/search-screen'), searchLoader),
      screenRoute('searchnotfound', 'search/404', 'searchnotfound', () => import('@/screens/search-not-found/search-not-found-screen'), searchLoader),
      screenRoute('thanks', 'thanks', 'thanks', () => import('@/screens/thanks/thanks-screen'),
        routeMetaLoader),
      screenRoute('privacy', 'privacy', 'privacy', () => import('@/screens/privacy/privacy-screen'),
        import.meta.env.SSR ? (args) => import('@/screens/privacy/privacy.loader.server').then((m) => m.loader(args)) : undefined),
      // Pre-rendered to 404.html; `*` shows the same screen for any other path.
      { id: notFoundRouteId, path: '404', lazy: () => import('@/screens/not-found/not-found-screen'), handle: { screen: 'notfound', payload: false } satisfies RouteHandle },
      {
        id: 'notfound-any',
        path: '*',
        lazy: () => import('@/screens/not-found/not-found-screen'),
        handle: { screen: 'notfound', payload: false, middleware: ['legacy-redirects'] } satisfies RouteHandle,
      },
    ],
  },
]
