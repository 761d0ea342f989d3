import { ArticleView } from '@/components/article-view'
import { useMessages } from '@/components/interface-messages'
import { usePayload } from '@/utils/use-payload'
import type { loader } from './knowledge-article.loader.server'

export function Component() {
  const { article, newer, older, related, sectionPath } = usePayload<typeof loader>()
  const m = useMessages()
  return (
    <ArticleView
      schemaType="Article"
      section={{ name: m.header.knowledge, path: sectionPath }}
      article={article}
      newer={newer}
      older={older}
      related={related}
    />
  )
}
