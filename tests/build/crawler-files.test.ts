import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { siteConfigValues } from '@/config/site-config'
import { loadContent } from '@/content/content-store.server'
import { languageOfPath, pathInLanguage } from '@/utils/languages'
import { absoluteUrl } from '@/utils/route-paths'
import { assertBuilt, distDir, readPage, routeGroups, routeTable } from '../support/built-site'

beforeAll(assertBuilt)

const siteUrl = process.env.SITE_URL || siteConfigValues.siteUrl

type JsonLd = Record<string, unknown>

function structuredData(path: string): JsonLd[] {
  const { document } = readPage(path)
  return [...document.querySelectorAll('head script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as JsonLd,
  )
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

  it('points robots.txt at the sitemap and keeps crawlers out of the sales inbox', () => {
    const robots = readFileSync(join(distDir, 'robots.txt'), 'utf8')
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
    expect(robots).toMatch(/^Disallow: \/admin$/m)
  })
})

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file)
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

describe.each(routeGroups())('share cards and structured data of the pages $name', ({ entries }) => {
  it('give every page og:title, og:description, og:url, og:image and a Twitter card', () => {
    for (const entry of entries) {
      const { document } = readPage(entry.path)
      const property = (name: string) => document.querySelector(`meta[property="${name}"]`)?.getAttribute('content')
      expect(property('og:title'), entry.path).toBe(entry.title)
      expect(property('og:description'), entry.path).toBe(entry.description)
      expect(property('og:url'), entry.path).toBe(document.querySelector('link[rel="canonical"]')?.getAttribute('href'))
      const image = property('og:image') ?? ''
      expect(image, entry.path).toMatch(new RegExp(`^${siteUrl}/share/[a-z-]+\\.png$`))
      expect(pngSize(join(distDir, image.slice(siteUrl.length))), entry.path).toEqual({ width: 1200, height: 630 })
      expect(document.querySelector('meta[name="twitter:card"]')?.getAttribute('content'), entry.path).toBe('summary_large_image')
    }
  })

  it('give every page an Organization with contact points, and every page below home a BreadcrumbList', () => {
    for (const entry of entries) {
      const blocks = structuredData(entry.path)
      for (const block of blocks) expect(block['@context'], entry.path).toBe('https://schema.org')
      const organization = blocks.find((b) => b['@type'] === 'Organization')
      expect(organization, entry.path).toMatchObject({
        name: siteConfigValues.companyName,
        url: `${siteUrl}/`,
        telephone: siteConfigValues.telephone,
      })
      expect((organization?.contactPoint as unknown[]).length, entry.path).toBeGreaterThan(0)
      const breadcrumbs = blocks.filter((b) => b['@type'] === 'BreadcrumbList')
      const home = pathInLanguage('/', languageOfPath(entry.path))
      expect(breadcrumbs, entry.path).toHaveLength(entry.path === home ? 0 : 1)
      const items = (breadcrumbs[0]?.itemListElement ?? []) as { position: number; item: string }[]
      if (entry.path !== home) {
        expect(items[0]?.item, entry.path).toBe(home === '/' ? `${siteUrl}/` : `${siteUrl}${home}`)
        expect(
          items.map((i) => i.position),
          entry.path,
        ).toEqual(items.map((_, index) => index + 1))
      }
    }
  })
})

describe('share cards and icons', () => {
  it("gives a product page its category's share card", () => {
    const { document } = readPage('/pulley/drive-pulley')
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(`${siteUrl}/share/pulley.png`)
    // Parses every page (~490) the first time: minutes on a machine busy with other builds.
  }, 240_000)

  it('has a favicon set, a web app manifest and a theme colour', () => {
    const manifest = JSON.parse(readFileSync(join(distDir, 'manifest.webmanifest'), 'utf8')) as {
      name: string
      icons: { src: string; sizes: string }[]
    }
    expect(manifest.name).toBe(siteConfigValues.companyName)
    for (const icon of manifest.icons.filter((i) => i.src.endsWith('.png'))) {
      const size = Number(icon.sizes.split('x')[0])
      expect(pngSize(join(distDir, icon.src))).toEqual({ width: size, height: size })
    }
    const { document } = readPage('/')
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toMatch(/^#[0-9a-f]{6}$/)
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon.svg')
    expect(pngSize(join(distDir, 'icons/icon-180.png'))).toEqual({ width: 180, height: 180 })
  })
})

describe('structured data', () => {
  it('describes products, their questions and articles with the required properties', () => {
    for (const entry of routeTable.filter((e) => e.name === 'productsdetail')) {
      const blocks = structuredData(entry.path)
      const product = blocks.find((b) => b['@type'] === 'Product')
      expect(product, entry.path).toMatchObject({
        name: expect.any(String),
        description: expect.any(String),
        category: expect.any(String),
        brand: { name: siteConfigValues.shortName },
      })
      // A list of addresses: a single string would pass letter by letter.
      const images = z.array(z.string()).min(1).parse(product?.image)
      for (const image of images) expect(existsSync(join(distDir, image.slice(siteUrl.length))), `${entry.path} ${image}`).toBe(true)
      expect(product, entry.path).not.toHaveProperty('offers')
      expect(product, entry.path).not.toHaveProperty('aggregateRating')
      const faq = blocks.find((b) => b['@type'] === 'FAQPage')
      expect((faq?.mainEntity as unknown[]).length, entry.path).toBeGreaterThanOrEqual(2)
    }
    for (const [name, type] of [
      ['newsdetail', 'NewsArticle'],
      ['knowledgedetail', 'Article'],
    ] as const) {
      for (const entry of routeTable.filter((e) => e.name === name)) {
        const article = structuredData(entry.path).find((b) => b['@type'] === type)
        expect(article, entry.path).toMatchObject({
          headline: entry.title,
          datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          publisher: { name: siteConfigValues.companyName },
        })
      }
    }
  })
})
