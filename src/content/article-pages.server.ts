import { articleCard } from './cards.server.ts'
import type { KnowledgeArticle, NewsArticle } from './content-store.server.ts'
import { pageCount } from './page-sizes.ts'
import type { RouteEntry } from './route-entry.ts'

type AnyArticle = NewsArticle | KnowledgeArticle

/** One page of an article list (newest first). */
export function articleListPage(articles: AnyArticle[], route: RouteEntry, pageSize: number) {
  const page = route.page ?? 1
  return {
    route,
    basePath: route.path.replace(/\/page-\d+$/, ''),
    page,
    pageCount: pageCount(articles.length, pageSize),
    articles: articles.slice((page - 1) * pageSize, page * pageSize).map(articleCard),
  }
}

/** One article with its neighbours in the list (newer and older). */
export function articlePage(articles: AnyArticle[], route: RouteEntry) {
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
  }
}
