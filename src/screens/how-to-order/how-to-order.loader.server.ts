import type { LoaderFunctionArgs } from 'react-router-dom'
import { loadContent } from '@/content/content-store.server'
import { requireRouteEntry } from '@/content/route-table.server'
import { readSitePhotos } from '@/content/site-photos.server'

/** The page's metadata, and the photographs of testing, packing and container loading where there are any. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { slots } = readSitePhotos(loadContent().news.map((story) => story.slug))
  return {
    route: requireRouteEntry(request),
    photos: { testing: slots.testing, packing: slots.packing, containerLoading: slots.containerLoading },
  }
}
