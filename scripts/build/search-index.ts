import MiniSearch from 'minisearch'
import { marked } from 'marked'
import type { SiteConfig } from '../../src/config/site-config.schema.ts'
import type { Product, SiteContent } from '../../src/content/content-store.server.ts'
import type { DownloadsManifest } from '../../src/downloads/downloads-manifest.server.ts'
import { cardImage } from '../../src/content/product-images.server.ts'
import { catalogueFigures } from '../../src/engineering/catalogue-figures.ts'
import { captionStandard, isCema, type ProductSizes } from '../../src/engineering/size-rows.ts'
import { indexOptions, processTerm, tokenize, type SearchDocument } from '../../src/features/search/search-options.ts'
import type { SerialisedSiteIndex, SizedProduct } from '../../src/features/search/search-engine.ts'
import { sitePageSections } from './search-pages.ts'

/** Markdown to plain words: what a reader reads, without tables' pipes or link targets. */
function plainText(markdown: string): string {
  const html = marked.parse(markdown, { async: false })
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

const articleWordsIndexed = 100
/** Results show the start of a summary; the rest only costs bytes in the index. */
const storedSummaryLength = 140

function shortSummary(summary: string): string {
  if (summary.length <= storedSummaryLength) return summary
  const cut = summary.slice(0, storedSummaryLength)
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`
}

/** A size in mm as buyers type it: 88.9 is found by "88" and "89". */
const mmTokens = (mm: number | undefined): number[] => (mm === undefined ? [] : [Math.trunc(mm), Math.round(mm)])

/**
 * A belt width as buyers type it: CEMA belts are inch sizes (1219 mm is 48 in), which metric
 * buyers call by the nearest 50 or 100 mm ("1200"), and inch buyers by inches ("48").
 */
function beltTokens(belt: number | undefined, cema: boolean): number[] {
  if (belt === undefined) return []
  if (!cema) return [belt]
  return [belt, Math.round(belt / 50) * 50, Math.round(belt / 100) * 100, Math.round(belt / 25.4)]
}

/** The size tokens of each size row: belt widths, diameters, bearings and machine models, never lengths. */
function rowTokens(sizes: ProductSizes): Array<Array<number | string>> {
  const cema = 'standard' in sizes && isCema(sizes.standard)
  switch (sizes.type) {
    case 'roller':
      return sizes.rows.map((r) => [...beltTokens(r.belt, cema), ...mmTokens(r.d), ...mmTokens(r.outside), ...mmTokens(r.end), r.bearing])
    case 'idler-set':
      return sizes.rows.map((r) => [...beltTokens(r.belt, cema), ...mmTokens(r.d), ...mmTokens(r.outside ?? sizes.outside), r.bearing])
    case 'pulley':
      return sizes.rows.map((r) => [...beltTokens(r.belt, cema), ...mmTokens(r.d), r.bearing])
    case 'part':
      return sizes.rows.map((r) => [...mmTokens(r.tube), ...mmTokens(r.outside), r.bearing ?? ''])
    case 'component':
      return sizes.rows.map((r) => [r.belt])
    case 'machine':
      return sizes.models.map((m) => [m.model])
  }
}

/** Words as the index keeps them, without repeats. */
function indexWords(text: string): string[] {
  return [
    ...new Set(
      tokenize(text)
        .map(processTerm)
        .filter((word): word is string => !!word),
    ),
  ]
}

/** Each size row as "{part number} {size tokens}", and the product's size words for the index. */
function sizeRowsOf(product: Product): { rows: string[]; words: string } {
  const sizes = product.sizes
  if (!sizes) return { rows: [], words: '' }
  const figures = catalogueFigures(sizes)
  const rows = rowTokens(sizes).map((tokens, i) => [figures[i]?.partNumber ?? '', ...indexWords(tokens.join(' '))].join(' '))
  const standard = 'standard' in sizes && sizes.standard !== 'own' ? (captionStandard(sizes) ?? '') : ''
  const words = indexWords([standard, ...rows.map((row) => row.slice(row.indexOf(' ') + 1))].join(' '))
  return { rows, words: words.join(' ') }
}

const notPlaces = new Set(
  (
    'January February March April May June July August September October November December Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec ' +
    'Monday Tuesday Wednesday Thursday Friday Saturday Sunday'
  ).split(' '),
)

/**
 * The places a story names anywhere in its text: capitalised words inside a sentence ("shipped
 * from Qingdao to Vladivostok", "a mine in Ghana"), which in our stories are ports, cities,
 * regions and countries. The index holds only the opening of a story; a buyer searching for a
 * place should find every story that names it.
 */
function placesNamed(markdown: string, indexed: string): string {
  // Prose only: a table's or a heading's words are capitalised without being names.
  const prose = plainText(
    markdown
      .split('\n')
      .filter((line) => !/^\s*(\||#)/.test(line))
      .join('\n'),
  )
  const names = [...prose.matchAll(/(?<=[\p{Ll},] )\p{Lu}\p{Ll}+/gu)].map((match) => match[0])
  // Words the story's indexed opening already holds cost bytes and find nothing more.
  const known = new Set(indexWords(indexed))
  return indexWords(names.filter((name) => !notPlaces.has(name)).join(' '))
    .filter((word) => !known.has(word))
    .join(' ')
}

export function searchDocuments(content: SiteContent, site: SiteConfig): SearchDocument[] {
  const categoryName = new Map(content.categories.map((c) => [c.slug, c.name]))
  return [
    ...content.products.map((product): SearchDocument => ({
      id: product.path,
      kind: 'product',
      title: product.name,
      summary: shortSummary(product.summary),
      category: categoryName.get(product.category) ?? '',
      headings: product.applications.join(' '),
      // Spec values carry the words buyers search by: 6205, CEMA C, 133 mm, Q235.
      text: [...product.specs.map((row) => `${row.label} ${row.value}`), ...product.features].join(' '),
      sizes: sizeRowsOf(product).words,
    })),
    ...(['knowledge', 'news'] as const).flatMap((kind) =>
      content[kind].map((article): SearchDocument => {
        const document: SearchDocument = {
          id: article.path,
          kind,
          title: article.meta.title,
          summary: shortSummary(article.meta.summary),
          category: kind === 'news' ? 'News' : 'Knowledge',
          headings: article.headings.join(' '),
          // The opening of each article, where it gives its direct answer: the whole bodies would
          // double the index (about 220 KB gzip against under 150 KB).
          text: plainText(article.markdown).split(' ').slice(0, articleWordsIndexed).join(' '),
        }
        // Delivery stories: where the goods went, as a buyer from there would search.
        if ('kind' in article.meta && article.meta.kind === 'delivery') {
          document.places = placesNamed(article.markdown, [document.title, document.summary, document.headings, document.text].join(' '))
        }
        return document
      }),
    ),
    // Industry pages: a buyer who searches "cement" or "port" finds what that duty asks and the products for it.
    ...content.industries.map((industry): SearchDocument => ({
      id: industry.path,
      kind: 'page',
      title: industry.meta.title,
      summary: shortSummary(industry.meta.summary),
      category: 'By industry',
      headings: [industry.meta.name, ...industry.meta.demands.map((demand) => demand.label), ...industry.headings].join(' '),
      text: plainText(industry.markdown).split(' ').slice(0, articleWordsIndexed).join(' '),
    })),
    ...sitePageSections(site).map((section): SearchDocument => ({
      id: section.path,
      kind: 'page',
      title: section.title,
      summary: shortSummary(section.summary),
      category: '',
      headings: '',
      text: section.text,
    })),
  ]
}

/** What results show of a product beyond its words: its picture, its primary product, its size rows and its downloads. */
function sizedProducts(content: SiteContent, downloads: DownloadsManifest): Record<string, SizedProduct> {
  return Object.fromEntries(
    content.products.map((product): [string, SizedProduct] => {
      const entry: SizedProduct = { image: cardImage(product.slug, product).src, rows: sizeRowsOf(product).rows }
      if (product.primary) entry.primary = `/${product.primary}`
      // "datasheet-0b29f3d5.pdf" for /downloads/{slug}-datasheet-0b29f3d5.pdf: the index repeats no slug.
      const own = `/downloads/${product.slug}-`
      const files = (downloads.products[product.slug] ?? []).map((file) =>
        file.href.startsWith(own) ? file.href.slice(own.length) : file.href,
      )
      if (files.length > 0) entry.files = files
      return [product.path, entry]
    }),
  )
}

/**
 * The serialised index the browser loads on its first search. `downloads` is the list the
 * downloads step made (scripts/build/downloads.ts), so results link to the files of this build.
 */
export function searchIndexJson(content: SiteContent, site: SiteConfig, downloads: DownloadsManifest): string {
  const index = new MiniSearch<SearchDocument>(indexOptions)
  index.addAll(searchDocuments(content, site))
  const catalogues = Object.values(downloads.catalogues).map((file) => ({ title: file.title, href: file.href }))
  const serialised: SerialisedSiteIndex = { words: index.toJSON(), products: sizedProducts(content, downloads), catalogues }
  return JSON.stringify(serialised)
}
