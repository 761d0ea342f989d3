/**
 * A product's drawings as one DXF file (AutoCAD 2000, millimetres): each view read from the same
 * SVG the page shows, divided by the scale the view was laid out at so it comes out full size,
 * laid side by side with its name underneath. Layers: outline, hidden, centre, dimensions, text.
 */
import Drawing from 'dxf-writer'
import type { ProductDrawing } from './technical/product-drawings.server.ts'
import { viewEntities, type LayerName, type SheetEntity } from './sheet-geometry.ts'
import type { Point } from './technical/svg-kit.ts'

const layers: Record<LayerName, { colour: number; lineType: string }> = {
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

function bounds(entities: SheetEntity[]): { left: number; right: number; top: number; bottom: number } {
  const xs: number[] = []
  const ys: number[] = []
  const add = ([x, y]: Point, r = 0) => {
    xs.push(x - r, x + r)
    ys.push(y - r, y + r)
  }
  for (const e of entities) {
    if (e.kind === 'polyline') e.points.forEach((p) => add(p))
    else if (e.kind === 'circle') add(e.centre, e.radius)
    else add(e.at)
  }
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) }
}

const round = (value: number) => Math.round(value * 1000) / 1000

/** The DXF text of a product's drawings; `partNumber` names the size they show, for one size's file. */
export function drawingsDxf(productName: string, drawings: ProductDrawing[], partNumber?: string): string {
  const dxf = new Drawing()
  dxf.setUnits('Millimeters')
  // The writer's types take numbers only; a version string is what the DXF header holds.
  dxf.header('ACADVER', [[1, 'AC1015' as unknown as number]])
  dxf.addLineType('HIDDEN', '__ __ __', [6, -3])
  dxf.addLineType('CENTER', '____ _ ____ _', [18, -3, 3, -3])
  for (const [name, { colour, lineType }] of Object.entries(layers)) dxf.addLayer(name, colour, lineType)
  let offset = 0
  let titleHeight = 5
  drawings.forEach((drawing, index) => {
    const entities = viewEntities(drawing.svg)
    if (entities.length === 0) return
    // Each view is laid out at one scale about its canvas: dividing by it gives full size. A diagram not to scale keeps sheet units.
    const s = drawing.scale ?? 1
    const box = bounds(entities)
    const at = ([x, y]: Point): [number, number] => [round(offset + (x - box.left) / s), round((box.bottom - y) / s)]
    for (const entity of entities) {
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
        dxf.drawCircle(x, y, round(entity.radius / s))
      } else {
        const [x, y] = at(entity.at)
        const align = entity.anchor === 'middle' ? 'center' : entity.anchor === 'end' ? 'right' : 'left'
        dxf.drawText(x, y, round((entity.size * 0.7) / s), round(-entity.rotation), dxfText(entity.text), align)
      }
    }
    const width = (box.right - box.left) / s
    titleHeight = round(15 / s)
    dxf.setActiveLayer('text')
    const note = drawing.scale === null ? ' (diagram, not to scale)' : ''
    dxf.drawText(
      round(offset),
      round(-3 * titleHeight),
      titleHeight,
      0,
      dxfText(`View ${index + 1}: ${drawing.title.slice(productName.length + 2)}${note}`),
    )
    offset += width + Math.max(50, width * 0.25)
  })
  dxf.setActiveLayer('text')
  dxf.drawText(
    0,
    round(-6 * titleHeight),
    titleHeight * 1.4,
    0,
    dxfText(`${productName}${partNumber ? `, ${partNumber}` : ''}: dimensions in mm`),
  )
  return dxf.toDxfString()
}
