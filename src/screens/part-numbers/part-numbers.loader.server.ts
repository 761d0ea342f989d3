import type { LoaderFunctionArgs } from 'react-router-dom'
import { catalogueFigures } from '@/engineering/catalogue-figures'
import { loadContent } from '@/content/content-store.server'
import { requireRouteEntry } from '@/content/route-table.server'

/** Every series with its product and one example code: the page's key and the decoder's. */
export async function loader({ request }: LoaderFunctionArgs) {
  const route = requireRouteEntry(request)
  const series = loadContent().products.flatMap((product) => {
    const sizes = product.sizes
    const example = sizes && catalogueFigures(sizes)[0]?.partNumber
    if (!sizes || !example) return []
    return [{ series: sizes.series, type: sizes.type, part: sizes.type === 'part' ? sizes.part : undefined, product: product.name, path: product.path, example }]
  }).sort((a, b) => a.series.localeCompare(b.series))
  return { route, series }
}
