import MiniSearch from 'minisearch'
import { marked } from 'marked'
import type { Product, SiteContent } from '../src/content/content-store.server.ts'
import { cardImage } from '../src/content/product-images.server.ts'
import { catalogueFigures } from '../src/engineering/catalogue-figures.ts'
import { captionStandard, isCema, type ProductSizes } from '../src/engineering/size-rows.ts'
import { indexOptions, processTerm, tokenize, type SearchDocument } from '../src/features/search/search-options.ts'
import type { SerialisedSiteIndex, SizedProduct } from '../src/features/search/search-engine.ts'

/** Markdown to plain words: what a reader reads, without tables' pipes or link targets. */
function plainText(markdown: string): string {
  const html = marked.parse(markdown, { async: false })
  return html.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ').replace(/\s+/g, ' ').trim()
}

const articleWordsIndexed = 100
/** Results show the start of a summary; the rest only costs bytes in the index. */
const storedSummaryLength = 150

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
  return [...new Set(tokenize(text).map(processTerm).filter((word): word is string => !!word))]
}

/** Each size row as "{part number} {size tokens}", and the product's size words for the index. */
function sizeRowsOf(product: Product): { rows: string[]; words: string } {
  const sizes = product.sizes
  if (!sizes) return { rows: [], words: '' }
  const figures = catalogueFigures(sizes)
  const rows = rowTokens(sizes).map((tokens, i) => [figures[i]?.partNumber ?? '', ...indexWords(tokens.join(' '))].join(' '))
  const standard = 'standard' in sizes && sizes.standard !== 'own' ? captionStandard(sizes) ?? '' : ''
  const words = indexWords([standard, ...rows.map((row) => row.slice(row.indexOf(' ') + 1))].join(' '))
  return { rows, words: words.join(' ') }
}

export function searchDocuments(content: SiteContent): SearchDocument[] {
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
      content[kind].map((article): SearchDocument => ({
        id: article.path,
        kind,
        title: article.meta.title,
        summary: shortSummary(article.meta.summary),
        category: kind === 'news' ? 'News' : 'Knowledge',
        headings: article.headings.join(' '),
        // The opening of each article, where it gives its direct answer: the whole bodies would
        // double the index (about 220 KB gzip against under 150 KB).
        text: plainText(article.markdown).split(' ').slice(0, articleWordsIndexed).join(' '),
      })),
    ),
  ]
}

/** What results show of a product beyond its words: its picture, its primary product and its size rows. */
function sizedProducts(content: SiteContent): Record<string, SizedProduct> {
  return Object.fromEntries(
    content.products.map((product): [string, SizedProduct] => {
      const entry: SizedProduct = { image: cardImage(product.slug, product).src, rows: sizeRowsOf(product).rows }
      if (product.primary) entry.primary = `/${product.primary}`
      return [product.path, entry]
    }),
  )
}

/** The serialised index the browser loads on its first search. */
export function searchIndexJson(content: SiteContent): string {
  const index = new MiniSearch<SearchDocument>(indexOptions)
  index.addAll(searchDocuments(content))
  const serialised: SerialisedSiteIndex = { words: index.toJSON(), products: sizedProducts(content) }
  return JSON.stringify(serialised)
}
