import { ArticleListView } from '@/components/article-list-view'
import { usePayload } from '@/utils/use-payload'
import type { loader } from './knowledge-list.loader.server'

const intro = 'Answers for buyers and maintenance engineers: choosing, installing, maintaining and troubleshooting conveyor rollers, idlers and pulleys.'

export function Component() {
  return <ArticleListView heading="Knowledge" intro={intro} {...usePayload<typeof loader>()} />
}
