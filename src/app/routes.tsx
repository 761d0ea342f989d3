import type { LoaderFunctionArgs } from 'react-router-dom'
import type { RouteRecord } from 'vite-react-ssg'
import { categoryNav, listPageCounts } from '@/config/site'
import type { ScreenKind } from '@/content/route-entry'
import { listPagePath } from '@/utils/route-paths'
import { translatedLanguages, type Language } from '@/utils/languages'
import { notFoundRouteId } from './not-found-document'
import { RootLayout } from './root-layout'
import { RootErrorElement, RouteErrorElement } from './route-error-screen'
import type { RouteHandle } from './route-handle'
import { runRouteMiddleware, type MiddlewareName } from './route-middleware'

type ServerLoader = (args: LoaderFunctionArgs) => Promise<unknown>
type ScreenModule = () => Promise<{ Component: React.ComponentType }>

/**
 * A screen's build-time loader. Call sites write `import.meta.env.SSR && (() => import(...))`, so
 * the browser build drops the import and content code never reaches the browser; there the
 * payload loader of create-router.ts takes its place.
 */
function serverOnly(load: false | (() => Promise<{ loader: ServerLoader }>)): ServerLoader | undefined {
  return load ? (args) => load().then((module) => module.loader(args)) : undefined
}

/** What a screen kind needs: its code, its build-time loader, and middleware run before its data. */
interface Screen {
  lazy: ScreenModule
  loader: ServerLoader | undefined
  middleware?: readonly MiddlewareName[]
}

/** Detail pages whose old-site addresses (".html", capitals, trailing slash) still circulate. */
const detailMiddleware: readonly MiddlewareName[] = ['legacy-redirects']
/** Pages whose payload is only their route metadata. */
const routeMetaLoader = serverOnly(import.meta.env.SSR && (() => import('@/screens/route-meta.loader.server')))
/** The two search pages share one loader: their shell and popular products. */
const searchLoader = serverOnly(import.meta.env.SSR && (() => import('@/screens/search-pages.loader.server')))

const screens: Record<ScreenKind, Screen> = {
  home: {
    lazy: () => import('@/screens/home/home-screen'),
    loader: serverOnly(import.meta.env.SSR && (() => import('@/screens/home/home.loader.server'))),
  },
  about: {
    lazy: () => import('@/screens/about/about-screen'),
    loader: serverOnly(import.meta.env.SSR && (() => import('@/screens/about/about.loader.server'))),
  },
  productsclass: {
    lazy: () => import('@/screens/product-list/product-list-screen'),
    loader: serverOnly(import.meta.env.SSR && (() => import('@/screens/product-list/product-list.loader.server'))),
  },
  productsdetail: {
    lazy: () => import('@/screens/product-detail/product-detail-screen'),
    loader: serverOnly(import.meta.env.SSR && (() => import('@/screens/product-detail/product-detail.loader.server'))),
    middleware: detailMiddleware,
  },
  news: {
    lazy: () => import('@/screens/news-list/news-list-screen'),
    loader: serverOnly(import.meta.env.SSR && (() => import('@/screens/news-list/news-list.loader.server'))),
  },
  newsdetail: {
    lazy: () => import('@/screens/news-article/news-article-screen'),
    loader: serverOnly(import.meta.env.SSR && (() => import('@/screens/news-article/news-article.loader.server'))),
    middleware: detailMiddleware,
  },
  knowledge: {
    lazy: () => import('@/screens/knowledge-list/knowledge-list-screen'),
    loader: serverOnly(import.meta.env.SSR && (() => import('@/screens/knowledge-list/knowledge-list.loader.server'))),
  },
  knowledgedetail: {
    lazy: () => import('@/screens/knowledge-article/knowledge-article-screen'),
    loader: serverOnly(import.meta.env.SSR && (() => import('@/screens/knowledge-article/knowledge-article.loader.server'))),
    middleware: detailMiddleware,
  },
  contact: { lazy: () => import('@/screens/contact/contact-screen'), loader: routeMetaLoader },
  search: { lazy: () => import('@/screens/search/search-screen'), loader: searchLoader },
  searchnotfound: { lazy: () => import('@/screens/search-not-found/search-not-found-screen'), loader: searchLoader },
  thanks: { lazy: () => import('@/screens/thanks/thanks-screen'), loader: routeMetaLoader },
  partnumbers: {
    lazy: () => import('@/screens/part-numbers/part-numbers-screen'),
    loader: serverOnly(import.meta.env.SSR && (() => import('@/screens/part-numbers/part-numbers.loader.server'))),
  },
  finder: {
    lazy: () => import('@/screens/finder/finder-screen'),
    loader: serverOnly(import.meta.env.SSR && (() => import('@/screens/finder/finder.loader.server'))),
  },
  tools: {
    lazy: () => import('@/screens/tools/tools-screen'),
    loader: serverOnly(import.meta.env.SSR && (() => import('@/screens/tools/tools.loader.server'))),
  },
  tool: {
    lazy: () => import('@/screens/tool/tool-screen'),
    loader: serverOnly(import.meta.env.SSR && (() => import('@/screens/tool/tool.loader.server'))),
  },
  howtoorder: {
    lazy: () => import('@/screens/how-to-order/how-to-order-screen'),
    loader: serverOnly(import.meta.env.SSR && (() => import('@/screens/how-to-order/how-to-order.loader.server'))),
  },
  industries: {
    lazy: () => import('@/screens/industries/industries-screen'),
    loader: serverOnly(import.meta.env.SSR && (() => import('@/screens/industries/industries.loader.server'))),
  },
  industry: {
    lazy: () => import('@/screens/industry/industry-screen'),
    loader: serverOnly(import.meta.env.SSR && (() => import('@/screens/industry/industry.loader.server'))),
  },
  privacy: {
    lazy: () => import('@/screens/privacy/privacy-screen'),
    loader: serverOnly(import.meta.env.SSR && (() => import('@/screens/privacy/privacy.loader.server'))),
  },
}

