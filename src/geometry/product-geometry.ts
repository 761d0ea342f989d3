/**
 * A product's geometry from its drawing kind and size rows: the one entry the renderers call. Rolls,
 * idler sets and pulleys are modelled from their size rows (roll.ts, idler-set.ts, pulley.ts);
 * the drawing kind only says which form the rows take (rings or discs on a roll, how a set is
 * carried, a drum or a wing pulley). A product of those kinds without size rows cannot be drawn:
 * `requireSizeRows` names every such product, and the build stops on it. A part sold for one of
 * them (a rubber ring for impact rolls) has part sizes and is not modelled here yet.
 *
 * Exported names the renderers and the 3D models read: `productGeometry`, `productGeometries`,
 * `isModelled`, `requireSizeRows`, and the three builders `rollGeometry`, `idlerSetGeometry`,
 * `pulleyGeometry` with their forms; the data types are in model.ts.
 */
import { leadRowIndex } from '../engineering/lead-row.ts'
import type { DrawingKind, DrawnProduct } from './drawing-spec.ts'
import { idlerSetGeometry, type SetForm } from './idler-set.ts'
import type { ProductGeometry } from './model.ts'
import { pulleyGeometry, type PulleyForm } from './pulley.ts'
import { rollGeometry, type RollForm } from './roll.ts'

/** What the geometry reads of a product: never its spec rows. */
export type GeometrySource = Pick<DrawnProduct, 'name' | 'drawing' | 'sizes'>

/** The drawing kinds the geometry models, with the size rows each must have. */
type SizedType = 'roller' | 'idler-set' | 'pulley'
const modelledKinds: Partial<Record<DrawingKind, readonly SizedType[]>> = {
  roller: ['roller'],
  'polymer-roller': ['roller'],
  'spiral-roller': ['roller'],
  'guide-roller': ['roller'],
  'impact-roller': ['roller', 'idler-set'],
  'disc-roller': ['roller', 'idler-set'],
  'troughing-idler': ['roller', 'idler-set'],
  'return-idler': ['roller', 'idler-set'],
  frame: ['roller', 'idler-set'],
  'v-return-idler': ['idler-set'],
  'garland-idler': ['idler-set'],
  'self-aligning-idler': ['idler-set'],
  pulley: ['pulley'],
  'wing-pulley': ['pulley'],
}

const rollForms: Partial<Record<DrawingKind, RollForm>> = { 'impact-roller': 'impact', 'disc-roller': 'disc', 'spiral-roller': 'spiral' }

const setForms: Partial<Record<DrawingKind, SetForm>> = {
  'impact-roller': 'impact',
  'disc-roller': 'disc-return',
  'return-idler': 'return',
  'v-return-idler': 'return',
  'garland-idler': 'garland',
  'self-aligning-idler': 'self-aligning',
  frame: 'frame',
}

/** Whether the product's kind is one the geometry models (so it must have size rows). */
export const isModelled = (product: Pick<GeometrySource, 'drawing'>): boolean => modelledKinds[product.drawing.kind] !== undefined

function sizedType(product: GeometrySource): SizedType | undefined {
  const type = product.sizes?.type
  return type === 'roller' || type === 'idler-set' || type === 'pulley' ? type : undefined
}

/**
 * The geometry of one size row (`row`, an index; the table's lead row when absent), or undefined
 * for a kind the geometry does not model yet (parts, components, machines).
 */
export function productGeometry(product: GeometrySource, row?: number): ProductGeometry | undefined {
  const needs = modelledKinds[product.drawing.kind]
  const sizes = product.sizes
  if (!needs) return undefined
  if (!sizes)
    throw new Error(`${product.name}: drawn as ${product.drawing.kind}, which needs ${needs.join(' or ')} size rows, but it has none`)
  // A part sold for such a product (a rubber ring for impact rolls) is drawn as a part.
  const type = sizedType(product)
  if (!type) return undefined
  if (!needs.includes(type))
    throw new Error(`${product.name}: drawn as ${product.drawing.kind}, which needs ${needs.join(' or ')} size rows, not ${type}`)
  const index = row ?? leadRowIndex(sizes)
  const kind = product.drawing.kind
  if (sizes.type === 'roller') return rollGeometry(sizes, rowAt(product, sizes.rows, index), rollForms[kind] ?? 'plain')
  if (sizes.type === 'idler-set') return idlerSetGeometry(sizes, rowAt(product, sizes.rows, index), setForms[kind] ?? 'troughing')
  if (sizes.type === 'pulley') {
    const form: PulleyForm = kind === 'wing-pulley' ? 'wing' : 'drum'
    return pulleyGeometry(sizes, rowAt(product, sizes.rows, index), form)
  }
  return undefined
}

function rowAt<Row>(product: GeometrySource, rows: readonly Row[], index: number): Row {
  const row = rows[index]
  if (row === undefined) throw new Error(`${product.name}: no size row ${index + 1} (the table has ${rows.length})`)
  return row
}

/** The geometry of every size row of a modelled product, in the table's order; empty for other kinds. */
export function productGeometries(product: GeometrySource): ProductGeometry[] {
  if (!isModelled(product) || !sizedType(product)) return []
  const count = product.sizes && 'rows' in product.sizes ? product.sizes.rows.length : 0
  return Array.from({ length: count }, (_, i) => productGeometry(product, i)).filter((g): g is ProductGeometry => g !== undefined)
}

/** Stops on every modelled product without the size rows its geometry is built from, naming them all. */
export function requireSizeRows(products: readonly GeometrySource[]): void {
  const missing = products.filter((p) => isModelled(p) && !p.sizes)
  if (missing.length > 0)
    throw new Error(
      `These products are drawn from their geometry but have no size rows: ${missing
        .map((p) => `${p.name} (${p.drawing.kind})`)
        .join(', ')}`,
    )
}
