import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parseDocument } from 'yaml'
import { marked } from 'marked'
import type { z } from 'zod'
import {
  categorySchema,
  categorySlugs,
  industrySchema,
  knowledgeSchema,
  leadProductsSchema,
  newsSchema,
  productSchema,
  slugSchema,
  type CategoryRecord,
  type CategorySlug,
  type IndustryFrontmatter,
  type KnowledgeFrontmatter,
  type NewsFrontmatter,
  type ProductRecord,
} from './schemas.ts'
import { countWords, productQuotaProblems, wordRangeProblem, wordRanges } from './editorial-quotas.server.ts'
import { checkSizes } from './size-checks.server.ts'
import { ContentError, type ContentProblem } from './content-error.ts'

export const defaultContentRoot = join(process.cwd(), 'src', 'content')

export interface Category extends CategoryRecord {
  slug: CategorySlug
  path: string
}
export interface Product extends ProductRecord {
  slug: string
  category: CategorySlug
  path: string
  file: string
  /** Place in lead-products.yaml (0 first); undefined for a product not listed there. */
  lead?: number
}
export interface Article<Frontmatter> {
  slug: string
  path: string
  file: string
  meta: Frontmatter
  markdown: string
  html: string
  /** Internal links found in the body, for the link check. */
  links: string[]
  headings: string[]
  wordCount: number
}
export type NewsArticle = Article<NewsFrontmatter>
export type KnowledgeArticle = Article<KnowledgeFrontmatter>
/** An industry page: the duty, the products that fit it and what to read, with a body like an article's. */
export type Industry = Article<IndustryFrontmatter>

export interface SiteContent {
  categories: Category[]
  products: Product[]
  /** Newest first. */
  news: NewsArticle[]
  /** Newest first. */
  knowledge: KnowledgeArticle[]
  /** By name. */
  industries: Industry[]
}

const frontmatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/

export class ProblemCollector {
  readonly problems: ContentProblem[] = []
  constructor(private readonly root: string) {}

  add(file: string, field: string, problem: string) {
    this.problems.push({ file: relative(process.cwd(), file) || file, field, problem })
  }

  /** Parses YAML and validates it; returns undefined (and records why) when it fails. */
  parse<Schema extends z.ZodType>(file: string, source: string, schema: Schema): z.infer<Schema> | undefined {
    const document = parseDocument(source, { prettyErrors: true })
    if (document.errors.length > 0) {
      for (const error of document.errors) this.add(file, '', `YAML syntax: ${error.message.split('\n')[0]}`)
      return undefined
    }
    const result = schema.safeParse(document.toJS() ?? {})
    if (!result.success) {
      for (const issue of result.error.issues) {
        // A field the schema does not know is named as the field itself, not as its parent.
        if (issue.code === 'unrecognized_keys') {
          for (const key of issue.keys) this.add(file, [...issue.path, key].join('.'), 'is not a field of this file')
          continue
        }
        const field = issue.path.join('.')
        const problem = issue.code === 'invalid_type' && issue.input === undefined ? 'is missing' : issue.message
        this.add(file, field, problem)
      }
      return undefined
    }
    return result.data
  }

  relative(file: string) {
    return relative(this.root, file)
  }
}

function listFiles(folder: string, extension: string): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((name) => name.endsWith(extension) && statSync(join(folder, name)).isFile())
    .sort()
}

function checkSlug(collector: ProblemCollector, file: string, slug: string) {
  const result = slugSchema.safeParse(slug)
  if (!result.success) collector.add(file, 'slug (file name)', result.error.issues[0]?.message ?? 'is invalid')
  return result.success
}

function readCategories(root: string, collector: ProblemCollector): Category[] {
  const categories: Category[] = []
  for (const slug of categorySlugs) {
    const file = join(root, 'categories', `${slug}.yaml`)
    if (!existsSync(file)) {
      collector.add(file, '', 'is missing: every category needs its file')
      continue
    }
    const record = collector.parse(file, readFileSync(file, 'utf8'), categorySchema)
    if (record) categories.push({ ...record, slug, path: `/${slug}` })
  }
  return categories.sort((a, b) => a.order - b.order)
}

