import { FilteredArticleList } from '@/features/article-filters/filtered-article-list'
import { usePayload } from '@/utils/use-payload'
import type { loader } from './knowledge-list.loader.server'

const intro =
  'Answers for buyers and maintenance engineers: choosing, installing, maintaining and troubleshooting conveyor rollers, idlers and pulleys.'

export function Component() {
  const { basePath, page, pageCount, articles, filter } = usePayload<typeof loader>()
  return (
    <FilteredArticleList
      list="knowledge"
      heading="Knowledge"
      intro={intro}
      menuLabel="Knowledge by topic"
      basePath={basePath}
      page={page}
      pageCount={pageCount}
      articles={articles}
      filter={filter}
    />
  )
}
