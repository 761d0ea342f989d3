/**
 * The technical drawings of each product, made at build time from its drawing kind and its spec
 * rows. They stand in for photographs until a product has its own.
 */
import type { DrawingKind, DrawnProduct } from '../../geometry/drawing-spec.ts'
import { Figures } from '../figures.ts'
import { componentViews } from './components.ts'
import { frameViews, garlandViews, guideRollerViews, returnViews, selfAligningViews, troughingViews, vReturnViews } from './idlers.ts'
import { machineDrawings } from './machines.ts'
import { partViews } from './parts.ts'
import { laggingSheetViews, pulleyViews, wingPulleyViews } from './pulleys.ts'
import { listedRollView, rollerViews } from './rollers.ts'
import { recordDimensions, sheet, svgSheet, type DrawnDimension } from './svg-kit.ts'
import type { View } from './view.ts'

export interface ProductDrawing {
  /** File name under /drawings, e.g. "bend-pulley-1.svg". */
  file: string
  /** e.g. "Bend Pulley: side elevation". */
  title: string
  alt: string
  width: number
  height: number
  svg: string
  /** Sheet units per millimetre of the part as drawn; null for a diagram not to scale. */
  scale: number | null
  /** The linear dimensions of this view: label and length on the sheet. */
  dimensions: Array<Omit<DrawnDimension, 'svg'>>
}

const families: Record<DrawingKind, (f: Figures) => View[]> = {
  roller: rollerViews,
  'impact-roller': rollerViews,
  'disc-roller': rollerViews,
  'spiral-roller': rollerViews,
  'polymer-roller': rollerViews,
  'troughing-idler': troughingViews,
  'self-aligning-idler': selfAligningViews,
  'return-idler': returnViews,
  'v-return-idler': vReturnViews,
  'garland-idler': garlandViews,
  'guide-roller': guideRollerViews,
  pulley: pulleyViews,
  'wing-pulley': wingPulleyViews,
  'lagging-sheet': laggingSheetViews,
  ...partViews,
  frame: frameViews,
  ...componentViews,
  machine: machineDrawings,
}

/** A return station drawn as its size row: one flat roll, or two in a V. */
function returnSetViews(f: Figures): View[] {
  return f.idlerSetSize()?.row.rolls === 2 ? vReturnViews(f) : returnViews(f)
}

/**
 * The views a product is drawn with: its kind's, except that a product named after its rolls whose
 * table lists idler sets (impact and disc return stations) is drawn as the set its table lists.
 */
function familyOf(product: DrawnProduct): (f: Figures) => View[] {
  const kind = product.drawing.kind
  if (product.sizes?.type === 'idler-set' && kind === 'impact-roller') return troughingViews
  if (product.sizes?.type === 'idler-set' && kind === 'disc-roller') return returnSetViews
  return families[kind]
}

/**
 * The drawings of one product, in the order a page shows them: of its lead size row, or of the
 * size row `row` (an index into its rows) for that size's CAD file.
 */
export function drawProduct(slug: string, product: DrawnProduct, row?: number): ProductDrawing[] {
  const [views, dimensions] = recordDimensions(() => {
    const figures = new Figures(product, row)
    const family = familyOf(product)
    const own = family(figures)
    // A product drawn as a set or a station whose table lists rolls shows the roll it lists, lettered as the table.
    const listed = family === rollerViews ? undefined : listedRollView(figures)
    return listed ? [...own, listed] : own
  })
  return views.map((view, i) => {
    const title = `${product.name}: ${view.name}`
    return {
      file: `${slug}-${i + 1}.svg`,
      title,
      // Screen readers spell out "Ø"; the words read better.
      alt: `Technical drawing of the ${product.name}, ${view.shows.replace(/Ø/g, 'diameter ')}.`,
      width: sheet.width,
      height: sheet.height,
      svg: svgSheet({
        title,
        heading: product.name,
        view: view.name,
        meta: [`View ${i + 1} of ${views.length}`, 'Units: mm'],
        body: view.body,
      }),
      scale: view.scale,
      dimensions: dimensions.filter((d) => view.body.includes(d.svg)).map(({ label, span }) => ({ label, span })),
    }
  })
}
