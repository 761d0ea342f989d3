import { describe, expect, it } from 'vitest'
import { bearingOf } from '@/engineering/bearings'
import { pulleyBearingCentres } from '@/engineering/catalogue-figures'
import { rollShaftLength } from '@/engineering/shaft-layout'
import type { IdlerSetSizes, PulleySizes, RollerSizes } from '@/engineering/size-rows'
import { idlerSetGeometry } from '@/geometry/idler-set'
import type { ProductGeometry, RevolvedSolid, Solid } from '@/geometry/model'
import { productGeometry, requireSizeRows } from '@/geometry/product-geometry'
import { pulleyGeometry } from '@/geometry/pulley'
import { rollGeometry } from '@/geometry/roll'

/** A solid's extent along the x axis (a revolved solid on the x axis: its profile's u range). */
function axialSpan(solid: Solid | undefined): number {
  const profile = (solid as RevolvedSolid).profile
  const us = profile.map(([u]) => u)
  return Math.max(...us) - Math.min(...us)
}

const solidNamed = (geometry: ProductGeometry, name: RegExp) => geometry.solids.find((s) => name.test(s.name))
const lettered = (geometry: ProductGeometry) => Object.fromEntries(geometry.dimensions.flatMap((d) => (d.letter ? [[d.letter, d.mm]] : [])))

const roller: RollerSizes = {
  type: 'roller',
  series: 'TR',
  standard: 'din',
  position: 'trough',
  beltSpeeds: [2.5, 4],
  rows: [{ d: 108, l: 380, shaft: 25, bearing: '6205', wall: 3.5, belt: 1000 }],
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

describe('roll geometry', () => {
  const row = roller.rows[0] as RollerSizes['rows'][number]
  const geometry = rollGeometry(roller, row)

  it('letters its dimensions as the size table does, at the row figures', () => {
    expect(lettered(geometry)).toEqual({ A: 380, B: rollShaftLength(380, 25), C: 108, D: 25 })
  })

  it('builds the shell and the shaft to the lengths it letters', () => {
    expect(axialSpan(solidNamed(geometry, /shell$/))).toBeCloseTo(380, 6)
    expect(axialSpan(solidNamed(geometry, /shaft$/))).toBeCloseTo(rollShaftLength(380, 25), 6)
  })

  it('seats the bearing of the row, sized from the bearing table', () => {
    const bearing = solidNamed(geometry, /left bearing 6205/) as RevolvedSolid
    const radii = bearing.profile.map(([, r]) => r)
    expect(Math.max(...radii) * 2).toBe(bearingOf('6205').outside)
    expect(axialSpan(bearing)).toBe(bearingOf('6205').width)
  })

  it('covers an impact roll with rings no longer than its shell', () => {
    const impact = rollGeometry({ ...roller, covering: { material: 'rubber', fill: 0.7 } }, { ...row, d: 89, outside: 133 }, 'impact')
    const rings = impact.solids.filter((s) => / ring \d+$/.test(s.name)) as RevolvedSolid[]
    expect(rings.length).toBeGreaterThan(2)
    const us = rings.flatMap((s) => s.profile.map(([u]) => u))
    expect(Math.max(...us) - Math.min(...us)).toBeLessThanOrEqual(380)
    expect(lettered(impact)).toMatchObject({ C: 133, E: 89 })
  })
})

describe('idler set geometry', () => {
  const geometry = idlerSetGeometry(set, set.rows[0] as IdlerSetSizes['rows'][number])

  it('places three rolls, the wings at the trough angle', () => {
    const shells = geometry.solids.filter((s) => /^roll \d shell$/.test(s.name)) as RevolvedSolid[]
    expect(shells).toHaveLength(3)
    const slopes = shells.map((s) => Math.round((Math.atan2(s.axis[1], s.axis[0]) * 180) / Math.PI)).sort((a, b) => a - b)
    expect(slopes).toEqual([-35, 0, 35])
  })

  it('letters roll length, roll diameter and shaft, and gives the belt width for reference', () => {
    expect(lettered(geometry)).toEqual({ A: 380, B: 108, C: 25 })
    expect(geometry.dimensions.find((d) => d.label === 'Belt width')?.mm).toBe(1000)
  })

  it('stands on a base channel with a bracket at each shaft end', () => {
    expect(solidNamed(geometry, /^base channel$/)).toBeDefined()
    expect(geometry.solids.filter((s) => /^bracket /.test(s.name))).toHaveLength(4)
  })

  it('hangs a flat return set from drop brackets', () => {
    const flat = idlerSetGeometry(set, { ...(set.rows[0] as IdlerSetSizes['rows'][number]), angle: 0, rolls: 1, l: 1150 }, 'return')
    expect(solidNamed(flat, /^base channel$/)).toBeUndefined()
    expect(flat.solids.filter((s) => /^drop bracket /.test(s.name))).toHaveLength(2)
  })
})

describe('pulley geometry', () => {
  const row = pulley.rows[0] as PulleySizes['rows'][number]
  const geometry = pulleyGeometry(pulley, row)
  const centres = pulleyBearingCentres(1150, bearingOf('22220'))

  it('letters face, shell, bearing centres and journal as its table', () => {
    expect(lettered(geometry)).toEqual({ A: 1150, B: 500, C: centres, D: 100 })
  })

  it('runs its shaft 100 mm past each bearing centre, with the lagging over the face', () => {
    expect(axialSpan(solidNamed(geometry, /^shaft$/))).toBe(centres + 200)
    const lagging = solidNamed(geometry, /lagging$/) as RevolvedSolid
    expect(Math.max(...lagging.profile.map(([, r]) => r))).toBe(260)
  })
})

describe('products the geometry models', () => {
  const drawing = { kind: 'pulley' as const }

  it('models a product from its lead row', () => {
    expect(productGeometry({ name: 'Bend Pulley', drawing, sizes: pulley })?.model).toBe('pulley')
  })

  it('names every modelled product without size rows', () => {
    const products = [
      { name: 'Bend Pulley', drawing, sizes: pulley },
      { name: 'Plain Pulley', drawing },
      { name: 'Odd Roller', drawing: { kind: 'roller' as const } },
    ]
    expect(() => requireSizeRows(products)).toThrow(/Plain Pulley \(pulley\), Odd Roller \(roller\)/)
    expect(() => productGeometry({ name: 'Plain Pulley', drawing })).toThrow(/Plain Pulley: drawn as pulley/)
  })

  it('refuses size rows of the wrong kind', () => {
    expect(() => productGeometry({ name: 'Odd Set', drawing: { kind: 'v-return-idler' }, sizes: roller })).toThrow(
      /needs idler-set size rows, not roller/,
    )
  })

  it('leaves parts, components and machines to their own drawings for now', () => {
    expect(productGeometry({ name: 'Seal', drawing: { kind: 'seal' } })).toBeUndefined()
  })
})
