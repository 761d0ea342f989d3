import type { LoaderFunctionArgs } from 'react-router-dom'
import { articlePage } from '@/content/article-pages.server'
import { loadContent } from '@/content/content-store.server'
import { requireRouteEntry } from '@/content/route-table.server'

export async function loader({ request }: LoaderFunctionArgs) {
  return articlePage(loadContent(), 'knowledge', requireRouteEntry(request))
}
