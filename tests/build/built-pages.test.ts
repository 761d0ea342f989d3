import { beforeAll, describe, expect, it } from 'vitest'
import { siteConfigValues } from '@/config/site-config'
import { absoluteUrl, canonicalPath } from '@/utils/route-paths'
import { assertBuilt, readPage, routeTable } from '../support/built-site'

beforeAll(assertBuilt)

const siteUrl = process.env.SITE_URL || siteConfigValues.siteUrl

describe('every pre-rendered page', () => {
  it('has its HTML file with the head of routes.json', () => {
    for (const entry of routeTable) {
      const { html, document } = readPage(entry.path)
      const where = entry.path
      expect(document.documentElement.lang, where).toBe('en')
      expect(html.indexOf('<meta charset'), where).toBe(html.indexOf('<head>') + '<head>'.length)
      expect(document.querySelectorAll('title'), where).toHaveLength(1)
      expect(document.title, where).toBe(entry.title)
      const metas = (name: string) => [...document.querySelectorAll(`meta[name="${name}"]`)].map((m) => m.getAttribute('content'))
      expect(metas('description'), where).toEqual([entry.description])
      expect(metas('keywords'), where).toEqual([entry.keywords])
      expect(metas('viewport'), where).toHaveLength(1)
      expect(metas('format-detection'), where).toEqual(['telephone=no'])
      const canonical = [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href'))
      expect(canonical, where).toEqual([absoluteUrl(siteUrl, canonicalPath(entry.path))])
      expect(document.querySelectorAll('h1'), where).toHaveLength(1)
      expect(document.querySelector('#root [data-route-error]'), where).toBeNull()
      expect(document.body.textContent, where).not.toMatch(/\bundefined\b|lorem ipsum/i)
    }
  })

  it('points the canonical link of a page-1 list at the bare list path', () => {
    const { document } = readPage('/roller/page-1')
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${siteUrl}/roller`)
  })

  it('holds the page content in the body', () => {
    const product = routeTable.find((e) => e.path === '/roller/belt-conveyor-roller')
    const { document } = readPage('/roller/belt-conveyor-roller')
    expect(document.querySelector('h1')?.textContent).toBe('Belt Conveyor Roller')
    expect(document.querySelectorAll('table tr').length).toBeGreaterThanOrEqual(6)
    expect(product).toBeDefined()
    for (const entry of routeTable.filter((e) => e.name === 'newsdetail' || e.name === 'knowledgedetail')) {
      const { document: page } = readPage(entry.path)
      expect(page.querySelector('h1')?.textContent, entry.path).toBe(entry.title)
      expect(page.querySelector('.prose')?.textContent?.length ?? 0, entry.path).toBeGreaterThan(500)
    }
    const list = readPage('/roller/page-2').document
    expect(list.querySelectorAll('main .card')).toHaveLength(12)
  })

  it('links every list item, so every page is reachable from the home page, and never links a page-1 duplicate', () => {
    const reached = new Set<string>(['/'])
    const queue = ['/']
    const known = new Set(routeTable.map((e) => e.path))
    while (queue.length > 0) {
      const path = queue.shift() as string
      const { document } = readPage(path)
      for (const link of document.querySelectorAll('a[href^="/"]')) {
        const target = (link.getAttribute('href') ?? '').split(/[?#]/)[0] ?? ''
        expect(target, `link on ${path}`).not.toMatch(/\/page-1$/)
        if (known.has(target) && !reached.has(target)) {
          reached.add(target)
          queue.push(target)
        }
      }
    }
    // /x/page-1 repeats the list at /x (its canonical); links point at /x, never at the duplicate.
    const unreached = [...known].filter((path) => !reached.has(path) && !reached.has(path.replace(/\/page-1$/, '')))
    expect(unreached).toEqual([])
  })

  it('renders the not-found page to 404.html', () => {
    const { document } = readPage('/404')
    expect(document.querySelector('h1')?.textContent).toBe('This page could not be found')
    expect(document.querySelector('a[href="/"].button')?.textContent).toBe('Back to the home page')
    expect(document.querySelectorAll('title')).toHaveLength(1)
  })
})
