/**
 * The product finder's payload: its index, built from the catalogue, one row per size with its
 * facet values, mass and load rating on one basis for every product (comparisonRatings), and
 * that basis in words. The first visit has it in the page's HTML, a later one fetches it with
 * the page's payload.
 */
import type { LoaderFunctionArgs } from 'react-router-dom'
import { loadContent, type SiteContent } from '@/content/content-store.server'
import { requireRouteEntry } from '@/content/route-table.server'
import { catalogueFigures, comparisonBeltSpeed, comparisonRatings, ratingLifeHours } from '@/engineering/catalogue-figures'
import { captionStandard, type ProductSizes } from '@/engineering/size-rows'
import { facetNames, type FinderIndex, type FinderRow } from '@/features/finder/finder-index'

/** What a product is for, read from its name and its rows' position. */
function dutyOf(name: string, sizes: ProductSizes): string {
  if (/impact/i.test(name)) return 'Impact'
  if (/self-aligning|training|steering/i.test(name)) return 'Training'
  if (/guide/i.test(name)) return 'Guide'
  if (/transition/i.test(name)) return 'Transition'
  if (/garland/i.test(name)) return 'Garland'
  if (/return|disc|spiral/i.test(name)) return 'Return'
  if (sizes.type === 'pulley') return /drive|head/i.test(name) ? 'Drive pulley' : 'Non-drive pulley'
  if (sizes.type === 'roller' || sizes.type === 'idler-set') return 'Carrying'
  if (sizes.type === 'part') return 'Spare part'
  return ''
}

function materialOf(sizes: ProductSizes): string {
  if (sizes.type === 'roller') {
    const shell = { steel: 'Steel', stainless: 'Stainless steel', hdpe: 'HDPE', uhmwpe: 'UHMW-PE', nylon: 'Nylon' }[sizes.shell ?? 'steel']
    const cover = sizes.covering
      ? { rubber: 'rubber', polyurethane: 'polyurethane', ceramicLagging: 'ceramic' }[sizes.covering.material]
      : undefined
    return cover ? `${shell} with ${cover}` : shell
  }
  if (sizes.type === 'idler-set') return sizes.covering ? 'Steel with rubber' : 'Steel'
  if (sizes.type === 'pulley')
    return sizes.lagging ? `${sizes.lagging.kind[0]?.toUpperCase()}${sizes.lagging.kind.slice(1)} lagging` : 'Bare steel'
  if (sizes.type === 'part' && sizes.material)
    return { 'pressed-steel': 'Pressed steel', 'cast-iron': 'Cast iron', nylon: 'Nylon' }[sizes.material]
  return ''
}

const trim = (value: number | undefined) => (value === undefined ? '' : String(Number(value.toFixed(1))))

export function finderIndex(content: SiteContent): FinderIndex {
  const categories = new Map(content.categories.map((c) => [c.slug, c.name]))
  const index: FinderIndex = { products: [], rows: [] }
  // A near-copy listed under /others comes after the product it copies, so the primary shows first.
  const primariesFirst = [...content.products].sort((a, b) => Number(a.primary !== undefined) - Number(b.primary !== undefined))
  for (const product of primariesFirst) {
    const sizes = product.sizes
    if (!sizes) continue
    const productIndex =
      index.products.push([product.name, product.path, product.category, categories.get(product.category) ?? product.category]) - 1
    const figures = catalogueFigures(sizes)
    const compared = comparisonRatings(sizes)
    const typed: Array<Record<string, unknown>> = sizes.type === 'machine' ? sizes.models : sizes.rows
    figures.forEach((f, i) => {
      const row = typed[i] ?? {}
      const diameter =
        sizes.type === 'idler-set'
          ? ((row.outside ?? sizes.outside ?? row.d) as number)
          : sizes.type === 'roller'
            ? ((row.outside ?? row.d) as number)
            : sizes.type === 'pulley'
              ? undefined
              : (row.tube as number | undefined)
      const values: Record<(typeof facetNames)[number], string> = {
        category: product.category,
        width: trim(row.belt as number | undefined),
        diameter: trim(diameter),
        pulley: sizes.type === 'pulley' ? trim(row.d as number) : '',
        standard: captionStandard(sizes) ?? '',
        bearing: f.bearing?.designation ?? '',
        angle: sizes.type === 'idler-set' ? String(row.angle) : '',
        duty: dutyOf(product.name, sizes),
        material: materialOf(sizes),
      }
      const entry: FinderRow = [
        productIndex,
        f.partNumber,
        facetNames.map((facet) => values[facet]),
        Number(f.mass.toFixed(f.mass < 0.1 ? 4 : 1)),
        Number((compared[i] ?? 0).toFixed(2)),
      ]
      index.rows.push(entry)
    })
  }
  return index
}

/** How every rating in the finder is found, so two sizes compare like with like. */
export const finderRatingBasis = `Load ratings (kN) are compared on one basis for every size: the load for a bearing L10 life of ${ratingLifeHours.toLocaleString('en-GB')} h at a belt speed of ${comparisonBeltSpeed} m/s, with the premium bearing option (dynamic load rating C from the SKF catalogue), and never above the size's own limit: its CEMA 502 class rating, a pulley's shaft stress and slope, or a polymer shell. Rolls and sets are rated for their most loaded roll's share; product pages give the ratings at each product's own belt speeds.`

/** The route's metadata, the finder's index and the basis of its ratings. */
export async function loader({ request }: LoaderFunctionArgs) {
  return { route: requireRouteEntry(request), index: finderIndex(loadContent()), ratingBasis: finderRatingBasis }
}
