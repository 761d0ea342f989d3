import { ArticleView } from '@/components/article-view'
import { usePayload } from '@/utils/use-payload'
import type { loader } from './knowledge-article.loader.server'

export function Component() {
  const { article, newer, older, related } = usePayload<typeof loader>()
  return (
    <ArticleView
      schemaType="Article"
      section={{ name: 'Knowledge', path: '/knowledge' }}
      article={article}
      newer={newer}
      older={older}
      related={related}
    />
  )
}
