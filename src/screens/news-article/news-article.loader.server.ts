import type { LoaderFunctionArgs } from 'react-router-dom'
import { articlePage } from '@/content/article-pages.server'
import { loadContent } from '@/content/content-store.server'
import { requireRouteEntry } from '@/content/route-table.server'
import { readSitePhotos } from '@/content/site-photos.server'

/** The story, its neighbours and related articles, and its photographs (public/photos/news/{slug}/) where there are any. */
export async function loader({ request }: LoaderFunctionArgs) {
  const content = loadContent()
  const page = articlePage(content, 'news', requireRouteEntry(request))
  const slug = page.route.path.slice('/news/'.length)
  return { ...page, photos: readSitePhotos(content.news.map((story) => story.slug)).news[slug] ?? [] }
}
