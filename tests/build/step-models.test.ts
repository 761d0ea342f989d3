import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { importSTEP } from 'replicad'
import { beforeAll, describe, expect, it } from 'vitest'
import { sizeTableOf } from '@/content/catalogue-sizes.server'
import { loadContent, type Product } from '@/content/content-store.server'
import { rollShaftLength } from '@/engineering/shaft-layout'
import { loadKernel } from '@/models/kernel.server'
import { assertBuilt, distDir, readPage } from '../support/built-site'

beforeAll(assertBuilt)

/** Half a millimetre: what the kernel's bounding box may differ from the size row by. */
const tolerance = 0.5

/** The STEP files a built product page links, by the part number each is titled with. */
function linkedSteps(product: Product): Map<string, string> {
  const { document } = readPage(product.path)
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a[download][href$=".step"]')]
  return new Map(links.map((a) => [(a.textContent ?? '').replace(/^3D model /, '').trim(), join(distDir, a.getAttribute('href') ?? '')]))
}

/** The extent of a STEP file's solids along x, y and z, as the same kernel reads the file back. */
async function stepExtent(file: string): Promise<number[]> {
  const shape = await importSTEP(new Blob([readFileSync(file)]))
  const [min, max] = shape.boundingBox.bounds
  return max.map((value, axis) => value - (min[axis] as number))
}

const content = loadContent()
const rollers = content.products.filter((p) => p.sizes?.type === 'roller')
const pulleys = content.products.filter((p) => p.sizes?.type === 'pulley')
const sets = content.products.filter((p) => p.sizes?.type === 'idler-set')

/** The first and last rows of each product: the smallest and largest size of its table. */
const sampleRows = (count: number) => [...new Set([0, count - 1])]

describe('STEP models read back by the CAD kernel', () => {
  beforeAll(() => loadKernel(), 60_000)

  it.each(rollers.map((p) => [p.slug, p] as const))(
    '%s: shaft overall along the axis, shell or covering across',
    async (_slug, product) => {
      const sizes = product.sizes
      const table = sizeTableOf(product)
      if (sizes?.type !== 'roller' || !table) throw new Error(`${product.slug} has no roller sizes`)
      const steps = linkedSteps(product)
      expect(steps.size, `${product.path} links a STEP per size row`).toBe(sizes.rows.length)
      for (const index of sampleRows(sizes.rows.length)) {
        const row = sizes.rows[index]!
        const partNumber = table.rows[index]!.partNumber
        const file = steps.get(partNumber)
        if (!file) throw new Error(`${product.path} links no STEP for ${partNumber}`)
        const [length, height, depth] = await stepExtent(file)
        const across = Math.max(row.d, row.end ?? 0, row.outside ?? 0)
        expect(Math.abs(length! - rollShaftLength(row.l, row.shaft)), `${partNumber} length`).toBeLessThanOrEqual(tolerance)
        expect(Math.abs(height! - across), `${partNumber} height`).toBeLessThanOrEqual(tolerance)
        expect(Math.abs(depth! - across), `${partNumber} depth`).toBeLessThanOrEqual(tolerance)
      }
    },
    120_000,
  )

  it.each(pulleys.map((p) => [p.slug, p] as const))(
    '%s: shell and lagging across, longer than the face',
    async (_slug, product) => {
      const sizes = product.sizes
      const table = sizeTableOf(product)
      if (sizes?.type !== 'pulley' || !table) throw new Error(`${product.slug} has no pulley sizes`)
      const steps = linkedSteps(product)
      expect(steps.size, `${product.path} links a STEP per size row`).toBe(sizes.rows.length)
      for (const index of sampleRows(sizes.rows.length)) {
        const row = sizes.rows[index]!
        const partNumber = table.rows[index]!.partNumber
        const file = steps.get(partNumber)
        if (!file) throw new Error(`${product.path} links no STEP for ${partNumber}`)
        const [length, height, depth] = await stepExtent(file)
        const across = row.d + 2 * (sizes.lagging?.thickness ?? 0)
        expect(length!, `${partNumber} length`).toBeGreaterThan(row.face)
        expect(Math.abs(height! - across), `${partNumber} height`).toBeLessThanOrEqual(tolerance)
        expect(Math.abs(depth! - across), `${partNumber} depth`).toBeLessThanOrEqual(tolerance)
      }
    },
    120_000,
  )

  it('gives each idler set a STEP of its lead row, wider than its belt', async () => {
    for (const product of sets) {
      const sizes = product.sizes
      if (sizes?.type !== 'idler-set') continue
      const steps = linkedSteps(product)
      expect(steps.size, product.path).toBeGreaterThanOrEqual(1)
      const [partNumber, file] = [...steps][0]!
      const row = sizes.rows[sizeTableOf(product)!.rows.findIndex((r) => r.partNumber === partNumber)]
      if (!row) throw new Error(`${product.path}: ${partNumber} is no size row`)
      const [width] = await stepExtent(file)
      expect(width!, `${partNumber} width`).toBeGreaterThanOrEqual(row.belt - tolerance)
    }
  }, 300_000)
})
