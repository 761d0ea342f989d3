import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { siteConfigValues } from '@/config/site-config'
import { loadContent } from '@/content/content-store.server'
import { absoluteUrl } from '@/utils/route-paths'
import { assertBuilt, distDir, readPage, routeTable } from '../support/built-site'

beforeAll(assertBuilt)

const siteUrl = process.env.SITE_URL || siteConfigValues.siteUrl

type JsonLd = Record<string, unknown>

function structuredData(path: string): JsonLd[] {
  const { document } = readPage(path)
  return [...document.querySelectorAll('head script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as JsonLd)
}

describe('crawler files', () => {
  it('lists every route in the sitemap except page-1 duplicates, with absolute URLs and article dates', () => {
    const xml = readFileSync(join(distDir, 'sitemap.xml'), 'utf8')
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    const expected = routeTable.filter((e) => !e.path.endsWith('/page-1')).map((e) => absoluteUrl(siteUrl, e.path))
    expect(locations).toEqual(expected)
    const article = loadContent().knowledge[0]
    expect(xml).toContain(`<loc>${siteUrl}${article?.path}</loc><lastmod>${article?.meta.date}</lastmod>`)
  })

  it('points robots.txt at the sitemap', () => {
    expect(readFileSync(join(distDir, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
  })
})

describe('structured data', () => {
  it('gives every page an Organization with contact points, and every page below home a BreadcrumbList', () => {
    for (const entry of routeTable) {
      const blocks = structuredData(entry.path)
      for (const block of blocks) expect(block['@context'], entry.path).toBe('https://schema.org')
      const organization = blocks.find((b) => b['@type'] === 'Organization')
      expect(organization, entry.path).toMatchObject({ name: siteConfigValues.companyName, url: `${siteUrl}/`, telephone: siteConfigValues.telephone })
      expect((organization?.contactPoint as unknown[]).length, entry.path).toBeGreaterThan(0)
      const breadcrumbs = blocks.filter((b) => b['@type'] === 'BreadcrumbList')
      expect(breadcrumbs, entry.path).toHaveLength(entry.path === '/' ? 0 : 1)
      const items = (breadcrumbs[0]?.itemListElement ?? []) as { position: number; item: string }[]
      if (entry.path !== '/') {
        expect(items[0]?.item, entry.path).toBe(`${siteUrl}/`)
        expect(items.map((i) => i.position), entry.path).toEqual(items.map((_, index) => index + 1))
      }
    }
  })

  it('describes products, their questions and articles with the required properties', () => {
    for (const entry of routeTable.filter((e) => e.name === 'productsdetail')) {
      const blocks = structuredData(entry.path)
      const product = blocks.find((b) => b['@type'] === 'Product')
      expect(product, entry.path).toMatchObject({ name: expect.any(String), description: expect.any(String), category: expect.any(String), brand: { name: siteConfigValues.shortName } })
      expect(product, entry.path).not.toHaveProperty('offers')
      expect(product, entry.path).not.toHaveProperty('aggregateRating')
      const faq = blocks.find((b) => b['@type'] === 'FAQPage')
      expect((faq?.mainEntity as unknown[]).length, entry.path).toBeGreaterThanOrEqual(2)
    }
    for (const [name, type] of [['newsdetail', 'NewsArticle'], ['knowledgedetail', 'Article']] as const) {
      for (const entry of routeTable.filter((e) => e.name === name)) {
        const article = structuredData(entry.path).find((b) => b['@type'] === type)
        expect(article, entry.path).toMatchObject({ headline: entry.title, datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), publisher: { name: siteConfigValues.companyName } })
      }
    }
  })
})
