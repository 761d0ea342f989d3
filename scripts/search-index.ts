import MiniSearch from 'minisearch'
import { marked } from 'marked'
import type { SiteContent } from '../src/content/content-store.server.ts'
import { indexOptions, type SearchDocument } from '../src/features/search/search-options.ts'

/** Markdown to plain words: what a reader reads, without tables' pipes or link targets. */
function plainText(markdown: string): string {
  const html = marked.parse(markdown, { async: false })
  return html.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ').replace(/\s+/g, ' ').trim()
}

const articleWordsIndexed = 120

export function searchDocuments(content: SiteContent): SearchDocument[] {
  const categoryName = new Map(content.categories.map((c) => [c.slug, c.name]))
  return [
    ...content.products.map((product): SearchDocument => ({
      id: product.path,
      kind: 'product',
      title: product.name,
      summary: product.summary,
      category: categoryName.get(product.category) ?? '',
      headings: product.applications.join(' '),
      // Spec values carry the words buyers search by: 6205, CEMA C, 133 mm, Q235.
      text: [...product.specs.map((row) => `${row.label} ${row.value}`), ...product.features].join(' '),
    })),
    ...(['knowledge', 'news'] as const).flatMap((kind) =>
      content[kind].map((article): SearchDocument => ({
        id: article.path,
        kind,
        title: article.meta.title,
        summary: article.meta.summary,
        category: kind === 'news' ? 'News' : 'Knowledge',
        headings: article.headings.join(' '),
        // The opening of each article, where it gives its direct answer: the whole bodies would
        // double the index (about 220 KB gzip against under 150 KB).
        text: plainText(article.markdown).split(' ').slice(0, articleWordsIndexed).join(' '),
      })),
    ),
  ]
}

/** The serialised index the browser loads on its first search. */
export function searchIndexJson(content: SiteContent): string {
  const index = new MiniSearch<SearchDocument>(indexOptions)
  index.addAll(searchDocuments(content))
  return JSON.stringify(index)
}