function readProducts(root: string, collector: ProblemCollector): Product[] {
  const products: Product[] = []
  const productsRoot = join(root, 'products')
  if (existsSync(productsRoot)) {
    for (const folder of readdirSync(productsRoot).sort()) {
      if (!(categorySlugs as readonly string[]).includes(folder)) {
        collector.add(join(productsRoot, folder), '', `is not a category folder (expected one of ${categorySlugs.join(', ')})`)
      }
    }
  }
  for (const category of categorySlugs) {
    const folder = join(productsRoot, category)
    for (const name of listFiles(folder, '.yaml')) {
      const file = join(folder, name)
      const slug = name.replace(/\.yaml$/, '')
      if (!checkSlug(collector, file, slug)) continue
      const record = collector.parse(file, readFileSync(file, 'utf8'), productSchema)
      if (!record) continue
      if (record.alsoListedIn === category) collector.add(file, 'alsoListedIn', "repeats the product's own category")
      products.push({ ...record, slug, category, path: `/${category}/${slug}`, file })
    }
  }
  const seen = new Map<string, Product>()
  for (const product of products) {
    const other = seen.get(product.slug)
    if (other) collector.add(product.file, 'slug (file name)', `is also used by ${collector.relative(other.file)}`)
    seen.set(product.slug, product)
  }
  for (const problem of checkSizes(products)) collector.add(problem.file, problem.field, problem.problem)
  for (const product of products) {
    for (const problem of productQuotaProblems(product)) collector.add(product.file, problem.field, problem.problem)
  }
  checkProductLinks(collector, products)
  return products
}

