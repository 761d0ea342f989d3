import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { beforeAll, describe, expect, it } from 'vitest'
import { siteConfigValues } from '@/config/site-config'
import { loadContent } from '@/content/content-store.server'
import { buildRouteTable } from '@/content/route-table.server'
import { englishFunctionWordsIn, englishWordLimit } from '@/content/translation-checks'
import { htmlFileFor } from '@/server/static-site'
import { languageOfPath, languages, pathInLanguage } from '@/utils/languages'
import { absoluteUrl, canonicalPath } from '@/utils/route-paths'
import { assertBuilt, distDir, readPage, routeTable } from '../support/built-site'

beforeAll(assertBuilt)

const siteUrl = process.env.SITE_URL || siteConfigValues.siteUrl
const paths = new Set(routeTable.map((entry) => entry.path))
const translatedEntries = routeTable.filter((entry) => languageOfPath(entry.path) !== 'en')
/** Every translated page, and the English page each one translates. */
const pagesWithAlternates = [
  ...translatedEntries.map((entry) => entry.path),
  ...translatedEntries.map((entry) => pathInLanguage(entry.path, 'en')),
]
const urlOf = (path: string) => absoluteUrl(siteUrl, canonicalPath(path))

/** The hreflang links of a built page, as hreflang -> href. */
function alternatesOf(path: string): Record<string, string> {
  const links = readPage(path).document.querySelectorAll('link[rel="alternate"][hreflang]')
  return Object.fromEntries([...links].map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '']))
}

describe('the pages in Spanish and Russian', () => {
  it('exist for the home page, and carry the language in <html lang> and the route table head', () => {
    expect(paths.has('/es')).toBe(true)
    expect(paths.has('/ru')).toBe(true)
    for (const entry of translatedEntries) {
      const { html, document } = readPage(entry.path)
      expect(document.documentElement.lang, entry.path).toBe(languageOfPath(entry.path))
      expect(html.match(/<html[^>]*>/)?.[0].match(/\blang=/g), entry.path).toHaveLength(1)
      expect(document.title, entry.path).toBe(entry.title)
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content'), entry.path).toBe(entry.description)
    }
  })

  it('link each other both ways with hreflang, with x-default on the English page, listing only pages that exist', () => {
    for (const path of pagesWithAlternates) {
      const existing = languages.filter((language) => paths.has(pathInLanguage(path, language)))
      const expected = Object.fromEntries([
        ...existing.map((language) => [language, urlOf(pathInLanguage(path, language))]),
        ['x-default', urlOf(pathInLanguage(path, 'en'))],
      ])
      expect(alternatesOf(path), path).toEqual(expected)
      for (const language of existing)
        expect(alternatesOf(pathInLanguage(path, language))[languageOfPath(path)], `${path} back from ${language}`).toBe(urlOf(path))
    }
  })

  it('give an English page without a translation only its own hreflang and x-default', () => {
    const path = '/news'
    expect(alternatesOf(path)).toEqual({ en: urlOf(path), 'x-default': urlOf(path) })
  })

  it('are listed in the sitemap with their alternates, each of them listing the others', () => {
    const xml = readFileSync(join(distDir, 'sitemap.xml'), 'utf8')
    const entryOf = (path: string) =>
      xml.match(new RegExp(`<url><loc>${absoluteUrl(siteUrl, path).replace(/[.?]/g, '\\$&')}</loc>.*?</url>`))?.[0] ?? ''
    for (const path of pagesWithAlternates.filter((candidate) => !candidate.endsWith('/page-1'))) {
      const url = entryOf(path)
      expect(url, path).not.toBe('')
      for (const language of languages.filter((candidate) => paths.has(pathInLanguage(path, candidate))))
        expect(url, path).toContain(
          `<xhtml:link rel="alternate" hreflang="${language}" href="${absoluteUrl(siteUrl, pathInLanguage(path, language))}"/>`,
        )
      expect(url, path).toContain(`hreflang="x-default" href="${absoluteUrl(siteUrl, pathInLanguage(path, 'en'))}"`)
    }
    expect(entryOf('/news')).not.toContain('xhtml:link')
  })

  it('keep links in their language where the target is translated', () => {
    for (const entry of translatedEntries) {
      const language = languageOfPath(entry.path)
      const links = [...readPage(entry.path).document.querySelectorAll('main a[href^="/"]')].map((link) => link.getAttribute('href') ?? '')
      for (const href of links) {
        const target = href.split(/[?#]/)[0] ?? ''
        if (languageOfPath(target) === 'en' && paths.has(pathInLanguage(target, language)))
          expect.fail(`${entry.path} links ${href}, which exists as ${pathInLanguage(target, language)}`)
      }
    }
  })

  it('leave no English sentence in the translated words of a product page', () => {
    for (const path of translatedEntries.filter((entry) => entry.name === 'productsdetail').map((entry) => entry.path)) {
      const { document } = readPage(path)
      const blocks = document.querySelectorAll('main h1, main .lead, main section p, main section li, main dt, main dd, main th, main td')
      for (const block of blocks) {
        if (block.closest('[lang="en"], #related, .size-downloads')) continue
        const words = englishFunctionWordsIn(block.textContent ?? '')
        expect(words.length, `${path}: "${block.textContent?.slice(0, 80)}"`).toBeLessThan(englishWordLimit)
      }
    }
  })
})

describe('the English pages', () => {
  it('keep their route table entries exactly as the English table builds them', () => {
    const english = buildRouteTable(loadContent(), siteConfigValues)
    expect(routeTable.slice(0, english.length)).toEqual(english)
    expect(routeTable.slice(english.length).every((entry) => languageOfPath(entry.path) !== 'en')).toBe(true)
  })

  // With BASELINE_DIST set to a build of the site before the languages, each English page's head
  // and visible text are compared with it; the language switcher and hreflang links are new.
  const baseline = process.env.BASELINE_DIST
  it.skipIf(!baseline)(
    'show the same head and text as before the languages',
    () => {
      const textOf = (document: Document) => {
        document.querySelector('.language-switcher')?.remove()
        return (document.querySelector('#root')?.textContent ?? '').replace(/\s+/g, ' ')
      }
      const headOf = (document: Document) =>
        [...document.head.querySelectorAll('title, meta, link[rel="canonical"], script[type="application/ld+json"]')].map(
          (element) => element.outerHTML,
        )
      for (const entry of routeTable.filter((candidate) => languageOfPath(candidate.path) === 'en')) {
        const file = join(baseline ?? '', htmlFileFor(entry.path))
        if (!existsSync(file)) continue
        const before = new JSDOM(readFileSync(file, 'utf8')).window.document
        const after = new JSDOM(readPage(entry.path).html).window.document
        expect(headOf(after), entry.path).toEqual(headOf(before))
        expect(textOf(after), entry.path).toBe(textOf(before))
      }
    },
    600_000,
  )
})
