import { describe, expect, it } from 'vitest'
import { comparisonBeltSpeed, comparisonRatings, ratedSizeAt } from '@/engineering/catalogue-figures'
import { loadForLife } from '@/engineering/speed-and-life'
import type { IdlerSetSizes } from '@/engineering/size-rows'

const row = { belt: 1000, angle: 35, rolls: 3 as const, l: 380, shaft: 20, bearing: '6204', wall: 4, frameMass: 20 }

describe('ratings compared like with like', () => {
  it('rates every row at one belt speed, whatever speeds its product lists: a 133 mm set beats a 108 mm one', () => {
    const slow: IdlerSetSizes = { type: 'idler-set', series: 'AA', standard: 'din', beltSpeeds: [2, 2.5], rows: [{ ...row, d: 108 }] }
    const fast: IdlerSetSizes = { type: 'idler-set', series: 'BB', standard: 'din', beltSpeeds: [4, 5], rows: [{ ...row, d: 133 }] }
    const [small] = comparisonRatings(slow)
    const [large] = comparisonRatings(fast)
    // At 2.5 m/s: 108 mm turns 442 rpm, 133 mm 359 rpm; two 6204 (C 13.5 kN) for 30,000 h, centre roll 70 %.
    const at = (d: number) => (2 * loadForLife(13.5, 30_000, (comparisonBeltSpeed * 60) / ((Math.PI * d) / 1000))) / 0.7
    expect(small).toBeCloseTo(at(108), 6)
    expect(large).toBeCloseTo(at(133), 6)
    expect(large!).toBeGreaterThan(small!)
  })

  it('never compares a CEMA set above its class rating', () => {
    const cema: IdlerSetSizes = {
      type: 'idler-set',
      series: 'CC',
      standard: 'cema-c',
      beltSpeeds: [4, 5],
      rows: [{ ...row, belt: 1524, d: 152.4 }],
    }
    // 650 lb = 2.891 kN; the 6204s give more than 30,000 h at that load at 2.5 m/s.
    expect(comparisonRatings(cema)[0]).toBeCloseTo(2.891, 3)
  })
})

describe('the calculators rate a size on the basis its table prints', () => {
  const base = {
    partNumber: 'X',
    product: 'P',
    path: '/p',
    slug: 'p',
    bearing: '6204',
    share: 0.7,
    belt: 1524,
    set: true,
    position: 'trough' as const,
    rolls: 3,
    angle: 35,
    length: 570,
    rotatingMass: 20,
  }

  it('caps a CEMA set at its class rating and lets a return roll run past the troughed ceiling', () => {
    // 152.4 mm at 2.5 m/s turns 313.3 rpm: 563.9 million revolutions in 30,000 h; bearings alone carry 2 x 13.5 / 563.9^(1/3) / 0.7 = 4.67 kN
    // (the figure the CEMA C page used to print); the class C rating at 60 in is 2.89 kN.
    const cema = ratedSizeAt({ ...base, diameter: 152.4, limit: 2.891 }, 2.5)
    expect(cema.rating).toBeCloseTo(2.891, 3)
    expect(ratedSizeAt({ ...base, diameter: 152.4 }, 2.5).rating).toBeCloseTo(4.67, 2)
    // 89 mm at 4 m/s turns 858 rpm: over the ceiling for a troughing roll, not for a return roll.
    expect(ratedSizeAt({ ...base, diameter: 89, set: false, share: 1 }, 4).withinSpeed).toBe(false)
    expect(ratedSizeAt({ ...base, diameter: 89, set: false, share: 1, returnRoll: true }, 4).withinSpeed).toBe(true)
  })

  it('takes a stainless bearing at 80 % of its C', () => {
    const chrome = ratedSizeAt({ ...base, diameter: 108, set: false, share: 1 }, 2.5).rating
    expect(ratedSizeAt({ ...base, diameter: 108, set: false, share: 1, stainless: true }, 2.5).rating).toBeCloseTo(chrome * 0.8, 6)
  })
})
