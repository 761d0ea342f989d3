/** The catalogue's offers for the duty-driven selection (selection-offers.ts), built at build time. */
import { bearingOf } from '../engineering/bearings.ts'
import { pulleyShaftOf } from '../engineering/catalogue-figures.ts'
import { partNumberOf } from '../engineering/part-numbers.ts'
import { ratedSizes } from './catalogue-sizes.server.ts'
import type { ProductRecord } from './schemas.ts'
import {
  componentRoles,
  pulleyRoles,
  setRoles,
  type ComponentOffer,
  type ComponentRole,
  type PulleyOffer,
  type PulleyRole,
  type SelectionOffers,
  type SetOffer,
  type SetRole,
} from './selection-offers.ts'

/** The pulley series that serve each role, by their part-number series (src/content/products/pulley). */
const pulleySeriesByRole: Record<PulleyRole, readonly string[]> = {
  drive: ['DP', 'DLP', 'HLP', 'CLP', 'RLP', 'KLP', 'HMP'],
  tail: ['TP', 'WP', 'SWP'],
  snub: ['SNP'],
  'take-up': ['TUP'],
  bend: ['BP'],
}

/** The idler-set series that serve each run: plain troughing sets, impact sets, plain return sets. Special sets (training, weighing, picking) are chosen by hand. */
const setSeriesByRole: Record<SetRole, readonly string[]> = {
  carrying: ['TI', 'DTI', 'MTI', 'OTI', 'CCT', 'CDT', 'CET'],
  impact: ['IMI'],
  return: ['FRI', 'VRI'],
}

const componentSeries: Record<ComponentRole, string> = {
  'impact-bed': 'IBD',
  'primary-cleaner': 'PBC',
  'secondary-cleaner': 'SBC',
  plough: 'VPC',
}

type Product = Pick<ProductRecord, 'name' | 'sizes'> & { path: string; slug: string }

/** Every offer of the catalogue; a role whose series the catalogue no longer has stops the build. */
export function selectionOffers(products: readonly Product[]): SelectionOffers {
  const seriesSeen = new Set(products.flatMap((p) => (p.sizes && 'series' in p.sizes ? [p.sizes.series] : [])))
  const missing = [
    ...Object.values(setSeriesByRole).flat(),
    ...Object.values(pulleySeriesByRole).flat(),
    ...Object.values(componentSeries),
  ].filter((s) => !seriesSeen.has(s))
  if (missing.length > 0)
    throw new Error(`src/content/selection-offers.server.ts: the selection names series the catalogue does not have: ${missing.join(', ')}`)

  return { sets: setOffers(products), pulleys: pulleyOffers(products), components: componentOffers(products) }
}

/** What every offer names: the size's part number, its product and the belt width it serves. */
const offerOf = (product: Product, partNumber: string, belt: number) => ({
  partNumber,
  product: product.name,
  path: product.path,
  slug: product.slug,
  belt,
})

/** The pulleys that serve a role, the plain pulley of each role before its lagged or special variants (the selection keeps this order for equal diameters). */
export function pulleyOffers(products: readonly Product[]): PulleyOffer[] {
  const pulleys = products.flatMap((product): PulleyOffer[] => {
    const sizes = product.sizes
    if (sizes?.type !== 'pulley') return []
    const role = pulleyRoles.find((r) => pulleySeriesByRole[r].includes(sizes.series))
    if (!role) return []
    const rank = pulleySeriesByRole[role].indexOf(sizes.series)
    return sizes.rows.map((row) => {
      const { journal, hub, span, hubSpan } = pulleyShaftOf(sizes, row)
      return {
        ...offerOf(product, partNumberOf(sizes, row), row.belt),
        role,
        diameter: row.d,
        outside: row.d + 2 * (sizes.lagging?.thickness ?? 0),
        face: row.face,
        bearing: bearingOf(row.bearing).designation,
        shaft: { journal, hub, span, hubSpan },
        rank,
        ...(sizes.lagging ? { lagging: sizes.lagging.kind } : {}),
      }
    })
  })
  return pulleys.sort((a, b) => a.rank - b.rank)
}

function componentOffers(products: readonly Product[]): ComponentOffer[] {
  return products.flatMap((product): ComponentOffer[] => {
    const sizes = product.sizes
    if (sizes?.type !== 'component') return []
    const role = componentRoles.find((r) => componentSeries[r] === sizes.series)
    if (!role) return []
    return sizes.rows.map((row) => ({
      ...offerOf(product, partNumberOf(sizes, row), row.belt),
      role,
      ...(row.length === undefined ? {} : { length: row.length }),
      ...(row.angle === undefined ? {} : { angle: row.angle }),
    }))
  })
}

function setOffers(products: readonly Product[]): SetOffer[] {
  return setRoles.flatMap((role) => {
    const serving = products.filter((p) => p.sizes?.type === 'idler-set' && setSeriesByRole[role].includes(p.sizes.series))
    return ratedSizes(serving).map((size): SetOffer => ({ ...size, role }))
  })
}
