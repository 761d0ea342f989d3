/**
 * The editorial quotas: how much each page says, and how much of each kind the site holds. The
 * build checks them and stops naming the file and the field: the per-file quotas as it reads each
 * file (content-store.server.ts), the site-wide ones before it writes routes.json
 * (scripts/build/generate-routes.ts), where the whole content is read.
 */
import { join, relative } from 'node:path'
import type { ContentProblem } from './content-error.ts'
import { pageCount, pageSizes } from './page-sizes.ts'
import type { CategorySlug, NewsFrontmatter } from './schemas.ts'

/** Words of running text: code blocks, link targets and markdown marks left out. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#>*_`|[\]-]/g, ' ')
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length
}

interface WordRange {
  min: number
  max?: number
}

/** A product's overview, and the body of each kind of markdown page, in words. */
export const wordRanges = {
  overview: { min: 60, max: 150 },
  news: { min: 200, max: 700 },
  knowledge: { min: 350, max: 900 },
  industries: { min: 200 },
} as const satisfies Record<string, WordRange>

/** Why a text of `words` words is outside `range`, or undefined when it is inside. */
export function wordRangeProblem(words: number, range: WordRange): string | undefined {
  if (words < range.min) return `needs at least ${range.min} words; it has ${words}`
  if (range.max !== undefined && words > range.max) return `may have at most ${range.max} words; it has ${words}`
  return undefined
}

/** Categories whose every product states its sizes in at least three size rows. */
const rowCategories: readonly CategorySlug[] = ['roller', 'others', 'idler', 'pulley', 'roller-parts']
const minimumRows = 3
const minimumModels = 2

/** Products of those categories that no size row can describe yet, and why. */
const unsizedProducts: Readonly<Record<string, string>> = {
  '/pulley/pulley-lagging-sheet': 'a sheet sold by thickness and strip width, not a pulley size',
}

/** What the per-file quotas read of a product: a machine's sizes hold models, the others' rows. */
interface QuotaProduct {
  category: CategorySlug
  path: string
  overview: string
  sizes?: { rows?: readonly unknown[]; models?: readonly unknown[] }
}

/** The quotas of one product file: the overview's length and the size rows (or models) its category needs. */
export function productQuotaProblems(product: QuotaProduct): Omit<ContentProblem, 'file'>[] {
  const problems: Omit<ContentProblem, 'file'>[] = []
  const overview = wordRangeProblem(countWords(product.overview), wordRanges.overview)
  if (overview) problems.push({ field: 'overview', problem: overview })
  if (product.category === 'conveyor-roller-machine') {
    const models = product.sizes?.models?.length ?? 0
    if (models < minimumModels)
      problems.push({ field: 'sizes.models', problem: `needs at least ${minimumModels} machine models; it has ${models}` })
  } else if (rowCategories.includes(product.category) && unsizedProducts[product.path] === undefined) {
    const rows = product.sizes?.rows?.length ?? 0
    if (rows < minimumRows)
      problems.push({ field: 'sizes.rows', problem: `needs at least ${minimumRows} size rows under ${product.category}/; it has ${rows}` })
  }
  return problems
}

/** How much of each kind of news the site holds at least: the news mix. */
const newsMix: Partial<Record<NewsFrontmatter['kind'], number>> = { delivery: 35, machine: 10, technical: 15, product: 15 }

/** The news list's pages the design names (/news/page-1 .. /news/page-8): fewer stories would drop one. */
const newsListPages = 8

/** Knowledge articles structured for reading: at least this many with headings, and with tables. */
const knowledgeStructure = { headings: 150, tables: 60 } as const

/**
 * The site-wide quotas over the content under `root`: the news list's pages, the news mix, the
 * knowledge library's structure, and that every product excused from size rows still exists.
 * Each problem names the folder and the field.
 */
export function siteQuotaProblems(
  content: {
    products: readonly { path: string }[]
    news: readonly { meta: Pick<NewsFrontmatter, 'kind'> }[]
    knowledge: readonly { headings: readonly string[]; html: string }[]
  },
  root: string,
): ContentProblem[] {
  const problems: ContentProblem[] = []
  const add = (folder: string, field: string, problem: string) =>
    problems.push({ file: relative(process.cwd(), join(root, folder)), field, problem })
  for (const path of Object.keys(unsizedProducts)) {
    if (!content.products.some((product) => product.path === path))
      add('products', '', `${path} is excused from size rows in editorial-quotas.server.ts but is not a product`)
  }
  const pages = pageCount(content.news.length, pageSizes.news)
  if (pages < newsListPages)
    add(
      'news',
      '',
      `${content.news.length} stories fill ${pages} list pages of ${pageSizes.news}; the news list needs at least ${newsListPages}`,
    )
  for (const [kind, minimum] of Object.entries(newsMix)) {
    const count = content.news.filter((story) => story.meta.kind === kind).length
    if (count < minimum) add('news', 'kind', `${count} stories are of kind ${kind}; the news mix needs at least ${minimum}`)
  }
  const withHeadings = content.knowledge.filter((article) => article.headings.length > 0).length
  if (withHeadings < knowledgeStructure.headings)
    add('knowledge', 'body', `${withHeadings} articles have headings; the library needs at least ${knowledgeStructure.headings}`)
  const withTables = content.knowledge.filter((article) => article.html.includes('<table')).length
  if (withTables < knowledgeStructure.tables)
    add('knowledge', 'body', `${withTables} articles have a table; the library needs at least ${knowledgeStructure.tables}`)
  return problems
}
