import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { importSTEP } from 'replicad'
import { beforeAll, describe, expect, it } from 'vitest'
import { sizeTableOf } from '@/content/catalogue-sizes.server'
import { loadContent, type Product } from '@/content/content-store.server'
import { rollShaftLength } from '@/engineering/shaft-layout'
import type { ProductGeometry, Vec3 } from '@/geometry/model'
import { productGeometry } from '@/geometry/product-geometry'
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

/**
 * A pulley's extent from its geometry's plain data, without the kernel: its revolved solids lie on
 * the x axis, its blocks (plummer blocks, wing plates) are boxes on their own axes.
 */
function geometryExtent(geometry: ProductGeometry): number[] {
  const points: Vec3[] = geometry.solids.flatMap((solid): Vec3[] => {
    if (solid.shape === 'block') {
      const [x, y] = [solid.xAxis, solid.yAxis]
      const z: Vec3 = [x[1] * y[2] - x[2] * y[1], x[2] * y[0] - x[0] * y[2], x[0] * y[1] - x[1] * y[0]]
      return [-0.5, 0.5].flatMap((a) =>
        [-0.5, 0.5].flatMap((b) =>
          [-0.5, 0.5].map((c): Vec3 => {
            const [sx, sy, sz] = [a * solid.size[0], b * solid.size[1], c * solid.size[2]]
            return [0, 1, 2].map((i) => solid.centre[i]! + sx * x[i]! + sy * y[i]! + sz * z[i]!) as unknown as Vec3
          }),
        ),
      )
    }
    if (solid.shape !== 'revolved' || solid.axis[0] !== 1) throw new Error(`${solid.name} is not on the pulley's axis`)
    const r = Math.max(...solid.profile.map(([, radius]) => radius))
    return solid.profile.flatMap(([u]): Vec3[] => [
      [solid.origin[0] + u, -r, -r],
      [solid.origin[0] + u, r, r],
    ])
  })
  return [0, 1, 2].map((i) => Math.max(...points.map((p) => p[i]!)) - Math.min(...points.map((p) => p[i]!)))
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
    '%s: the extent its geometry gives, at least the shell and lagging across',
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
        const geometry = productGeometry(product, index)
        if (!file || !geometry) throw new Error(`${product.path} links no STEP for ${partNumber}, or has no geometry`)
        const extent = await stepExtent(file)
        const across = row.d + 2 * (sizes.lagging?.thickness ?? 0)
        expect(extent[0]!, `${partNumber} length`).toBeGreaterThan(row.face)
        for (const axis of [1, 2]) expect(extent[axis]!, `${partNumber} across`).toBeGreaterThanOrEqual(across - tolerance)
        geometryExtent(geometry).forEach((mm, axis) =>
          expect(Math.abs(extent[axis]! - mm), `${partNumber} axis ${axis}: ${extent[axis]} against ${mm}`).toBeLessThanOrEqual(tolerance),
        )
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
