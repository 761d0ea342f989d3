import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import type { SiteConfig } from '../config/site-config.schema.ts'
import { canonicalPath, listPagePath } from '../utils/route-paths.ts'
import { languages, pathInLanguage, translatedLanguages, englishPathOf, type Language } from '../utils/languages.ts'
import { productsInList } from './catalogue.server.ts'
import type { SiteContent } from './content-store.server.ts'
import { pageCount, pageSizes } from './page-sizes.ts'
import { toolPages, toolSlugs } from './tools.ts'
import { routeEntrySchema, type PageRoute, type RouteEntry, type ScreenKind } from './route-entry.ts'
import { translatedHeads } from './translated-route-heads.ts'
import type { SiteTranslations } from './translations.server.ts'

export const routeTableFile = join(process.cwd(), 'routes.json')

/** 32 lowercase hex characters derived from a stable key, so a rebuild gives the same ids. */
export function stableId(key: string): string {
  return createHash('md5').update(key).digest('hex')
}

const productKeywords = 'China, manufacturers, made in China, suppliers, factory, Customized, in stock, discount, price, quotation'

interface PageHead {
  title: string
  description: string
  keywords: string
}

/**
 * Builds the whole route table from the content; the order is the order of the site map. The
 * English pages come first, exactly as the owner's table has them; then, with `translations`,
 * each other language's pages: its home page and the categories and products it has an overlay for.
 */
export function buildRouteTable(content: SiteContent, site: SiteConfig, translations?: SiteTranslations): RouteEntry[] {
  const english = buildEnglishRouteTable(content, site)
  return translations
    ? [...english, ...translatedLanguages.flatMap((language) => translatedEntries(english, content, site, translations, language))]
    : english
}

/**
 * One language's entries: the English entry of each translated page with the path in the
 * language, ids from that path, and the head in the language.
 */
function translatedEntries(
  english: RouteEntry[],
  content: SiteContent,
  site: SiteConfig,
  translations: SiteTranslations,
  language: Exclude<Language, 'en'>,
): RouteEntry[] {
  const overlays = translations[language]
  const heads = translatedHeads[language]
  const productsByPath = new Map(content.products.map((product) => [product.path, product]))
  const headOf = (entry: RouteEntry): PageHead | undefined => {
    if (entry.name === 'home') return heads.home(site)
    const categoryPath = entry.name === 'productsclass' ? entry.path.replace(/\/page-\d+$/, '') : undefined
    const category = categoryPath ? overlays.categories.get(categoryPath) : undefined
    if (category) return heads.category(category.name, category.summary, site)
    const product = entry.name === 'productsdetail' ? overlays.products.get(entry.path) : undefined
    const stock = productsByPath.get(entry.path)?.stock
    if (product && stock) return heads.product({ name: product.name, stocked: 'stocked' in stock }, site)
    // An article's head is its own title and summary, as in English.
    const article = entry.name === 'knowledgedetail' ? overlays.articles.get(entry.path) : undefined
    if (article) return { title: article.title, description: article.summary, keywords: article.title }
    return undefined
  }
  return english.flatMap((entry) => {
    const head = headOf(entry)
    if (!head) return []
    const path = pathInLanguage(entry.path, language)
    const id = stableId(`route:${path}`)
    const nodeid = stableId(`node:${pathInLanguage(englishPathOf(entry.path).replace(/\/page-\d+$/, ''), language)}`)
    const grandId = entry.grandId === undefined ? {} : { grandId: stableId(`node:${pathInLanguage('/products', language)}`) }
    const page = entry.page === undefined ? {} : { page: entry.page }
    return [{ path, id, nodeid, type: id, name: entry.name, ...head, ...grandId, ...page }]
  })
}

