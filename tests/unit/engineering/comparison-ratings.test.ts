import { describe, expect, it } from 'vitest'
import { comparisonBeltSpeed, comparisonRatings } from '@/engineering/catalogue-figures'
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
    const at = (d: number) => (2 * loadForLife(13.5, 30_000, (comparisonBeltSpeed * 60) / (Math.PI * d / 1000))) / 0.7
    expect(small).toBeCloseTo(at(108), 6)
    expect(large).toBeCloseTo(at(133), 6)
    expect(large!).toBeGreaterThan(small!)
  })

  it('never compares a CEMA set above its class rating', () => {
    const cema: IdlerSetSizes = { type: 'idler-set', series: 'CC', standard: 'cema-c', beltSpeeds: [4, 5], rows: [{ ...row, belt: 1524, d: 152.4 }] }
    // 650 lb = 2.891 kN; the 6204s give more than 30,000 h at that load at 2.5 m/s.
    expect(comparisonRatings(cema)[0]).toBeCloseTo(2.891, 3)
  })
})
