import { describe, expect, it } from 'vitest'
import { catalogueFigures } from '@/engineering/catalogue-figures'
import type { IdlerSetSizes } from '@/engineering/size-rows'
import { sizeRuleBreaches } from '@/engineering/size-rules'

/** An impact set range on two cores: 89 mm tubes under 133 mm rings, 108 mm tubes under 159 mm rings. */
const impactSets = (beltSpeeds: [number, number]): IdlerSetSizes => ({
  type: 'idler-set',
  series: 'ZZT',
  standard: 'gb',
  beltSpeeds,
  covering: { material: 'rubber', fill: 0.7 },
  rows: [
    { belt: 800, angle: 35, rolls: 3, d: 89, outside: 133, l: 315, shaft: 25, bearing: '6205', wall: 4, frameMass: 20 },
    { belt: 1200, angle: 35, rolls: 3, d: 108, outside: 159, l: 465, shaft: 30, bearing: '6306', wall: 4.5, frameMass: 32 },
  ],
})

describe('an idler set row with its own outside diameter', () => {
  it('is checked for roll speed over its rings, not over its core tube', () => {
    // 4.5 m/s: the 89 mm core alone would turn at 966 rpm; 133 mm over the rings turns at 646 rpm.
    expect(sizeRuleBreaches(impactSets([3.5, 4.5]))).toEqual([])
    // 6 m/s: 133 mm turns at 862 rpm, over the 750 rpm limit; 159 mm at 721 rpm stays within it.
    const breaches = sizeRuleBreaches(impactSets([3.5, 6]))
    expect(breaches.map((b) => [b.row, b.rule])).toEqual([[1, 'roll-speed']])
  })

  it('gives each row its own speed limit and the mass of its own rings', () => {
    const [small, large] = catalogueFigures(impactSets([2.5, 3.5]))
    // 750 rpm x pi x D / 60: 5.22 m/s over 133 mm, 6.24 m/s over 159 mm (rounded down).
    expect(small?.maxBeltSpeed).toBe(5.2)
    expect(large?.maxBeltSpeed).toBe(6.2)
    expect(small?.dimensions.find((d) => d.label === 'Roll diameter')?.mm).toBe(133)
    expect(large?.dimensions.find((d) => d.label === 'Roll diameter')?.mm).toBe(159)
    const bare = catalogueFigures({ ...impactSets([2.5, 3.5]), covering: undefined })
    // Rubber rings add mass to each of the three rolls over the bare set.
    expect(small!.mass).toBeGreaterThan(bare[0]!.mass + 3)
  })
})