function buildEnglishRouteTable(content: SiteContent, site: SiteConfig): RouteEntry[] {
  const entries: RouteEntry[] = []
  const suffix = site.titleSuffix
  const single = (path: string, name: ScreenKind, head: PageHead) => {
    const id = stableId(`route:${path}`)
    entries.push({ path, id, nodeid: stableId(`node:${path}`), type: id, name, ...head })
  }
  /** A list at `basePath` plus its /page-N routes; news list pages share one id. */
  const list = (basePath: string, name: ScreenKind, itemCount: number, pageSize: number, head: PageHead) => {
    const pages = pageCount(itemCount, pageSize)
    const nodeid = stableId(`node:${basePath}`)
    const sharedId = name === 'news' ? stableId(`list:${basePath}`) : undefined
    const paths = [basePath, ...Array.from({ length: pages }, (_, index) => listPagePath(basePath, index + 1))]
    paths.forEach((path, index) => {
      const id = sharedId ?? stableId(`route:${path}`)
      entries.push({ path, id, nodeid, type: id, name, ...head, page: Math.max(1, index) })
    })
  }
  /** One page per article, in the list at `listPath`; its head comes from its frontmatter. */
  const articles = (items: SiteContent['news'] | SiteContent['knowledge'], listPath: string, name: ScreenKind) => {
    for (const article of items) {
      const id = stableId(`route:${article.path}`)
      const { title, summary } = article.meta
      entries.push({
        path: article.path,
        id,
        nodeid: stableId(`node:${listPath}`),
        type: id,
        name,
        title,
        description: summary || title,
        keywords: title,
      })
    }
  }

  single('/', 'home', {
    title: `${site.companyName} - Conveyor Rollers, Idlers and Pulleys from China`,
    description: `${site.tagline}. Made to CEMA, DIN, JIS and SANS sizes since ${site.facts.founded}, with quotations on request.`,
    keywords: 'conveyor roller, idler, pulley, roller parts, conveyor components, roller machine, China factory',
  })
  single('/about-us', 'about', {
    title: `About us${suffix}`,
    description: `Since ${site.facts.founded} our ${site.facts.workshopAreaM2.toLocaleString('en-US')} m2 factory in Hebei has made conveyor rollers, idlers and pulleys for buyers in ${site.facts.exportCountries} countries.`,
    keywords: 'conveyor roller factory, idler manufacturer, pulley manufacturer, China, ISO 9001',
  })
  const allProducts = productsInList(content, 'products')
  list('/products', 'productsclass', allProducts.length, pageSizes.products, {
    title: `Products${suffix}`,
    description:
      'Every conveyor product we make: rollers, idler rollers, idlers, pulleys, roller parts, conveyor components and roller-making machines, built in our own factory in China.',
    keywords: 'conveyor products, conveyor roller, idler, pulley, roller parts, conveyor components, roller machine',
  })
  for (const category of content.categories) {
    list(category.path, 'productsclass', productsInList(content, category.slug).length, pageSizes.products, {
      title: `${category.name}${suffix}`,
      description: category.summary,
      keywords: `${category.name}, China, manufacturers, suppliers, factory`,
    })
  }
  const allProductsId = stableId('node:/products')
  for (const product of allProducts) {
    const id = stableId(`route:${product.path}`)
    entries.push({
      path: product.path,
      id,
      nodeid: stableId(`node:/${product.category}`),
      type: id,
      name: 'productsdetail',
      title: `China ${product.name} manufacturers,suppliers,factory${suffix}`,
      description: `We make the ${product.name} in our own factory in China, to your size and standard, ${'stocked' in product.stock ? 'with common sizes in stock and price and quotation on request' : 'built to order, with price and quotation on request'}.`,
      keywords: `${product.name}, ${productKeywords}`,
      grandId: allProductsId,
    })
  }
  list('/news', 'news', content.news.length, pageSizes.news, {
    title: `News${suffix}`,
    description:
      'Export deliveries, factory and machine news, and shop-floor notes on rollers, idlers and pulleys from our conveyor equipment factory.',
    keywords: 'conveyor news, roller export, idler delivery, pulley lagging, roller production line',
  })
  articles(content.news, '/news', 'newsdetail')
  list('/knowledge', 'knowledge', content.knowledge.length, pageSizes.knowledge, {
    title: `Knowledge${suffix}`,
    description:
      'Answers for buyers and maintenance engineers: how to choose, install, maintain and troubleshoot conveyor rollers, idlers, pulleys and lagging.',
    keywords: 'conveyor roller guide, idler selection, pulley lagging, conveyor maintenance, roller failure',
  })
  articles(content.knowledge, '/knowledge', 'knowledgedetail')
  single('/industries', 'industries', {
    title: `Conveyor Equipment by Industry${suffix}`,
    description:
      'What coal mines, cement works, quarries, ports, power plants, grain handlers and steel plants ask of rollers, idlers and pulleys, and the products and options that answer it.',
    keywords: 'conveyor rollers by industry, mining idlers, cement conveyor rollers, port conveyor, power plant conveyor',
  })
  for (const industry of content.industries) {
    const id = stableId(`route:${industry.path}`)
    entries.push({
      path: industry.path,
      id,
      nodeid: stableId('node:/industries'),
      type: id,
      name: 'industry',
      title: `${industry.meta.title}${suffix}`,
      description: industry.meta.summary,
      keywords: `${industry.meta.name}, conveyor rollers, idlers, pulleys`,
    })
  }
  single('/part-numbers', 'partnumbers', {
    title: `How Our Part Numbers Read${suffix}`,
    description:
      'Every size we make has one part number: series, standard, size, bearing and options, readable by a person. Paste a code to see what each part means.',
    keywords: 'part number, conveyor roller code, idler code, pulley code, ordering code',
  })
  single('/products/finder', 'finder', {
    title: `Product Finder${suffix}`,
    description:
      'Find the conveyor roller, idler, pulley or part you need by belt width, roll diameter, standard, bearing, trough angle, duty and material, with part numbers.',
    keywords: 'product finder, conveyor roller size, idler size, part number, belt width',
  })
  single('/tools', 'tools', {
    title: `Conveyor Calculators${suffix}`,
    description:
      'Free calculators for belt conveyor engineers: roll speed, bearing life, load per roll and idler spacing, and belt capacity, each ending in the sizes that fit.',
    keywords: 'conveyor calculator, roller rpm, bearing life, idler load, belt capacity',
  })
  for (const slug of toolSlugs) {
    const tool = toolPages[slug]
    single(`/tools/${slug}`, 'tool', { title: `${tool.title}${suffix}`, description: tool.summary, keywords: tool.title })
  }
  single('/how-to-order', 'howtoorder', {
    title: `How to order${suffix}`,
    description: `Minimum orders, lead times by product family, payment terms, a ${site.facts.warrantyMonths}-month warranty, Incoterms and ports, ISPM 15 packing, inspection and the documents we ship with every order.`,
    keywords: 'how to order, minimum order, lead time, payment terms, Incoterms, FOB, CIF, ISPM 15, conveyor roller export',
  })
  single('/contact-us', 'contact', {
    title: `Contact us${suffix}`,
    description: `Contact ${site.companyName}: telephone ${site.telephone}, fax ${site.fax}, e-mail ${site.email}. Send us your enquiry and we reply within one working day.`,
    keywords: 'contact, conveyor roller quotation, idler price, pulley enquiry',
  })
  single('/search', 'search', {
    title: `Search${suffix}`,
    description: 'Search our conveyor rollers, idlers, pulleys, parts, news and knowledge articles by name, size, bearing or standard.',
    keywords: 'search, conveyor roller, idler, pulley',
  })
  single('/search/404', 'searchnotfound', {
    title: `No Results${suffix}`,
    description: 'Nothing matched your search. Try another spelling, a shorter word, or browse our product categories.',
    keywords: 'search, no results',
  })
  single('/thanks', 'thanks', {
    title: `Thank You${suffix}`,
    description: 'After you send our contact form: your reference, the products and quantities you asked about, and what happens next.',
    keywords: 'quotation, reference',
  })
  single('/privacy', 'privacy', {
    title: `Privacy Notice${suffix}`,
    description: 'What we keep when you send an enquiry, why, who reads it, when it is deleted, and how to have your details deleted.',
    keywords: 'privacy notice, enquiry data, data deletion',
  })
  return entries
}