/** One route record of screen kind `kind` at `path` (or the index route, for the home page). */
function screenRoute(id: string, kind: ScreenKind, placement: { path: string } | { index: true }): RouteRecord {
  const { lazy, loader: serverLoader, middleware } = screens[kind]
  const handle: RouteHandle = { screen: kind, payload: true, middleware }
  const loader =
    serverLoader && middleware
      ? (args: LoaderFunctionArgs) => {
          runRouteMiddleware(middleware, args)
          return serverLoader(args)
        }
      : serverLoader
  return { id, ...placement, lazy, loader, handle }
}

/** A list at `basePath` and its pages. Paginated lists are static paths (`/roller/page-2`) so they outrank `/:category/:slug`. */
function listRoutes(idPrefix: string, basePath: string, kind: ScreenKind): RouteRecord[] {
  const pages = listPageCounts[basePath] ?? 1
  const paths = [basePath, ...Array.from({ length: pages }, (_, index) => listPagePath(basePath, index + 1))]
  return paths.map((path) =>
    screenRoute(path === basePath ? idPrefix : `${idPrefix}${path.slice(basePath.length)}`, kind, { path: path.slice(1) }),
  )
}

/** The product lists: all products, then one per category of the content. */
const productListBases = ['/products', ...categoryNav.map((category) => category.path)]

const notFoundScreen = () => import('@/screens/not-found/not-found-screen')

/** Every page of the site. */
const pages: RouteRecord[] = [
  screenRoute('home', 'home', { index: true }),
  screenRoute('about', 'about', { path: 'about-us' }),
  ...productListBases.flatMap((base) => listRoutes(`productsclass${base}`, base, 'productsclass')),
  ...listRoutes('news', '/news', 'news'),
  screenRoute('newsdetail', 'newsdetail', { path: 'news/:slug' }),
  ...listRoutes('knowledge', '/knowledge', 'knowledge'),
  screenRoute('knowledgedetail', 'knowledgedetail', { path: 'knowledge/:slug' }),
  screenRoute('industries', 'industries', { path: 'industries' }),
  screenRoute('industry', 'industry', { path: 'industries/:slug' }),
  screenRoute('productsdetail', 'productsdetail', { path: ':category/:slug' }),
  screenRoute('partnumbers', 'partnumbers', { path: 'part-numbers' }),
  screenRoute('finder', 'finder', { path: 'products/finder' }),
  screenRoute('tools', 'tools', { path: 'tools' }),
  screenRoute('tool', 'tool', { path: 'tools/:tool' }),
  screenRoute('contact', 'contact', { path: 'contact-us' }),
  screenRoute('howtoorder', 'howtoorder', { path: 'how-to-order' }),
  screenRoute('search', 'search', { path: 'search' }),
  screenRoute('searchnotfound', 'searchnotfound', { path: 'search/404' }),
  screenRoute('thanks', 'thanks', { path: 'thanks' }),
  screenRoute('privacy', 'privacy', { path: 'privacy' }),
  // Pre-rendered to 404.html; `*` shows the same screen for any other path.
  { id: notFoundRouteId, path: '404', lazy: notFoundScreen, handle: { screen: 'notfound', payload: false } satisfies RouteHandle },
  {
    id: 'notfound-any',
    path: '*',
    lazy: notFoundScreen,
    handle: { screen: 'notfound', payload: false, middleware: detailMiddleware } satisfies RouteHandle,
  },
]

/**
 * The same pages under /es and /ru (ids prefixed with the language). The router can match any of
 * them, but only the paths routes.json lists are pre-rendered; another one has no payload and
 * shows the not-found page, as an unknown English path does. 404.html stays English.
 */
const interfaceMessages = serverOnly(import.meta.env.SSR && (() => import('@/screens/interface-messages.loader.server')))
const withLanguagePrefix = (language: Exclude<Language, 'en'>, records: RouteRecord[]): RouteRecord[] =>
  records.map((route) => {
    const pageLoader = route.loader
    // The page's payload carries its language's interface words, so the browser fetches only those.
    const loader =
      typeof pageLoader === 'function' && interfaceMessages
        ? async (args: LoaderFunctionArgs) => ({ ...((await pageLoader(args)) as object), interface: await interfaceMessages(args) })
        : pageLoader
    return { ...route, id: `${language}/${route.id ?? ''}`, loader } as RouteRecord
  })
const translatedPages: RouteRecord[] = translatedLanguages.map((language) => ({
  id: language,
  path: language,
  children: withLanguagePrefix(
    language,
    pages.filter((route) => route.id !== notFoundRouteId),
  ),
}))

export const routes: RouteRecord[] = [
  {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    // Only when the frame itself fails; a page's error shows inside the frame (below).
    errorElement: <RootErrorElement />,
    children: [
      // Pathless: a failing page shows its error inside the header, footer and the one `main`
      // (which focus and prefetch keep watching).
      { id: 'pages', errorElement: <RouteErrorElement />, children: [...pages, ...translatedPages] },
    ],
  },
]
