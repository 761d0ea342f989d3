import { describe, expect, it } from 'vitest'
import { cemaSetRating } from '@/engineering/catalogue-figures'
import {
  cemaClassChecks,
  cemaFits,
  cemaIdlerLife,
  cemaIdlerLoad,
  materialWeightPerFoot,
  misalignmentLoad,
  rollRpmImperial,
} from '@/engineering/cema-idler-life'
import type { PlacedSize } from '@/engineering/size-fits'
import { kNToLbf } from '@/engineering/units'

// The page's worked example: 36 in belt, Wb 9 lb/ft, Q 1,200 st/h, V 500 ft/min, K1 1.1, Si 4 ft, D 0.25 in, T 6,000 lb.
const example = { beltWeight: 9, capacity: 1200, beltSpeed: 500, lumpFactor: 1.1, spacing: 4, misalignment: 0.25, tension: 6000 }

describe('CEMA calculated idler load', () => {
  it('material weight: Wm = 2000 Q / (60 V), the 33.3 Q / V of the tables', () => {
    // 2000 x 1200 / (60 x 500) = 2,400,000 / 30,000 = 80 lb/ft; 33.33 x 1200 / 500 = 80.0.
    expect(materialWeightPerFoot(1200, 500)).toBeCloseTo(80, 10)
    expect(materialWeightPerFoot(1200, 500)).toBeCloseTo((33.333333 * 1200) / 500, 4)
  })

  it('misalignment load: IML = D x T / (6 x Si)', () => {
    // 0.25 x 6000 / (6 x 4) = 1500 / 24 = 62.5 lb.
    expect(misalignmentLoad(0.25, 6000, 4)).toBeCloseTo(62.5, 10)
    expect(misalignmentLoad(0, 6000, 4)).toBe(0)
  })

  it('the worked example: CIL = (9 + 80 x 1.1) x 4 + 62.5 = 450.5 lb', () => {
    // (9 + 88) x 4 = 388 lb of belt and material; + 62.5 lb IML = 450.5 lb.
    const load = cemaIdlerLoad(example)
    expect(load.materialWeight).toBeCloseTo(80, 10)
    expect(load.weightLoad).toBeCloseTo(388, 10)
    expect(load.misalignmentLoad).toBeCloseTo(62.5, 10)
    expect(load.load).toBeCloseTo(450.5, 10)
  })

  it('a return idler: no material, so CIL = Wb x Si + IML', () => {
    // 9 x 4 + 62.5 = 98.5 lb.
    expect(cemaIdlerLoad({ ...example, capacity: 0 }).load).toBeCloseTo(98.5, 10)
  })

  it('refuses figures outside their range with a reason', () => {
    expect(() => cemaIdlerLoad({ ...example, lumpFactor: 1.6 })).toThrow(/K1 runs from 1.0 to 1.5/)
    expect(() => cemaIdlerLoad({ ...example, lumpFactor: 0.9 })).toThrow(RangeError)
    expect(() => cemaIdlerLoad({ ...example, beltSpeed: 0 })).toThrow(/Belt speed must be a number above 0/)
    expect(() => cemaIdlerLoad({ ...example, spacing: -4 })).toThrow(/Idler spacing/)
    expect(() => cemaIdlerLoad({ ...example, beltWeight: Number.NaN })).toThrow(/Belt weight/)
    expect(() => cemaIdlerLoad({ ...example, capacity: -1 })).toThrow(/Capacity must be a number of 0 or more/)
  })
})

