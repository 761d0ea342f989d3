import type { ReactNode } from 'react'
import { ArticleCardList, type ArticleCardData } from './article-card-list'
import { Breadcrumbs } from './breadcrumbs'
import { Pagination } from './pagination'

interface ArticleListViewProps {
  heading: string
  intro: string
  basePath: string
  page: number
  pageCount: number
  articles: ArticleCardData[]
  /** Shown between the intro and the list: the filter menu. */
  filters?: ReactNode
  /** Replaces the page's own list (a filtered view): no pagination then. */
  replacement?: ReactNode
}

/** A paginated list of articles (news or knowledge). */
export function ArticleListView({ heading, intro, basePath, page, pageCount, articles, filters, replacement }: ArticleListViewProps) {
  return (
    <>
      <Breadcrumbs trail={[{ name: heading }]} />
      <h1>
        {heading}
        {page > 1 && !replacement ? ` - page ${page}` : ''}
      </h1>
      <p className="lead">{intro}</p>
      {filters}
      {replacement ?? (
        <>
          <ArticleCardList articles={articles} headingLevel={2} />
          <Pagination basePath={basePath} page={page} pageCount={pageCount} label={`${heading} pages`} />
        </>
      )}
    </>
  )
}