/** Reads the committed route table (build time and server only); a hand-edited entry that breaks the format stops here, named. */
export function readRouteTable(file: string = routeTableFile): RouteEntry[] {
  const parsed = z.array(routeEntrySchema).safeParse(JSON.parse(readFileSync(file, 'utf8')))
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw new Error(`${file}: entry ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}; regenerate it with npm run routes`)
}

let byPath: Map<string, RouteEntry> | undefined

/** The route entry of one path, or undefined when the path is not in the table. */
export function routeEntryFor(path: string): RouteEntry | undefined {
  byPath ??= new Map(readRouteTable().map((entry) => [entry.path, entry]))
  return byPath.get(path)
}

/** The route entry of the request's path; a path outside the table is a 404. */
export function requireRouteEntry(request: Request): PageRoute {
  const path = new URL(request.url).pathname.replace(/(.)\/$/, '$1')
  const entry = routeEntryFor(path)
  if (!entry) throw new Response(`${path} is not a page of the site`, { status: 404, statusText: 'Not Found' })
  const exists = (candidate: string) => routeEntryFor(candidate) !== undefined
  const categoryPath = `/${englishPathOf(path).split('/')[1] ?? ''}`
  // A list's page-1 is its bare path, which the link check wants links to use.
  const nearest = (language: Language) =>
    [pathInLanguage(canonicalPath(path), language), pathInLanguage(categoryPath, language)].find(exists) ?? pathInLanguage('/', language)
  return {
    ...entry,
    languages: languages.filter((language) => exists(pathInLanguage(path, language))),
    switchTo: Object.fromEntries(languages.map((language) => [language, nearest(language)])) as Record<Language, string>,
  }
}
