import type { LoaderFunctionArgs } from 'react-router-dom'
import { loadContent } from '@/content/content-store.server'
import { requireRouteEntry } from '@/content/route-table.server'

/** Every industry page: its name, what it is about, and the duties it names. */
export async function loader({ request }: LoaderFunctionArgs) {
  const route = requireRouteEntry(request)
  const industries = loadContent().industries.map((industry) => ({
    name: industry.meta.name,
    path: industry.path,
    summary: industry.meta.summary,
    demands: industry.meta.demands.map((demand) => demand.label),
  }))
  return { route, industries }
}
