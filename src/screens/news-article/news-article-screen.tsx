import { ArticleView } from '@/components/article-view'
import { usePayload } from '@/utils/use-payload'
import type { loader } from './news-article.loader.server'

export function Component() {
  const { article, newer, older, related, photos } = usePayload<typeof loader>()
  return (
    <ArticleView
      schemaType="NewsArticle"
      section={{ name: 'News', path: '/news' }}
      article={article}
      newer={newer}
      older={older}
      related={related}
      photos={photos}
    />
  )
}
