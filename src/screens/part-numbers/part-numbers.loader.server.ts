import type { LoaderFunctionArgs } from 'react-router-dom'
import { catalogueFigures } from '@/engineering/catalogue-figures'
import { loadContent } from '@/content/content-store.server'
import { requireRouteEntry } from '@/content/route-table.server'

/** Every series with its product and its codes: the decoder's key and the builder's choices. */
export async function loader({ request }: LoaderFunctionArgs) {
  const route = requireRouteEntry(request)
  const series = loadContent()
    .products.flatMap((product) => {
      const sizes = product.sizes
      const codes = sizes ? catalogueFigures(sizes).map((figures) => figures.partNumber) : []
      const example = codes[0]
      if (!sizes || !example) return []
      return [
        {
          series: sizes.series,
          type: sizes.type,
          part: sizes.type === 'part' ? sizes.part : undefined,
          product: product.name,
          path: product.path,
          slug: product.slug,
          example,
          codes,
        },
      ]
    })
    .sort((a, b) => a.series.localeCompare(b.series))
  return { route, series }
}
