import type { LoaderFunctionArgs } from 'react-router-dom'
import { placedSizes, ratedSizes } from '@/content/catalogue-sizes.server'
import { loadContent } from '@/content/content-store.server'
import { requireRouteEntry } from '@/content/route-table.server'
import { pulleyOffers, selectionOffers } from '@/content/selection-offers.server'
import type { SelectionOffers } from '@/content/selection-offers'
import { toolPages, toolSlugs, type ToolSlug } from '@/content/tools'
import { loadShare } from '@/engineering/idler-load'
import type { PlacedSize } from '@/engineering/size-fits'

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
  // The selection chooses from every offer; the pulley calculator from the pulleys only.
  const offers: SelectionOffers =
    slug === 'select'
      ? selectionOffers(content.products)
      : { sets: [], pulleys: slug === 'pulley-diameter' ? pulleyOffers(content.products) : [], components: [] }
  return { route, tool: toolPages[slug], related, sizes: sizesFor(slug, content.products), offers }
}

type Products = ReturnType<typeof loadContent>['products']

/** The sizes a calculator's answer can point to, and no more: the payload carries only these. */
function sizesFor(slug: ToolSlug, products: Products): PlacedSize[] {
  switch (slug) {
    case 'roll-speed':
    case 'idler-load':
    case 'bearing-life':
    case 'belt-capacity':
      return ratedSizes(products)
    // Its answer lists only sizes made for a belt width.
    case 'idler-spacing':
      return ratedSizes(products).filter((s) => s.belt !== undefined)
    case 'cema-idler-load':
      return placedSizes(products).filter((s) => s.cemaClass !== undefined)
    // Reduced-angle 3-roll sets, up to 30 degrees: the angles transitions are built at.
    case 'transition-distance':
      return placedSizes(products).filter((s) => s.set && s.share === loadShare[3] && s.angle !== undefined && s.angle > 0 && s.angle <= 30)
    // The selection and the pulley calculator read the catalogue's offers instead.
    case 'select':
    case 'belt-tension':
    case 'pulley-diameter':
      return []
  }
}
