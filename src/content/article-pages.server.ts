import { filterMenu, type ArticleListName } from './article-lists.server.ts'
import { listBasePath } from '../utils/route-paths.ts'
import { articleCard } from './cards.server.ts'
import type { KnowledgeArticle, NewsArticle, SiteContent } from './content-store.server.ts'
import { pageCount } from './page-sizes.ts'
import type { RouteEntry } from './route-entry.ts'

type AnyArticle = NewsArticle | KnowledgeArticle

/** One page of an article list (newest first), with its filter menu. */
export function articleListPage(content: SiteContent, list: ArticleListName, route: RouteEntry, pageSize: number) {
  const articles: AnyArticle[] = content[list]
  const page = route.page ?? 1
  return {
    list,
    filter: filterMenu(articles, list),
    route,
    basePath: listBasePath(route.path),
    page,
    pageCount: pageCount(articles.length, pageSize),
    articles: articles.slice((page - 1) * pageSize, page * pageSize).map((article) => articleCard(content, article)),
  }
}

const RELATED_COUNT = 3

/** Words of a title that say what it is about (not "the", "with", "your"...). */
function titleWords(title: string): Set<string> {
  return new Set(
    title
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(
        (word) =>
          word.length >= 4 &&
          !['with', 'from', 'your', 'what', 'when', 'which', 'that', 'this', 'than', 'into', 'they', 'does', 'more', 'about'].includes(
            word,
          ),
      ),
  )
}

function group(article: AnyArticle): string {
  return 'topic' in article.meta ? article.meta.topic : article.meta.kind
}

/** The articles closest to `article`: same topic or kind first, then most title words in common; newest on ties. */
export function relatedArticles(articles: AnyArticle[], article: AnyArticle): AnyArticle[] {
  const words = titleWords(article.meta.title)
  return articles
    .filter((other) => other !== article)
    .map((other, order) => {
      const shared = [...titleWords(other.meta.title)].filter((word) => words.has(word)).length
      return { other, order, score: shared + (group(other) === group(article) ? 2 : 0) }
    })
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, RELATED_COUNT)
    .map(({ other }) => other)
}

/** One article with its neighbours in the list (newer and older) and related articles. */
export function articlePage(content: SiteContent, list: ArticleListName, route: RouteEntry) {
  const articles: AnyArticle[] = content[list]
  const index = articles.findIndex((a) => a.path === route.path)
  const article = articles[index]
  if (!article) throw new Error(`routes.json lists ${route.path} but no article file has that path`)
  const neighbour = (i: number) => {
    const other = articles[i]
    return other ? { title: other.meta.title, path: other.path } : null
  }
  return {
    route,
    article: { title: article.meta.title, date: article.meta.date, summary: article.meta.summary, html: article.html },
    newer: neighbour(index - 1),
    older: neighbour(index + 1),
    related: relatedArticles(articles, article).map((other) => articleCard(content, other)),
  }
}
