import type { LoaderFunctionArgs } from 'react-router-dom'
import { articleListPage } from '@/content/article-pages.server'
import { loadContent } from '@/content/content-store.server'
import { pageSizes } from '@/content/page-sizes'
import { requireRouteEntry } from '@/content/route-table.server'

export async function loader({ request }: LoaderFunctionArgs) {
  return articleListPage(loadContent(), 'news', requireRouteEntry(request), pageSizes.news)
}