const productLinkPattern = /\]\((\/[^)\s#?]*)(?:[#?][^)\s]*)?\)/g

/**
 * Cross-product rules: a link in a product's text to another product must reach one; a product
 * under others/ names its primary (a product outside others/) and its overview links it.
 */
function checkProductLinks(collector: ProblemCollector, products: Product[]) {
  const byPath = new Map(products.map((product) => [product.path, product]))
  const categoryPaths = new Set(categorySlugs.map((slug) => `/${slug}`))
  for (const product of products) {
    const fields: [string, string][] = [
      ['overview', product.overview],
      ...product.features.map((text, index): [string, string] => [`features.${index}`, text]),
      ...product.faq.map((item, index): [string, string] => [`faq.${index}.a`, item.a]),
    ]
    for (const [field, text] of fields) {
      for (const match of text.matchAll(productLinkPattern)) {
        const target = match[1] ?? ''
        const inCatalogue = categoryPaths.has(`/${target.split('/')[1] ?? ''}`) && target.split('/').length === 3
        if (inCatalogue && !byPath.has(target)) collector.add(product.file, field, `links ${target}, which is not a product`)
      }
    }
    if (product.category === 'others' && product.differs === undefined)
      collector.add(product.file, 'differs', 'is missing: a product under others/ says what it is beside its primary')
    if (product.primary === undefined) {
      if (product.category === 'others')
        collector.add(product.file, 'primary', 'is missing: a product under others/ names its primary product')
      continue
    }
    const primary = byPath.get(`/${product.primary}`)
    if (!primary) collector.add(product.file, 'primary', `${product.primary} is not a product`)
    else if (primary.category === 'others') collector.add(product.file, 'primary', `${product.primary} is itself under others/`)
    else if (!product.overview.includes(`](${primary.path})`))
      collector.add(product.file, 'overview', `does not link its primary product ${primary.path}`)
  }
}

/** Marks each product named in lead-products.yaml with its place; every entry must be a product, once. */
function readLeadProducts(root: string, collector: ProblemCollector, products: Product[]): void {
  const file = join(root, 'lead-products.yaml')
  if (!existsSync(file)) {
    collector.add(file, '', 'is missing: it lists the products most buyers come for')
    return
  }
  const record = collector.parse(file, readFileSync(file, 'utf8'), leadProductsSchema)
  if (!record) return
  const byPath = new Map(products.map((product) => [product.path.slice(1), product]))
  record.products.forEach((path, index) => {
    const product = byPath.get(path)
    if (!product) collector.add(file, `products.${index}`, `${path} is not a product`)
    else if (product.lead !== undefined) collector.add(file, `products.${index}`, `${path} is listed twice`)
    else product.lead = index
  })
}

const internalLinkPattern = /\]\((\/[^)\s#?]*)(?:[#?][^)\s]*)?\)/g

/** The Markdown pages of one folder (frontmatter, then body), each at /{section}/{slug}, in no order. */
function readMarkdownPages<Schema extends typeof newsSchema | typeof knowledgeSchema | typeof industrySchema>(
  root: string,
  section: 'news' | 'knowledge' | 'industries',
  schema: Schema,
  collector: ProblemCollector,
): Article<z.infer<Schema>>[] {
  const folder = join(root, section)
  const articles: Article<z.infer<Schema>>[] = []
  for (const name of listFiles(folder, '.md')) {
    const file = join(folder, name)
    const slug = name.replace(/\.md$/, '')
    if (!checkSlug(collector, file, slug)) continue
    const source = readFileSync(file, 'utf8')
    const match = frontmatterPattern.exec(source)
    if (!match) {
      collector.add(file, '', 'has no frontmatter block between two "---" lines')
      continue
    }
    const meta = collector.parse(file, match[1] ?? '', schema)
    const markdown = (match[2] ?? '').trim()
    if (markdown.length < 200) collector.add(file, 'body', 'is shorter than 200 characters')
    const words = countWords(markdown)
    const length = wordRangeProblem(words, wordRanges[section])
    if (length) collector.add(file, 'body', length)
    if (!meta) continue
    const tokens = marked.lexer(markdown)
    const headings = tokens.flatMap((token) => (token.type === 'heading' ? [token.text as string] : []))
    articles.push({
      slug,
      path: `/${section}/${slug}`,
      file,
      meta: meta as z.infer<Schema>,
      markdown,
      html: marked.parser(tokens),
      links: [...markdown.matchAll(internalLinkPattern)].map((m) => m[1] ?? ''),
      headings,
      wordCount: words,
    })
  }
  return articles
}

/** News or knowledge articles, newest first. */
function readArticles<Schema extends typeof newsSchema | typeof knowledgeSchema>(
  root: string,
  section: 'news' | 'knowledge',
  schema: Schema,
  collector: ProblemCollector,
): Article<z.infer<Schema>>[] {
  return readMarkdownPages(root, section, schema, collector).sort(
    (a, b) => b.meta.date.localeCompare(a.meta.date) || a.slug.localeCompare(b.slug),
  )
}

/** Industry pages by name; each product they name is a product outside others/, each story or article one of the site's. */
function readIndustries(root: string, collector: ProblemCollector, products: Product[], articlePaths: ReadonlySet<string>): Industry[] {
  const byPath = new Map(products.map((product) => [product.path.slice(1), product]))
  const industries = readMarkdownPages(root, 'industries', industrySchema, collector)
  for (const industry of industries) {
    industry.meta.products.forEach((path, index) => {
      const product = byPath.get(path)
      if (!product) collector.add(industry.file, `products.${index}`, `${path} is not a product`)
      else if (product.category === 'others')
        collector.add(industry.file, `products.${index}`, `${path} is under others/: name its primary product`)
    })
    industry.meta.reading.forEach((path, index) => {
      if (!articlePaths.has(path)) collector.add(industry.file, `reading.${index}`, `${path} is not a news story or knowledge article`)
    })
  }
  return industries.sort((a, b) => a.meta.name.localeCompare(b.meta.name))
}

function checkUniqueTitles(collector: ProblemCollector, articles: Article<{ title: string }>[]) {
  const seen = new Map<string, Article<{ title: string }>>()
  for (const article of articles) {
    const key = article.meta.title.toLowerCase()
    const other = seen.get(key)
    if (other) collector.add(article.file, 'title', `is the same as in ${collector.relative(other.file)}`)
    seen.set(key, article)
  }
}

function checkFutureDates(collector: ProblemCollector, articles: Article<{ date: string }>[], today: string) {
  for (const article of articles) {
    if (article.meta.date > today) collector.add(article.file, 'date', `${article.meta.date} is in the future`)
  }
}

const cache = new Map<string, SiteContent>()

/**
 * Reads, validates and renders every content file under `root`. Throws a ContentError naming
 * each bad file, field and problem. The result is cached per root for the life of the process.
 */
export function loadContent(root: string = defaultContentRoot, today = new Date().toISOString().slice(0, 10)): SiteContent {
  const cached = cache.get(root)
  if (cached) return cached
  const collector = new ProblemCollector(root)
  const categories = readCategories(root, collector)
  const products = readProducts(root, collector)
  readLeadProducts(root, collector, products)
  const news = readArticles(root, 'news', newsSchema, collector)
  const knowledge = readArticles(root, 'knowledge', knowledgeSchema, collector)
  const industries = readIndustries(root, collector, products, new Set([...news, ...knowledge].map((article) => article.path)))
  checkUniqueTitles(collector, news)
  checkUniqueTitles(collector, knowledge)
  checkFutureDates(collector, [...news, ...knowledge], today)
  if (collector.problems.length > 0) throw new ContentError(collector.problems)
  const content: SiteContent = { categories, products, news, knowledge, industries }
  cache.set(root, content)
  return content
}
