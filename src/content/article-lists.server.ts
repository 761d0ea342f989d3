/**
 * What the article lists need beyond one page: each article's picture and its kind or topic, the
 * filter choices with their counts, and the whole filtered list the build writes for the browser.
 */
import { productsInList } from './catalogue.server.ts'
import type { KnowledgeArticle, NewsArticle, Product, SiteContent } from './content-store.server.ts'
import { cardImage, type CardImage } from './product-images.server.ts'
import { knowledgeTopics, newsKinds, type CategorySlug } from './schemas.ts'

type AnyArticle = NewsArticle | KnowledgeArticle

export type ArticleListName = 'news' | 'knowledge'

/** Each list's filter: the query parameter, and every value with its label, in menu order. */
export const articleFilters = {
  news: {
    param: 'kind',
    options: [
      { value: 'delivery', label: 'Deliveries' },
      { value: 'machine', label: 'Machines' },
      { value: 'technical', label: 'Technical' },
      { value: 'product', label: 'Products' },
      { value: 'company', label: 'Company' },
    ],
  },
  knowledge: {
    param: 'topic',
    options: [
      { value: 'rollers', label: 'Rollers' },
      { value: 'idlers', label: 'Idlers' },
      { value: 'pulleys', label: 'Pulleys and lagging' },
      { value: 'parts', label: 'Roller parts' },
      { value: 'components', label: 'Components' },
      { value: 'machines', label: 'Machines' },
      { value: 'maintenance', label: 'Maintenance' },
    ],
  },
} as const satisfies Record<ArticleListName, { param: string; options: readonly { value: string; label: string }[] }>

/** The category whose picture an article shows when it links to no product or category. */
const fallbackCategory: Record<(typeof newsKinds)[number] | (typeof knowledgeTopics)[number], CategorySlug> = {
  delivery: 'roller',
  machine: 'conveyor-roller-machine',
  technical: 'roller',
  product: 'roller',
  company: 'roller',
  rollers: 'roller',
  idlers: 'idler',
  pulleys: 'pulley',
  parts: 'roller-parts',
  components: 'conveyor-components',
  machines: 'conveyor-roller-machine',
  maintenance: 'idler',
}

/** An article's kind (news) or topic (knowledge). */
export function articleGroup(article: AnyArticle): string {
  return 'topic' in article.meta ? article.meta.topic : article.meta.kind
}

const pictures = new WeakMap<object, CardImage>()

/**
 * The picture of an article: that of the first product it links to; else the first product of the
 * first category it links to; else the first product of the category its kind or topic belongs to.
 */
export function articlePicture(content: SiteContent, article: AnyArticle): CardImage {
  const cached = pictures.get(article)
  if (cached) return cached
  const byPath = new Map(content.products.map((product) => [product.path, product]))
  const categories = new Set(content.categories.map((category) => category.slug as string))
  const firstOf = (category: string): Product | undefined => productsInList(content, category as CategorySlug)[0]
  const linkedProduct = article.links.map((link) => byPath.get(link)).find(Boolean)
  const linkedCategory = article.links.map((link) => link.slice(1)).find((link) => categories.has(link))
  const product =
    linkedProduct ??
    (linkedCategory ? firstOf(linkedCategory) : undefined) ??
    firstOf(fallbackCategory[articleGroup(article) as keyof typeof fallbackCategory])
  if (!product) throw new Error(`${article.file}: no product picture to show with this article`)
  const picture = cardImage(product.slug, product)
  pictures.set(article, picture)
  return picture
}

/** The filter menu of a list: every value with how many articles it has. */
export function filterMenu(articles: AnyArticle[], list: ArticleListName) {
  const { param, options } = articleFilters[list]
  return {
    param,
    options: options.map((option) => ({ ...option, count: articles.filter((article) => articleGroup(article) === option.value).length })),
  }
}
