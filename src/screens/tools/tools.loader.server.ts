import type { LoaderFunctionArgs } from 'react-router-dom'
import { requireRouteEntry } from '@/content/route-table.server'
import { toolPages, toolSlugs } from '@/content/tools'

/** The calculators, each with its title and summary. */
export async function loader({ request }: LoaderFunctionArgs) {
  return {
    route: requireRouteEntry(request),
    tools: toolSlugs.map((slug) => ({
      slug,
      title: toolPages[slug].title,
      summary: toolPages[slug].summary,
      formula: toolPages[slug].formula,
    })),
  }
}
