import { describe, expect, it } from 'vitest'
import { loadContent } from '@/content/content-store.server'
import { drawingsDxf, productCadViews } from '@/drawings/drawing-dxf.server'
import { dimensionText } from '@/drawings/model-views'
import { drawProduct, type ProductDrawing } from '@/drawings/technical/product-drawings.server'
import { isModelled, productGeometry } from '@/geometry/product-geometry'
import { dxfViews, type DxfView } from '../support/dxf-views'

/**
 * Every product's DXF read back with a DXF parser, view by view: a dimension's line in the file
 * must be as long as the millimetres its label states, so each view is full size. A roll, idler
 * set or pulley is drawn from its geometry: in every view a lettered dimension (or the belt width)
 * of its size row measures that row's figure. The others are read from their drawing sheets: a
 * diameter dimensioned from the axis of a half section ("Ø133" over the radius) measures half its
 * figure, and a broken view (a long roll) shortens its lengths, not its diameters.
 */
const products = loadContent().products
const modelled = products.filter((p) => isModelled(p) && productGeometry(p) !== undefined)
const sheetDrawn = products.filter((p) => !modelled.includes(p))

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

/** The size-row figures a view of a modelled product dimensions, each with the lines it measures at within 0.5 mm. */
function rowFiguresIn(product: (typeof modelled)[number], row: number | undefined, view: DxfView) {
  const geometry = productGeometry(product, row)
  return (geometry?.dimensions ?? [])
    .filter(
      (d) => d.kind !== 'angle' && (d.letter !== undefined || d.label === 'Belt width') && view.dimensionTexts.includes(dimensionText(d)),
    )
    .map((d) => ({ text: dimensionText(d), mm: d.mm, measures: view.dimensionLines.some((line) => Math.abs(line - d.mm) <= 0.5) }))
}

describe('DXF drawn full size in every view', () => {
  it('measures a lettered size-row figure in every view of every roll, idler set and pulley, each size row', () => {
    const problems: string[] = []
    for (const product of modelled) {
      const rows = product.sizes && 'rows' in product.sizes ? product.sizes.rows.length : 0
      for (let row = 0; row < rows; row++) {
        const views = dxfViews(drawingsDxf(product.name, productCadViews(product.slug, product, row)))
        const lettered = (productGeometry(product, row)?.dimensions ?? []).filter((d) => d.letter).map(dimensionText)
        const shown = views.flatMap((view) => view.dimensionTexts)
        for (const text of lettered.filter((t) => !shown.includes(t))) problems.push(`${product.slug} row ${row + 1}: ${text} in no view`)
        for (const view of views) {
          const figures = rowFiguresIn(product, row, view)
          if (figures.length === 0) problems.push(`${product.slug} row ${row + 1}, ${view.title}: no size-row figure`)
          for (const figure of figures.filter((f) => !f.measures))
            problems.push(`${product.slug} row ${row + 1}, ${view.title}: ${figure.text} does not measure ${figure.mm}`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('measures the overall length of every roll, set and pulley in its main view as its size row states it', () => {
    const overall = { roll: 'Shaft length', 'idler-set': 'Roll length', pulley: 'Face width' } as const
    for (const product of modelled) {
      const geometry = productGeometry(product)
      if (!geometry) continue
      const known = geometry.dimensions.find((d) => d.label === overall[geometry.model])
      const [main] = dxfViews(drawingsDxf(product.name, productCadViews(product.slug, product)))
      expect(known && main?.dimensionTexts, product.slug).toContain(known && dimensionText(known))
      expect(
        main?.dimensionLines.some((line) => Math.abs(line - (known?.mm ?? 0)) <= 0.5),
        product.slug,
      ).toBe(true)
    }
  })

  it('measures a stated dimension in every view that states one, in every product drawn from its sheets', () => {
    const unmeasured: string[] = []
    for (const product of sheetDrawn) {
      const drawings = drawProduct(product.slug, product)
      const views = dxfViews(drawingsDxf(product.name, productCadViews(product.slug, product)))
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
    const views = dxfViews(drawingsDxf(product.name, productCadViews(product.slug, product)))
    expect(views.map((v) => v.title.replace(/^View \d+: /, ''))).toEqual([
      'front elevation along the belt',
      'plan view from above',
      'side view',
    ])
    const [front, plan] = views
    // The roll length and the belt width, full size in both.
    for (const view of [front, plan]) {
      expect(view?.dimensionTexts).toEqual(expect.arrayContaining(['A = 380', 'belt width 1000']))
      for (const mm of [380, 1000]) expect(view?.dimensionLines.some((line) => Math.abs(line - mm) <= 0.5)).toBe(true)
    }
  })

  it('names a diagram not to scale as such', () => {
    const product = sheetDrawn.find((p) => drawProduct(p.slug, p).some((d) => d.scale === null))
    if (!product) return
    const drawings = drawProduct(product.slug, product)
    const views = dxfViews(drawingsDxf(product.name, productCadViews(product.slug, product)))
    drawings.forEach((drawing, i) =>
      expect(views[i]?.title.endsWith('(diagram, not to scale)'), drawing.title).toBe(drawing.scale === null),
    )
  })
})
