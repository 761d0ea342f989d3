import { makeCompound, type Shape3D } from 'replicad'
import { beforeAll, describe, expect, it } from 'vitest'
import type { IdlerSetSizes, PulleySizes, RollerSizes } from '@/engineering/size-rows'
import { rollShaftLength } from '@/engineering/shaft-layout'
import { loadKernel } from '@/models/kernel.server'
import type { ModelPart } from '@/models/model-parts'
import { productModel } from '@/models/product-model.server'
import { pulleyModelLength } from '@/models/pulley-solid.server'

const roller: RollerSizes = {
  type: 'roller',
  series: 'T',
  standard: 'din',
  position: 'trough',
  beltSpeeds: [2.5, 4],
  rows: [
    { d: 133, l: 465, shaft: 25, bearing: '6205', wall: 4.5 },
    // A 60 mm tube cannot take a housing round a 6205 (52 mm outside) inside 5 mm walls.
    { d: 60, l: 465, shaft: 25, bearing: '6205', wall: 5 },
  ],
}
const pulley: PulleySizes = {
  type: 'pulley',
  series: 'P',
  standard: 'gb',
  beltSpeeds: [2.5, 4],
  lagging: { kind: 'diamond', thickness: 12 },
  drive: true,
  rows: [{ d: 630, face: 1150, shaft: 100, bearing: '22220', wall: 12, belt: 1000 }],
}
const set: IdlerSetSizes = {
  type: 'idler-set',
  series: 'S',
  standard: 'din',
  beltSpeeds: [2.5, 4],
  rows: [{ belt: 1000, angle: 35, rolls: 3, d: 133, l: 380, shaft: 25, bearing: '6205', wall: 4.5, frameMass: 18 }],
}

const size = (parts: ModelPart<Shape3D>[]) => {
  const [min, max] = makeCompound(parts.map((part) => part.solid.clone())).boundingBox.bounds
  return max.map((value, axis) => value - (min[axis] as number))
}

describe('3D models of size rows', () => {
  beforeAll(() => loadKernel(), 60_000)

  it('builds a roll to its row: shaft length overall, tube diameter across', () => {
    const [length, height, depth] = size(productModel(roller, 0, { product: 'Troughing roller', partNumber: 'R-133' }))
    expect(length).toBeCloseTo(rollShaftLength(465, 25), 1)
    expect(height).toBeCloseTo(133, 1)
    expect(depth).toBeCloseTo(133, 1)
  })

  it('builds a lagged drive pulley: shell plus lagging across, journals and drive end along', () => {
    const parts = productModel(pulley, 0, { product: 'Drive pulley', partNumber: 'P-630' })
    expect(parts.map((part) => part.name)).toEqual(expect.arrayContaining(['shell', 'lagging', 'end disc left', 'hub right', 'shaft']))
    const [length, height] = size(parts)
    expect(length).toBeCloseTo(pulleyModelLength(pulley.rows[0]!, true), 1)
    expect(height).toBeCloseTo(630 + 2 * 12, 1)
  })

  it("places a set's three rolls on brackets over a base: wider than the belt, as deep as a roll", () => {
    const parts = productModel(set, 0, { product: 'Troughing set', partNumber: 'S-1000' })
    expect(parts.filter((part) => part.name.endsWith(' shell'))).toHaveLength(3)
    const [width, , depth] = size(parts)
    expect(width).toBeGreaterThan(1000)
    expect(depth).toBeCloseTo(133, 1)
  })

  it('stops on a row it cannot build, naming the product, the row and the part number', () => {
    expect(() => productModel(roller, 1, { product: 'Troughing roller', partNumber: 'R-60' })).toThrow(
      /3D model of "Troughing roller", size row 2 \(R-60\) cannot be built: the tube bore Ø50/,
    )
  })
})
