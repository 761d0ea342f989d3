import { makeCompound } from 'replicad'
import { beforeAll, describe, expect, it } from 'vitest'
import { rollShaftLength } from '@/engineering/shaft-layout'
import type { IdlerSetSizes, PulleySizes, RollerSizes } from '@/engineering/size-rows'
import type { GeometrySource } from '@/geometry/product-geometry'
import { kernelSolid } from '@/models/kernel-solid.server'
import { loadKernel } from '@/models/kernel.server'
import { productModel, type ProductModel } from '@/models/product-model.server'

const roller: RollerSizes = {
  type: 'roller',
  series: 'TR',
  standard: 'din',
  position: 'trough',
  beltSpeeds: [2.5, 4],
  rows: [
    { d: 108, l: 380, shaft: 25, bearing: '6205', wall: 3.5, belt: 1000 },
    { d: 108, l: 380, shaft: 25, bearing: '9999', wall: 3.5, belt: 1000 },
  ],
}
const spiral: RollerSizes = {
  ...roller,
  position: 'flat',
  covering: { material: 'rubber', fill: 0.15 },
  rows: [{ d: 89, l: 750, shaft: 20, bearing: '6204', wall: 3, belt: 650, outside: 127 }],
}
const set: IdlerSetSizes = {
  type: 'idler-set',
  series: 'TI',
  standard: 'din',
  beltSpeeds: [2.5, 4],
  rows: [{ belt: 1000, angle: 35, rolls: 3, d: 108, l: 380, shaft: 25, bearing: '6205', wall: 3.5, frameMass: 20 }],
}
const pulley: PulleySizes = {
  type: 'pulley',
  series: 'BP',
  standard: 'gb',
  beltSpeeds: [2.5, 4],
  lagging: { kind: 'plain', thickness: 10 },
  rows: [{ d: 500, face: 1150, shaft: 100, bearing: '22220', wall: 12, belt: 1000 }],
}

const product = (name: string, kind: GeometrySource['drawing']['kind'], sizes: GeometrySource['sizes']): GeometrySource => ({
  name,
  drawing: { kind },
  sizes,
})

/** The model's extent along x, y and z, as the kernel measures its solids. */
function extent(model: ProductModel | undefined): number[] {
  if (!model) throw new Error('no model')
  const [min, max] = makeCompound(model.parts.map((part) => part.solid.clone())).boundingBox.bounds
  return max.map((value, axis) => value - (min[axis] as number))
}

describe('3D models built by the CAD kernel from the product geometry', () => {
  beforeAll(() => loadKernel(), 60_000)

  it('builds a roll to its row: the shaft overall along its axis, the tube across', () => {
    const [length, height, depth] = extent(productModel(product('Troughing roller', 'roller', roller), 0))
    expect(length).toBeCloseTo(rollShaftLength(380, 25), 1)
    expect(height).toBeCloseTo(108, 1)
    expect(depth).toBeCloseTo(108, 1)
  })

  it('winds a spiral roll its rubber bar, as wide across as the row says', () => {
    const model = productModel(product('Spiral roller', 'spiral-roller', spiral), 0)
    expect(model?.parts.some((part) => /spiral/.test(part.name))).toBe(true)
    const [, height] = extent(model)
    expect(height).toBeCloseTo(127, 0)
  })

  it('builds a lagged pulley: shell and lagging across', () => {
    const [, height, depth] = extent(productModel(product('Bend pulley', 'pulley', pulley), 0))
    expect(height).toBeCloseTo(500 + 2 * 10, 1)
    expect(depth).toBeCloseTo(500 + 2 * 10, 1)
  })

  it('places the three rolls of a troughing set on its frame, wider than its belt', () => {
    const model = productModel(product('Troughing idler', 'troughing-idler', set), 0)
    expect(model?.parts.filter((part) => /shell$/.test(part.name))).toHaveLength(3)
    const [width] = extent(model)
    expect(width).toBeGreaterThan(1000)
  })

  it('names the product and the row when a row cannot be modelled', () => {
    expect(() => productModel(product('Troughing roller', 'roller', roller), 1)).toThrow(/3D model of "Troughing roller", size row 2/)
  })

  it('draws a profile whose points repeat in a row (an edge of no length)', () => {
    const ring = [
      [0, 10],
      [5, 10],
      [5, 10],
      [5, 20],
      [0, 20],
    ] as const
    const solid = kernelSolid({
      shape: 'revolved',
      name: 'ring',
      material: 'steel',
      origin: [0, 0, 0],
      axis: [1, 0, 0],
      profile: ring.map(([u, r]) => [u, r] as const),
    })
    const [min, max] = solid.boundingBox.bounds
    expect(max[0] - min[0]).toBeCloseTo(5, 3)
    expect(max[1] - min[1]).toBeCloseTo(40, 3)
  })

  it('refuses a solid it cannot build rather than leaving it out', () => {
    const flat = {
      shape: 'revolved',
      name: 'shaft',
      material: 'steel',
      origin: [0, 0, 0],
      axis: [1, 0, 0],
      profile: [
        [0, 0],
        [10, 0],
      ],
    } as const
    expect(() => kernelSolid({ ...flat, profile: [...flat.profile] })).toThrow(/at least three profile points/)
  })
})
