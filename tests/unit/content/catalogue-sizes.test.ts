import { describe, expect, it } from 'vitest'
import { loadContent } from '@/content/content-store.server'
import { catalogueSeries } from '@/content/catalogue-sizes.server'
import { catalogueFigures } from '@/engineering/catalogue-figures'
import { decodePartNumber } from '@/engineering/part-numbers'

const products = loadContent().products.filter((product) => product.sizes)
const series = catalogueSeries(products)

describe('the catalogue\'s part numbers', () => {
  it('decode back to the row they were made from, for every size row of every product', () => {
    let rows = 0
    for (const product of products) {
      const sizes = product.sizes!
      const typed: Array<Record<string, unknown>> = sizes.type === 'machine' ? sizes.models : sizes.rows
      catalogueFigures(sizes).forEach((figures, i) => {
        const decoded = decodePartNumber(figures.partNumber, series)
        expect(decoded, `${product.file} row ${i + 1}: ${figures.partNumber}`).toMatchObject({ ok: true, series: sizes.series })
        if (!decoded.ok) return
        const row = typed[i]!
        for (const [field, value] of Object.entries(decoded.fields)) {
          if (field === 'series' || field === 'lagging') continue
          if (field === 'standard') expect(value).toBe((sizes as { standard?: string }).standard)
          else expect(value, `${product.file} row ${i + 1} field ${field}`).toEqual(row[field])
        }
        rows++
      })
    }
    expect(rows).toBeGreaterThan(0)
  })

  it('are unique across the site', () => {
    const codes = products.flatMap((product) => catalogueFigures(product.sizes!).map((figures) => figures.partNumber))
    expect(codes.length).toBeGreaterThan(0)
    expect(new Set(codes).size).toBe(codes.length)
  })
})
