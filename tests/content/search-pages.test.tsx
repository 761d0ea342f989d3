import { renderToString } from 'react-dom/server'
import { HelmetProvider } from 'react-helmet-async'
import type { LoaderFunctionArgs } from 'react-router-dom'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server'
import { describe, expect, it } from 'vitest'
import { siteConfigValues } from '@/config/site-config'
import { readRouteTable } from '@/content/route-table.server'
import { processTerm, tokenize } from '@/features/search/search-options'
import { elementIds } from '../../scripts/build/link-check'
import { sitePageSections } from '../../scripts/build/search-pages'

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>
type Screen = () => Promise<[{ Component: () => React.ReactNode }, { loader: Loader }]>

/** Each page the search indexes by section, with the screen and loader the build renders it with. */
const screens: Record<string, Screen> = {
  '/how-to-order': () =>
    Promise.all([import('@/screens/how-to-order/how-to-order-screen'), import('@/screens/how-to-order/how-to-order.loader.server')]),
  '/about-us': () => Promise.all([import('@/screens/about/about-screen'), import('@/screens/about/about.loader.server')]),
  '/privacy': () => Promise.all([import('@/screens/privacy/privacy-screen'), import('@/screens/privacy/privacy.loader.server')]),
  '/part-numbers': () =>
    Promise.all([import('@/screens/part-numbers/part-numbers-screen'), import('@/screens/part-numbers/part-numbers.loader.server')]),
  '/tools': () => Promise.all([import('@/screens/tools/tools-screen'), import('@/screens/tools/tools.loader.server')]),
}
const screenOf = (path: string): Screen | undefined =>
  screens[path] ??
  (path.startsWith('/tools/')
    ? () => Promise.all([import('@/screens/tool/tool-screen'), import('@/screens/tool/tool.loader.server')])
    : undefined)

/** The page's HTML as the pre-render makes it: its screen with its build-time payload. */
async function renderPage(path: string): Promise<string> {
  const screen = screenOf(path)
  if (!screen) throw new Error(`No screen known for ${path}`)
  const [{ Component }, { loader }] = await screen()
  const handler = createStaticHandler([{ path: path === '/' ? '/' : path.replace(/^\/tools\/[^/]+$/, '/tools/:tool'), loader, Component }])
  const context = await handler.query(new Request(`https://www.example.com${path}`))
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToString(
    <HelmetProvider context={{}}>
      <StaticRouterProvider router={router} context={context} />
    </HelmetProvider>,
  )
}

const words = (text: string) =>
  new Set(
    tokenize(text)
      .map((word) => processTerm(word))
      .filter((word): word is string => !!word),
  )
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&quot;|&[a-z]+;/g, ' ')

/** The words of one section (`<section aria-labelledby="id">`), or of the whole page without an id. */
function sectionText(html: string, id: string | undefined): string {
  if (!id) return plain(html)
  const start = html.indexOf(`<section aria-labelledby="${id}"`)
  return start < 0 ? '' : plain(html.slice(start, html.indexOf('</section>', start)))
}

const sections = sitePageSections(siteConfigValues)
const pages = [...new Set(sections.map((section) => section.path.split('#')[0] ?? ''))]

describe('the site pages the search indexes', () => {
  it('are pages of the route table', () => {
    const paths = new Set(readRouteTable().map((entry) => entry.path))
    for (const page of pages) expect(paths.has(page), page).toBe(true)
  })

  it.each(pages)('%s has every anchor the results link to, and every word they are found by in that section', async (page) => {
    const html = await renderPage(page)
    const ids = elementIds(html)
    for (const section of sections.filter((candidate) => candidate.path.split('#')[0] === page)) {
      const id = section.path.split('#')[1]
      if (id) expect(ids.has(id), section.path).toBe(true)
      const onPage = words(sectionText(html, id))
      const missing = [...words(section.text)].filter((word) => !onPage.has(word))
      expect(missing, section.path).toEqual([])
    }
  })
})