describe('CEMA class and L10 life', () => {
  it('picks C as the lightest class for 450.5 lb on a 36 in belt at 35 deg', () => {
    // B is interpolated between 410 (30 in) and 353 (48 in): 410 - 57 x 6/18 = 391 lb, too light; C is 900 lb up to 36 in.
    const checks = cemaClassChecks(914.4, 35, 450.5)
    expect(checks.map((c) => c.cemaClass)).toEqual(['B', 'C', 'D', 'E', 'F'])
    expect(checks[0]?.rating).toBeCloseTo(391, 6)
    expect(checks[0]?.carries).toBe(false)
    expect(checks[1]?.rating).toBeCloseTo(900, 6)
    expect(checks.find((c) => c.carries)?.cemaClass).toBe('C')
    // F starts at 42 in: no rating for a 36 in belt, never counted as carrying.
    expect(checks[4]).toMatchObject({ rating: undefined, carries: false })
  })

  it('reads the return table for a flat idler: C 36 in return is 200 lb', () => {
    const checks = cemaClassChecks(914.4, 0, 150)
    expect(checks[1]?.rating).toBeCloseTo(200, 6)
    expect(checks[1]?.carries).toBe(true)
  })

  it('reads the same ratings as the catalogue tables (cemaSetRating) at every class, width and angle', () => {
    for (const belt of [457, 610, 914, 1219, 1524, 1829, 2438]) {
      for (const angle of [0, 20, 35, 45] as const) {
        for (const check of cemaClassChecks(belt, angle, 0)) {
          const kN = cemaSetRating(check.cemaClass, { belt, angle, rolls: angle === 0 ? 1 : 3 })
          if (kN === undefined) expect(check.rating).toBeUndefined()
          else expect(check.rating).toBeCloseTo(kNToLbf(kN), 6)
        }
      }
    }
  })

  it('roll speed in inch units: 12 x 500 / (pi x 5) = 382 rpm', () => {
    // 6000 / 15.708 = 381.97 rpm.
    expect(rollRpmImperial(500, 5)).toBeCloseTo(381.97, 2)
  })

  it('the worked example: L10 = 30,000 x 7.973 x 1.309 x 0.75 = 234,836 h', () => {
    // K2 = (900 / 450.5)^3 = 1.99778^3 = 7.9734; K3 = 500 / 381.97 = 1.3090; K4 = 0.75.
    // 30,000 x 7.9734 x 1.3090 x 0.75 = 234,836 h.
    const life = cemaIdlerLife(900, 450.5, rollRpmImperial(500, 5), 0.75)
    expect(life.k2).toBeCloseTo(7.9734, 4)
    expect(life.k3).toBeCloseTo(1.309, 3)
    expect(life.k4).toBe(0.75)
    expect(life.hours).toBeCloseTo(234_836, 0)
  })

  it('at the rating, 500 rpm and no reduction, life is the 30,000 h basis; dirty and fair upkeep take it to 11,250 h', () => {
    expect(cemaIdlerLife(900, 900, 500, 1).hours).toBeCloseTo(30_000, 6)
    // 30,000 x 0.75 x 0.5 = 11,250 h.
    expect(cemaIdlerLife(900, 900, 500, 0.75 * 0.5).hours).toBeCloseTo(11_250, 6)
  })

  it('refuses a zero load, a zero speed or a K4 above 1', () => {
    expect(() => cemaIdlerLife(900, 0, 500, 1)).toThrow(/Idler load/)
    expect(() => cemaIdlerLife(900, 450, 0, 1)).toThrow(/Roll speed/)
    expect(() => cemaIdlerLife(900, 450, 500, 1.2)).toThrow(/K4 runs above 0 up to 1/)
  })
})

describe('our CEMA sizes for a duty', () => {
  const base = {
    product: 'P',
    path: '/p',
    slug: 'p',
    bearing: '6204',
    stainless: undefined,
    position: 'trough' as const,
    rolls: 3,
    angle: 0,
    length: 380,
    rotatingMass: 10,
  }
  const sizes: PlacedSize[] = [
    // A C set at 35 deg: limit 900 lb = 4.003 kN.
    { ...base, partNumber: 'C-35', diameter: 127, share: 0.7, belt: 914, set: true, angle: 35, cemaClass: 'C', limit: 4.0034 },
    { ...base, partNumber: 'C-20', diameter: 127, share: 0.7, belt: 914, set: true, angle: 20, cemaClass: 'C', limit: 4.0034 },
    // A C troughing roll: 70 % of 837 lb (the lowest of its angles) = 585.9 lb = 2.606 kN.
    { ...base, partNumber: 'C-roll', diameter: 127, share: 1, belt: 914, set: false, cemaClass: 'C', limit: 2.6062 },
    { ...base, partNumber: 'C-return', diameter: 127, share: 1, belt: 914, set: false, cemaClass: 'C', limit: 0.8896, returnRoll: true },
    { ...base, partNumber: 'C-48', diameter: 152.4, share: 0.7, belt: 1219, set: true, angle: 35, cemaClass: 'C', limit: 3.3094 },
    { ...base, partNumber: 'DIN', diameter: 133, share: 0.7, belt: 914, set: true, angle: 35 },
  ]

  it('keeps the sets of the width and angle and the rolls of the width whose rating covers CIL', () => {
    const fits = cemaFits(sizes, { beltMm: 914.4, angle: 35, load: 450.5, beltSpeedFpm: 500, k4: 0.75 })
    expect(fits.map((f) => f.size.partNumber)).toEqual(['C-roll', 'C-35'])
    // The roll as a centre roll: 2.6062 kN / 0.7 = 3.723 kN = 837 lb per set.
    expect(fits[0]?.rating).toBeCloseTo(837, 0)
    // The set's life at the duty is the worked example's 234,836 h.
    expect(fits[1]?.life).toBeCloseTo(234_836, -2)
  })

  it('on the return keeps only return rolls and sets, and none when the load is above their rating', () => {
    expect(cemaFits(sizes, { beltMm: 914.4, angle: 0, load: 150, beltSpeedFpm: 500, k4: 1 }).map((f) => f.size.partNumber)).toEqual([
      'C-return',
    ])
    expect(cemaFits(sizes, { beltMm: 914.4, angle: 0, load: 250, beltSpeedFpm: 500, k4: 1 })).toEqual([])
  })
})
