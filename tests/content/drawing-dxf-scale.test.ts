import { describe, expect, it } from 'vitest'
import { loadContent } from '@/content/content-store.server'
import { drawingsDxf } from '@/drawings/drawing-dxf.server'
import { drawProduct, type ProductDrawing } from '@/drawings/technical/product-drawings.server'
import { dxfViews, type DxfView } from '../support/dxf-views'

/**
 * Every product's DXF read back with a DXF parser, view by view: a dimension's line in the file
 * must be as long as the millimetres its label states, so each view is full size. A diameter
 * dimensioned from the axis of a half section ("Ø133" over the radius) measures half its figure. A
 * broken view (a long roll) shortens its lengths, not its diameters.
 */
const products = loadContent().products

/** A dimension label's one millimetre figure ("A = 465", "Ø133", "face 750"); none for "12 m", "m = 1.85" or two figures. */
function statedMillimetres(label: string): number | undefined {
  if (/\d\s*m\b(?!m)|^m = /.test(label)) return undefined
  const numbers = label.match(/\d+(?:\.\d+)?/g)
  return numbers?.length === 1 ? Number(numbers[0]) : undefined
}

const close = (measured: number, stated: number) => Math.abs(measured - stated) <= Math.max(0.5, stated * 0.005)

/** The dimensions of a view that its DXF draws at their stated length, with what was measured. */
function measured(drawing: ProductDrawing, view: DxfView): Array<{ label: string; stated: number; line: number }> {
  return drawing.dimensions.flatMap(({ label }) => {
    const stated = statedMillimetres(label)
    if (stated === undefined) return []
    const matches = (length: number) => close(length, stated) || (label.includes('Ø') && close(2 * length, stated))
    // The dimension line itself, or where its label takes the line past an arrow, the gap between its extension lines.
    const line = view.dimensionLines.find(matches) ?? view.extensionGaps.find(matches)
    return line === undefined ? [] : [{ label, stated, line }]
  })
}

describe('DXF drawn full size in every view', () => {
  it('measures a stated dimension in every view that states one, in every product', () => {
    const unmeasured: string[] = []
    for (const product of products) {
      const drawings = drawProduct(product.slug, product)
      const views = dxfViews(drawingsDxf(product.name, drawings))
      expect(views, product.slug).toHaveLength(drawings.length)
      drawings.forEach((drawing, i) => {
        const stated = drawing.dimensions.filter((d) => statedMillimetres(d.label) !== undefined)
        if (drawing.scale === null || stated.length === 0) return
        if (measured(drawing, views[i] as DxfView).length === 0)
          unmeasured.push(`${drawing.title}: ${stated.map((d) => d.label).join(', ')}`)
      })
    }
    expect(unmeasured).toEqual([])
  })

  it('draws the troughing idler front and plan views at the same, full scale', () => {
    const product = products.find((p) => p.slug === 'troughing-idler')
    if (!product) throw new Error('no troughing idler')
    const drawings = drawProduct(product.slug, product)
    const views = dxfViews(drawingsDxf(product.name, drawings))
    expect(views.map((v) => v.title.replace(/^View \d+: /, ''))).toEqual(['front elevation along the belt', 'plan view from above'])
    for (const [i, drawing] of drawings.entries()) {
      const found = measured(drawing, views[i] as DxfView)
      expect(found.length, drawing.title).toBeGreaterThan(0)
      for (const { stated, line } of found) expect(line / stated, drawing.title).toBeCloseTo(1, 2)
    }
  })

  it('names a diagram not to scale as such', () => {
    const product = products.find((p) => drawProduct(p.slug, p).some((d) => d.scale === null))
    if (!product) return
    const drawings = drawProduct(product.slug, product)
    const views = dxfViews(drawingsDxf(product.name, drawings))
    drawings.forEach((drawing, i) =>
      expect(views[i]?.title.endsWith('(diagram, not to scale)'), drawing.title).toBe(drawing.scale === null),
    )
  })
})
