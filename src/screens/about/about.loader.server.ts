import type { LoaderFunctionArgs } from 'react-router-dom'
import { productCard } from '@/content/cards.server'
import { loadContent } from '@/content/content-store.server'
import { requireRouteEntry } from '@/content/route-table.server'
import { readSitePhotos } from '@/content/site-photos.server'

/** The machines of our own roller lines, in the order a tube passes them, then the finished roller. */
export const processMachineSlugs = [
  'roller-tube-cutting-machine',
  'tube-end-boring-machine',
  'bearing-housing-press-machine',
  'roller-welding-machine',
  'shaft-milling-and-grooving-machine',
  'roller-assembly-machine',
  'roller-testing-machine',
  'belt-conveyor-roller',
] as const

export async function loader({ request }: LoaderFunctionArgs) {
  const route = requireRouteEntry(request)
  const content = loadContent()
  const steps = processMachineSlugs.map((slug) => {
    const product = content.products.find((candidate) => candidate.slug === slug)
    if (!product) throw new Error(`The About page shows the ${slug} among the production steps, but no product has that slug`)
    return productCard(product)
  })
  const { slots, video } = readSitePhotos(content.news.map((story) => story.slug))
  return { route, steps, photos: slots, video }
}
