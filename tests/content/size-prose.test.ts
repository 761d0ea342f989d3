import { describe, expect, it } from 'vitest'
import { loadContent, type Product } from '@/content/content-store.server'
import { millimetres } from '@/drawings/figures'

/** The spec row that states the product's diameters in words. */
const diameterLabel = /diameter/i
const otherDiameters = /shaft|bore|bearing|hub|core|housing|inner|wire|cord|spindle|tube outside|pipe|stud|bolt/i

/** Diameters a size table offers: over rings, discs or lagging where the roll has them. */
function rowDiameters(product: Product): number[] {
  const sizes = product.sizes
  if (!sizes) return []
  if (sizes.type === 'roller') return sizes.rows.map((row) => row.outside ?? row.d)
  if (sizes.type === 'idler-set') return sizes.rows.map((row) => row.outside ?? sizes.outside ?? row.d)
  if (sizes.type === 'pulley') return sizes.rows.map((row) => row.d)
  return []
}

const near = (list: number[], value: number) => list.some((other) => Math.abs(other - value) <= 0.6)

describe('the spec prose and the size rows agree', () => {
  const sized = loadContent().products.filter((product) => rowDiameters(product).length > 0)

  it('covers the sized rollers, idler sets and pulleys', () => {
    expect(sized.length).toBeGreaterThan(0)
  })

  it.each(sized.map((product) => [product.path, product] as const))(
    '%s: every diameter in the prose is a size row and every size row is in the prose',
    (_path, product) => {
      const row = product.specs.find((spec) => diameterLabel.test(spec.label) && !otherDiameters.test(spec.label))
      expect(row, `${product.file} has sizes but no diameter row in its specs`).toBeDefined()
      const prose = millimetres(row?.value ?? '').filter((value) => value >= 30)
      const offered = [...new Set(rowDiameters(product))]
      const isRange = /\d\s*(?:mm)?\s*(?:-|–|to)\s*\d/.test(row?.value ?? '') && prose.length === 2
      if (isRange) {
        expect(Math.min(...offered), `${product.file}: smallest size row against "${row?.value}"`).toBeCloseTo(Math.min(...prose), 0)
        expect(Math.max(...offered), `${product.file}: largest size row against "${row?.value}"`).toBeCloseTo(Math.max(...prose), 0)
        return
      }
      expect(
        prose.filter((value) => !near(offered, value)),
        `${product.file}: diameters in "${row?.label}" with no size row`,
      ).toEqual([])
      expect(
        offered.filter((value) => !near(prose, value)),
        `${product.file}: size rows missing from "${row?.label}: ${row?.value}"`,
      ).toEqual([])
    },
  )
})
