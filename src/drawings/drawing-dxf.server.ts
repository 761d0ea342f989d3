/**
 * The one CAD writer: a product's views as one DXF file (AutoCAD 2000, millimetres), each view
 * full size, laid side by side with its name underneath. Layers: outline, hidden, centre,
 * dimensions, text. A roll, idler set or pulley's views are projected from its geometry; the
 * other products' views are read from their drawing sheets until they have a geometry of their own.
 */
import Drawing from 'dxf-writer'
import type { DrawnProduct } from '../geometry/drawing-spec.ts'
import { productGeometry } from '../geometry/product-geometry.ts'
import { cadBounds, type CadLayer, type CadPoint, type CadView } from './cad-view.ts'
import { modelViews } from './model-views.ts'
import { sheetViews } from './sheet-geometry.ts'
import { drawProduct } from './technical/product-drawings.server.ts'

const layers: Record<CadLayer, { colour: number; lineType: string }> = {
  outline: { colour: Drawing.ACI.WHITE, lineType: 'CONTINUOUS' },
  hidden: { colour: Drawing.ACI.YELLOW, lineType: 'HIDDEN' },
  centre: { colour: Drawing.ACI.RED, lineType: 'CENTER' },
  dimensions: { colour: Drawing.ACI.CYAN, lineType: 'CONTINUOUS' },
  text: { colour: Drawing.ACI.GREEN, lineType: 'CONTINUOUS' },
}

/** DXF text before AutoCAD 2007 is not UTF-8: characters beyond ASCII go as \U+XXXX. */
function dxfText(text: string): string {
  return [...text].map((c) => (c.charCodeAt(0) < 128 ? c : `\\U+${c.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`)).join('')
}

const round = (value: number) => Math.round(value * 1000) / 1000

/** The views of a product's drawings in mm: projected from its geometry where it has one. */
export function productCadViews(slug: string, product: DrawnProduct, row?: number): CadView[] {
  const geometry = productGeometry(product, row)
  return geometry ? modelViews(geometry) : sheetViews(product.name, drawProduct(slug, product, row))
}

/** The DXF text of a product's views; `partNumber` names the size they show, for one size's file. */
export function drawingsDxf(productName: string, views: CadView[], partNumber?: string): string {
  const dxf = new Drawing()
  dxf.setUnits('Millimeters')
  // The writer's types take numbers only; a version string is what the DXF header holds.
  dxf.header('ACADVER', [[1, 'AC1015' as unknown as number]])
  dxf.addLineType('HIDDEN', '__ __ __', [6, -3])
  dxf.addLineType('CENTER', '____ _ ____ _', [18, -3, 3, -3])
  for (const [name, { colour, lineType }] of Object.entries(layers)) dxf.addLayer(name, colour, lineType)
  const boxes = views.map((view) => cadBounds(view.entities))
  const largest = Math.max(1, ...boxes.map((b) => Math.max(b.right - b.left, b.top - b.bottom)))
  const titleHeight = round(Math.max(3, largest * 0.03))
  const bottom = Math.min(0, ...boxes.map((b) => b.bottom))
  let offset = 0
  views.forEach((view, index) => {
    const box = boxes[index]
    if (!box || view.entities.length === 0) return
    // Each view keeps its own millimetres; it is only moved into its place on the sheet.
    const at = ([x, y]: CadPoint): [number, number] => [round(offset + x - box.left), round(y)]
    for (const entity of view.entities) {
      dxf.setActiveLayer(entity.layer)
      if (entity.kind === 'polyline') {
        if (entity.points.length === 2 && !entity.closed) {
          const [a, b] = entity.points.map(at) as [[number, number], [number, number]]
          dxf.drawLine(a[0], a[1], b[0], b[1])
        } else {
          dxf.drawPolyline(entity.points.map(at), entity.closed)
        }
      } else if (entity.kind === 'circle') {
        const [x, y] = at(entity.centre)
        dxf.drawCircle(x, y, round(entity.radius))
      } else {
        const [x, y] = at(entity.at)
        dxf.drawText(x, y, entity.height, entity.rotation, dxfText(entity.text), entity.align)
      }
    }
    const width = box.right - box.left
    dxf.setActiveLayer('text')
    const note = view.toScale ? '' : ' (diagram, not to scale)'
    dxf.drawText(round(offset), round(bottom - 3 * titleHeight), titleHeight, 0, dxfText(`View ${index + 1}: ${view.name}${note}`))
    offset += width + Math.max(50, width * 0.25)
  })
  dxf.setActiveLayer('text')
  dxf.drawText(
    0,
    round(bottom - 6 * titleHeight),
    titleHeight * 1.4,
    0,
    dxfText(`${productName}${partNumber ? `, ${partNumber}` : ''}: dimensions in mm`),
  )
  return dxf.toDxfString()
}
