import { ArticleCardList } from './article-card-list'
import { Breadcrumbs } from './breadcrumbs'
import { Pagination } from './pagination'

interface ArticleListViewProps {
  heading: string
  intro: string
  basePath: string
  page: number
  pageCount: number
  articles: { title: string; date: string; summary: string; path: string }[]
}

/** A paginated list of articles (news or knowledge). */
export function ArticleListView({ heading, intro, basePath, page, pageCount, articles }: ArticleListViewProps) {
  return (
    <>
      <Breadcrumbs trail={[{ name: heading }]} />
      <h1>{heading}{page > 1 ? ` - page ${page}` : ''}</h1>
      <p className="lead">{intro}</p>
      <ArticleCardList articles={articles} headingLevel={2} />
      <Pagination basePath={basePath} page={page} pageCount={pageCount} label={`${heading} pages`} />
    </>
  )
}
