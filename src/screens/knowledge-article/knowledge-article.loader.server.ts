import type { LoaderFunctionArgs } from 'react-router-dom'
import { loadContent } from '@/content/content-store.server'
import { requireRouteEntry } from '@/content/route-table.server'
import { knowledgeArticlePage } from '@/content/translated-article-pages.server'
import { languageOfPath } from '@/utils/languages'

export async function loader({ request }: LoaderFunctionArgs) {
  const route = requireRouteEntry(request)
  return knowledgeArticlePage(loadContent(), route, languageOfPath(route.path))
}
