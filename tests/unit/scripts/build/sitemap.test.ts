import { describe, expect, it } from 'vitest'
import type { RouteEntry } from '@/content/route-entry'
import { sitemapXml } from '../../../../scripts/build/sitemap'

const entry = (path: string): RouteEntry => ({
  path,
  id: '0'.repeat(32),
  nodeid: '0'.repeat(32),
  type: '0'.repeat(32),
  name: 'productsclass',
  title: 't',
  description: 'd',
  keywords: 'k',
})

describe('sitemapXml', () => {
  const xml = sitemapXml([entry('/roller'), entry('/idler'), entry('/es/roller')], new Map(), 'https://example.com')
  const urlOf = (path: string) => xml.split('\n').find((line) => line.includes(`<loc>https://example.com${path}</loc>`)) ?? ''

  it('lists every language of a translated page, itself included, and x-default, on each of them', () => {
    for (const path of ['/roller', '/es/roller']) {
      expect(urlOf(path)).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://example.com/roller"/>')
      expect(urlOf(path)).toContain('<xhtml:link rel="alternate" hreflang="es" href="https://example.com/es/roller"/>')
      expect(urlOf(path)).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://example.com/roller"/>')
      expect(urlOf(path)).not.toContain('hreflang="ru"')
    }
  })

  it('gives a page in one language no alternates', () => {
    expect(urlOf('/idler')).toBe('  <url><loc>https://example.com/idler</loc></url>')
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
  })
})
