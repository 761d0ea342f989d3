import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteConfigValues } from '@/config/site-config'
import { loadContent } from '@/content/content-store.server'
import { buildRouteTable, readRouteTable, stableId } from '@/content/route-table.server'
import { pageSizes } from '@/content/page-sizes'
import { productsInList } from '@/content/catalogue.server'
import { canonicalPath } from '@/utils/route-paths'

const content = loadContent()
const table = buildRouteTable(content, siteConfigValues)
const byPath = new Map(table.map((entry) => [entry.path, entry]))
const listPages = (base: string) => table.filter((e) => e.path === base || e.path.startsWith(`${base}/page-`))

describe('route table', () => {
  it('gives the same ids on every run, derived from stable keys', () => {
    const again = buildRouteTable(loadContent(), siteConfigValues)
    expect(again).toEqual(table)
    expect(byPath.get('/roller/belt-conveyor-roller')?.id).toBe(stableId('route:/roller/belt-conveyor-roller'))
    for (const entry of table) {
      expect(entry.id).toMatch(/^[0-9a-f]{32}$/)
      expect(entry.nodeid).toMatch(/^[0-9a-f]{32}$/)
      expect(entry.type).toBe(entry.id)
    }
  })

  it('has unique paths and unique ids except the news list pages, which share one', () => {
    expect(new Set(table.map((e) => e.path)).size).toBe(table.length)
    const newsList = listPages('/news')
    expect(new Set(newsList.map((e) => e.id)).size).toBe(1)
    const others = table.filter((e) => !newsList.includes(e))
    expect(new Set(others.map((e) => e.id)).size).toBe(others.length)
    expect(others.map((e) => e.id)).not.toContain(newsList[0]?.id)
  })

  it('gives the knowledge list pages one nodeid and their own ids', () => {
    const knowledgeList = listPages('/knowledge')
    expect(new Set(knowledgeList.map((e) => e.nodeid)).size).toBe(1)
    expect(new Set(knowledgeList.map((e) => e.id)).size).toBe(knowledgeList.length)
  })

  it('derives page counts from the data and the page size', () => {
    const lists: [string, number, number][] = [
      ['/products', productsInList(content, 'products').length, pageSizes.products],
      ...content.categories.map((c): [string, number, number] => [c.path, productsInList(content, c.slug).length, pageSizes.products]),
      ['/news', content.news.length, pageSizes.news],
      ['/knowledge', content.knowledge.length, pageSizes.knowledge],
    ]
    for (const [base, items, size] of lists) {
      const pages = listPages(base)
      expect(pages, base).toHaveLength(Math.ceil(items / size) + 1)
      expect(pages.at(-1)?.path).toBe(`${base}/page-${Math.ceil(items / size)}`)
    }
  })

  it('has exactly the page counts of the design', () => {
    const expected: Record<string, number> = {
      '/products': 11,
      '/roller': 6,
      '/others': 3,
      '/idler': 2,
      '/pulley': 2,
      '/roller-parts': 2,
      '/conveyor-components': 1,
      '/conveyor-roller-machine': 1,
      '/knowledge': 14,
    }
    for (const [base, pages] of Object.entries(expected)) expect(listPages(base), base).toHaveLength(pages + 1)
    const products = table.filter((e) => e.name === 'productsdetail')
    expect(products.length).toBeGreaterThanOrEqual(121)
    expect(products.length).toBeLessThanOrEqual(132)
  })

  it('has every /others slug of the design and the two named roller pages', () => {
    const othersSlugs =
      `steering-idler-conveyor belt-conveyor-guide-idler-roller belt-conveyor-impact-idler-roller belt-impact-conveyor-idler
      carrying-conveyor-idler-rollers conveyor-belt-conveyor-idler-roller conveyor-idler-roller-bearing-cups conveyor-idler-set conveyor-impact-idler
      conveyor-return-idler-roller conveyor-roller-disc-return-idler conveyor-trough-idler-roller din-standard-idler-roller-conveyor-belt flat-conveyor-idler
      garland-idler-for-belt-conveyor high-quality-idler-roller-conveyor idler-roller-for-belt-conveyor idler-rollers-for-belt-conveyor idler-rolls-belt-conveyor
      idlers-for-belt-conveyor-systems impact-idlers-are-used-in-a-belt-conveyor-at loading-idler-conveyor-system mining-idler-conveyor return-idlers-belt-conveyor
      standard-conveyor-cema-idler-roller standard-conveyor-idler steel-conveyor-idlers superior-belt-conveyor-idlers training-idler-belt-conveyor
      transition-idler-conveyor trough-idler-belt-conveyor troughing-idler-conveyor types-of-idler-in-belt-conveyor v-return-idler-belt-conveyor`.split(
        /\s+/,
      )
    expect(othersSlugs).toHaveLength(34)
    for (const slug of othersSlugs) expect(byPath.has(`/others/${slug}`), slug).toBe(true)
    expect(byPath.has('/roller/belt-conveyor-roller')).toBe(true)
    expect(byPath.has('/roller/self-cleaning-sleeve-return-rubber-disc-roller')).toBe(true)
  })

  it('numbers list pages and points page 1 at the bare list path', () => {
    expect(byPath.get('/roller')?.page).toBe(1)
    expect(byPath.get('/roller/page-1')?.page).toBe(1)
    expect(byPath.get('/roller/page-2')?.page).toBe(2)
    expect(canonicalPath('/roller/page-1')).toBe('/roller')
    expect(canonicalPath('/knowledge/page-1')).toBe('/knowledge')
    expect(canonicalPath('/roller/page-2')).toBe('/roller/page-2')
    expect(canonicalPath('/')).toBe('/')
  })

  it('follows the seed metadata patterns', () => {
    const product = byPath.get('/roller/belt-conveyor-roller')
    expect(product?.title).toBe(`China Belt Conveyor Roller manufacturers,suppliers,factory${siteConfigValues.titleSuffix}`)
    expect(product?.keywords).toBe(
      'Belt Conveyor Roller, China, manufacturers, made in China, suppliers, factory, Customized, in stock, discount, price, quotation',
    )
    expect(product?.grandId).toBe(byPath.get('/products')?.nodeid)
    const roller = content.categories.find((c) => c.slug === 'roller')
    expect(byPath.get('/roller')?.title).toBe(`${roller?.name}${siteConfigValues.titleSuffix}`)
    const article = content.knowledge[0]
    const articleEntry = article && byPath.get(article.path)
    expect(articleEntry?.title).toBe(article?.meta.title)
    expect(articleEntry?.keywords).toBe(article?.meta.title)
    expect(articleEntry?.description).toBe(article?.meta.summary)
    const contact = byPath.get('/contact-us')
    for (const detail of [siteConfigValues.telephone, siteConfigValues.fax, siteConfigValues.email])
      expect(contact?.description).toContain(detail)
    for (const entry of table) {
      for (const text of [entry.title, entry.description, entry.keywords]) expect(text, entry.path).not.toMatch(/undefined|null|\[object/)
    }
  })
})

describe('reading routes.json', () => {
  it('parses it with the schema: an entry that breaks the format stops with its place and problem', () => {
    const folder = mkdtempSync(join(tmpdir(), 'routes-'))
    const file = join(folder, 'routes.json')
    writeFileSync(file, JSON.stringify([{ ...table[0], name: 'homepage' }]))
    expect(() => readRouteTable(file)).toThrow(/routes\.json: entry 0\.name: .*npm run routes/)
    writeFileSync(file, JSON.stringify(table.slice(0, 2)))
    expect(readRouteTable(file)).toEqual(table.slice(0, 2))
  })
})
