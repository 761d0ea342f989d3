import { ArticleListView } from '@/components/article-list-view'
import { usePayload } from '@/utils/use-payload'
import type { loader } from './news-list.loader.server'

export function Component() {
  const { basePath, page, pageCount, articles } = usePayload<typeof loader>()
  return (
    <ArticleListView
      heading="News"
      intro="Export deliveries, machine and factory news, and notes from our workshop."
      basePath={basePath}
      page={page}
      pageCount={pageCount}
      articles={articles}
    />
  )
}
