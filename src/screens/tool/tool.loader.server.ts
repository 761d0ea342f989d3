import type { LoaderFunctionArgs } from 'react-router-dom'
import { ratedSizes } from '@/content/catalogue-sizes.server'
import { loadContent } from '@/content/content-store.server'
import { requireRouteEntry } from '@/content/route-table.server'
import { selectionOffers } from '@/content/selection-offers.server'
import type { SelectionOffers } from '@/content/selection-offers'
import { toolPages, toolSlugs, type ToolSlug } from '@/content/tools'

/** A calculator page: its explanation, and the catalogue sizes its answer can point to. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const route = requireRouteEntry(request)
  const slug = params.tool as ToolSlug
  if (!toolSlugs.includes(slug)) throw new Response(`${route.path} is not a calculator`, { status: 404 })
  const content = loadContent()
  const related = toolPages[slug].related.flatMap((path) => {
    const article = content.knowledge.find((a) => a.path === path)
    return article ? [{ title: article.meta.title, path }] : []
  })
  // Only the figures the answer needs travel in the payload.
  const sizes = slug === 'roll-speed' || slug === 'idler-load' || slug === 'bearing-life' || slug === 'belt-capacity' ? ratedSizes(content.products) : []
  const all = slug === 'select' || slug === 'pulley-diameter' ? selectionOffers(content.products) : undefined
  // The pulley calculator needs the pulleys only.
  const offers: SelectionOffers = !all ? { sets: [], pulleys: [], components: [] } : slug === 'select' ? all : { ...all, sets: [], components: [] }
  return { route, tool: toolPages[slug], related, sizes, offers }
}
