import { ArticleListView } from '@/components/article-list-view'
import { usePayload } from '@/utils/use-payload'
import type { loader } from './news-list.loader.server'

const intro = 'Export deliveries, machine and factory news, and notes from our workshop.'

export function Component() {
  return <ArticleListView heading="News" intro={intro} {...usePayload<typeof loader>()} />
}
