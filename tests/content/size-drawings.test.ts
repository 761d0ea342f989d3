import { describe, expect, it } from 'vitest'
import { sizeTableOf } from '@/content/catalogue-sizes.server'
import { loadContent } from '@/content/content-store.server'
import { drawingsDxf, productCadViews } from '@/drawings/drawing-dxf.server'
import { drawProduct } from '@/drawings/technical/product-drawings.server'
import { catalogueFigures } from '@/engineering/catalogue-figures'
import { dxfViews } from '../support/dxf-views'

/**
 * A CAD drawing per size: every row of every product drawn from its size rows gets drawings of its
 * own, whose lettered lengths are that row's figures, in a DXF that names its part number.
 */
const sized = loadContent().products.filter(
  (p) => p.sizes?.type === 'roller' || p.sizes?.type === 'idler-set' || p.sizes?.type === 'pulley',
)

describe('drawings of each size row', () => {
  it('draws each row with its own lettered figures, in every product drawn from its sizes', () => {
    const problems: string[] = []
    for (const product of sized) {
      if (!product.sizes) continue
      const figures = catalogueFigures(product.sizes)
      figures.forEach((row, i) => {
        const labels = drawProduct(product.slug, product, i).flatMap((d) => d.dimensions.map((dimension) => dimension.label))
        // A lettered length its drawings dimension must carry this row's figure, never another's.
        for (const { letter, mm } of row.dimensions) {
          const drawn = labels.filter((label) => label.startsWith(`${letter} = `))
          if (drawn.some((label) => !label.includes(String(mm))))
            problems.push(`${row.partNumber}: ${drawn.join(', ')} is not ${letter} = ${mm}`)
        }
      })
    }
    expect(problems).toEqual([])
  })

  it('writes a size row DXF titled with its part number, full size', () => {
    const product = sized.find((p) => p.slug === 'troughing-idler')
    const table = product && sizeTableOf(product)
    if (!product || !table) throw new Error('no troughing idler sizes')
    const last = table.rows.length - 1
    const partNumber = table.rows[last]?.partNumber ?? ''
    const dxf = drawingsDxf(product.name, productCadViews(product.slug, product, last), partNumber)
    expect(dxf).toContain(`${product.name}, ${partNumber}: dimensions in mm`)
    const [front] = dxfViews(dxf)
    const length = catalogueFigures(product.sizes!)[last]?.dimensions.find((d) => d.letter === 'A')?.mm ?? 0
    expect(front?.dimensionTexts).toContain(`A = ${length}`)
    expect(front?.dimensionLines.some((line) => Math.abs(line - length) < 0.5)).toBe(true)
  })

  it('refuses a row the table does not have', () => {
    const product = sized[0]
    if (!product?.sizes || product.sizes.type === 'machine') throw new Error('no sized product')
    expect(() => drawProduct(product.slug, product, product.sizes!.type === 'machine' ? 0 : 999)).toThrow(/No size row 1000/)
  })
})
