import { beforeAll, describe, expect, it } from 'vitest'
import { siteConfigValues } from '@/config/site-config'
import { absoluteUrl, canonicalPath } from '@/utils/route-paths'
import { checkBuiltLinks } from '../../scripts/link-check'
import { assertBuilt, distDir, readPage, routeTable } from '../support/built-site'

beforeAll(assertBuilt)

const siteUrl = process.env.SITE_URL || siteConfigValues.siteUrl

describe('every pre-rendered page', () => {
  // The first test of the file parses every built page (about 500 with JSDOM): minutes on a busy machine.
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
  }, 240_000)

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

  it('links every list item, so every page is reachable from the home page, with no broken or page-1 link', () => {
    const report = checkBuiltLinks(distDir, routeTable)
    expect(report.broken).toEqual([])
    expect(report.pageOneLinks).toEqual([])
    expect(report.unreachable).toEqual([])
    expect(report.links).toBeGreaterThan(routeTable.length * 10)
  })

  it('is valid HTML in the ways crawlers care about: unique ids, only head elements in the head', () => {
    for (const entry of routeTable) {
      const { document } = readPage(entry.path)
      const ids = [...document.querySelectorAll('[id]')].map((element) => element.id)
      expect(ids.filter((id, index) => ids.indexOf(id) !== index), entry.path).toEqual([])
      const headTags = new Set([...document.head.children].map((element) => element.tagName.toLowerCase()))
      for (const tag of headTags) expect(['meta', 'title', 'link', 'script', 'style'], `${entry.path} <${tag}>`).toContain(tag)
    }
  })

  it('renders the not-found page to 404.html', () => {
    const { document } = readPage('/404')
    expect(document.querySelector('h1')?.textContent).toBe('This page could not be found')
    expect(document.querySelector('a[href="/"].button')?.textContent).toBe('Back to the home page')
    expect(document.querySelectorAll('title')).toHaveLength(1)
  })
})
