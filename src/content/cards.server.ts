import { articleGroup, articlePicture } from './article-lists.server.ts'
import type { KnowledgeArticle, NewsArticle, Product, SiteContent } from './content-store.server.ts'
import { cardImage } from './product-images.server.ts'

/**
 * What a product card shows: never the whole product. The image is its first photograph or drawing.
 * A near-copy under others/ says what it is beside its primary, so a list tells them apart.
 */
export function productCard(product: Product) {
  return { name: product.name, summary: product.differs ?? product.summary, path: product.path, image: cardImage(product.slug, product) }
}
export type ProductCard = ReturnType<typeof productCard>

/** What an article list item shows: with the picture of the product it is about, and its kind or topic. */
export function articleCard(content: SiteContent, article: NewsArticle | KnowledgeArticle) {
  return {
    title: article.meta.title,
    date: article.meta.date,
    summary: article.meta.summary,
    path: article.path,
    group: articleGroup(article),
    image: articlePicture(content, article),
  }
}
export type ArticleCard = ReturnType<typeof articleCard>

/** Splits text written as paragraphs separated by blank lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}
