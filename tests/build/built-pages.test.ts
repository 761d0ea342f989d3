import { beforeAll, describe, expect, it } from 'vitest'
import { siteConfigValues } from '@/config/site-config'
import { absoluteUrl, canonicalPath } from '@/utils/route-paths'
import { languageOfPath } from '@/utils/languages'
import { checkBuiltLinks } from '../../scripts/build/link-check'
import { assertBuilt, distDir, readPage, routeGroups, routeTable } from '../support/built-site'

beforeAll(assertBuilt)

const siteUrl = process.env.SITE_URL || siteConfigValues.siteUrl

// One test per group of pages; each page is parsed once (readPage caches it) for all its checks.
describe.each(routeGroups())('the pre-rendered pages $name', ({ entries }) => {
  it('have their HTML files with the head of routes.json, one h1 and their content', () => {
    for (const entry of entries) {
      const { html, document } = readPage(entry.path)
      const where = entry.path
      expect(document.documentElement.lang, where).toBe(languageOfPath(entry.path))
      expect(html.indexOf('<meta charset'), where).toBe(html.indexOf('<head>') + '<head>'.length)
      // HTML titles only: an inline SVG's <title> elements name its shapes.
      expect(document.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'title'), where).toHaveLength(1)
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
      if (entry.name === 'newsdetail' || entry.name === 'knowledgedetail') {
        expect(document.querySelector('h1')?.textContent, where).toBe(entry.title)
        expect(document.querySelector('.prose')?.textContent?.length ?? 0, where).toBeGreaterThan(500)
      }
    }
    // The first test of the file parses all ~490 pages: minutes on a machine busy with other builds.
  }, 240_000)

  it('are valid HTML in the ways crawlers care about: unique ids, only head elements in the head', () => {
    for (const entry of entries) {
      const { document } = readPage(entry.path)
      const ids = [...document.querySelectorAll('[id]')].map((element) => element.id)
      expect(
        ids.filter((id, index) => ids.indexOf(id) !== index),
        entry.path,
      ).toEqual([])
      const headTags = new Set([...document.head.children].map((element) => element.tagName.toLowerCase()))
      for (const tag of headTags) expect(['meta', 'title', 'link', 'script', 'style'], `${entry.path} <${tag}>`).toContain(tag)
    }
  })
})

describe('the pre-rendered site', () => {
  it('points the canonical link of a page-1 list at the bare list path', () => {
    const { document } = readPage('/roller/page-1')
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${siteUrl}/roller`)
  })

  it('holds the page content in the body', () => {
    const { document } = readPage('/roller/belt-conveyor-roller')
    expect(document.querySelector('h1')?.textContent).toBe('Belt Conveyor Roller')
    expect(document.querySelectorAll('table tr').length).toBeGreaterThanOrEqual(6)
    const list = readPage('/roller/page-2').document
    expect(list.querySelectorAll('main .card')).toHaveLength(12)
  })

  it('links every list item, so every page is reachable from the home page, with no broken or page-1 link', () => {
    const report = checkBuiltLinks(distDir, routeTable)
    expect(report.broken).toEqual([])
    expect(report.pageOneLinks).toEqual([])
    expect(report.unreachable).toEqual([])
    expect(report.missingTargets).toEqual([])
    expect(report.links).toBeGreaterThan(routeTable.length * 10)
  })

  it('renders the not-found page to 404.html', () => {
    const { document } = readPage('/404')
    expect(document.querySelector('h1')?.textContent).toBe('This page could not be found')
    expect(document.querySelector('a[href="/"].button')?.textContent).toBe('Back to the home page')
    expect(document.querySelectorAll('title')).toHaveLength(1)
  })
})
