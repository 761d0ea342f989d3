import { ArticleListView } from '@/components/article-list-view'
import { usePayload } from '@/utils/use-payload'
import type { loader } from './knowledge-list.loader.server'

export function Component() {
  const { basePath, page, pageCount, articles } = usePayload<typeof loader>()
  return (
    <ArticleListView
      heading="Knowledge"
      intro="Answers for buyers and maintenance engineers: choosing, installing, maintaining and troubleshooting conveyor rollers, idlers and pulleys."
      basePath={basePath}
      page={page}
      pageCount={pageCount}
      articles={articles}
    />
  )
}
