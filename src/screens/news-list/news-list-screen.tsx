import { FilteredArticleList } from '@/features/article-filters/filtered-article-list'
import { usePayload } from '@/utils/use-payload'
import type { loader } from './news-list.loader.server'

const intro = 'Export deliveries, machine and factory news, and notes from our workshop.'

export function Component() {
  const { basePath, page, pageCount, articles, filter } = usePayload<typeof loader>()
  return (
    <FilteredArticleList
      list="news"
      heading="News"
      intro={intro}
      menuLabel="News by kind"
      basePath={basePath}
      page={page}
      pageCount={pageCount}
      articles={articles}
      filter={filter}
    />
  )
}
