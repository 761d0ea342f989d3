import type { LoaderFunctionArgs } from 'react-router-dom'
import { requireRouteEntry } from '@/content/route-table.server'

/** For pages that show no content data: the payload is the route's metadata only. */
export async function loader({ request }: LoaderFunctionArgs) {
  return { route: requireRouteEntry(request) }
}
