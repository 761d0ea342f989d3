import type { SiteContent } from '../../src/content/content-store.server.ts'
import type { RouteEntry } from '../../src/content/route-entry.ts'
import { absoluteUrl } from '../../src/utils/route-paths.ts'
import { defaultLanguage, languages, pathInLanguage } from '../../src/utils/languages.ts'

/** The date each path last changed, where the content has one: articles and their lists. */
export function lastModifiedDates(content: SiteContent): Map<string, string> {
  const dates = new Map<string, string>()
  for (const [section, articles] of [
    ['/news', content.news],
    ['/knowledge', content.knowledge],
  ] as const) {
    for (const article of articles) dates.set(article.path, article.meta.date)
    const newest = articles[0]?.meta.date
    if (newest) dates.set(section, newest)
  }
  return dates
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/**
 * sitemap.xml: every path of the route table except /x/page-1, which repeats the list at /x. A page
 * that exists in more than one language lists each of them, itself included, and x-default (English)
 * as `xhtml:link` alternates, as its head does.
 */
export function sitemapXml(table: RouteEntry[], lastModified: Map<string, string>, siteUrl: string): string {
  const paths = new Set(table.map((entry) => entry.path))
  const alternatesOf = (path: string) => {
    const existing = languages.filter((language) => paths.has(pathInLanguage(path, language)))
    if (existing.length < 2) return ''
    const link = (hreflang: string, language: (typeof languages)[number]) =>
      `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(siteUrl, pathInLanguage(path, language)))}"/>`
    const defaultLink = existing.includes(defaultLanguage) ? link('x-default', defaultLanguage) : ''
    return existing.map((language) => link(language, language)).join('') + defaultLink
  }
  const urls = table
    .filter((entry) => !entry.path.endsWith('/page-1'))
    .map((entry) => {
      const lastmod = lastModified.get(entry.path)
      return `  <url><loc>${escapeXml(absoluteUrl(siteUrl, entry.path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternatesOf(entry.path)}</url>`
    })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(siteUrl: string): string {
  // The sales inbox (/admin) is served by npm start only and is never to be crawled.
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}
