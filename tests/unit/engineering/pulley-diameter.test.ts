import { describe, expect, it } from 'vitest'
import {
  minimumPulleyDiameters,
  seriesAtLeast,
  steelCordCarcassThickness,
  tensionUtilisation,
  textileCarcassThickness,
} from '@/engineering/pulley-diameter'

describe('minimum pulley diameter (DIN 22101 method)', () => {
  it('reads the carcass thickness from the facts file and the line between its figures', () => {
    // EP400/4: 100 N/mm per ply, 0.8 mm each (the facts' EP100 figure): 3.2 mm.
    expect(textileCarcassThickness(400, 4)).toBeCloseTo(3.2, 10)
    // EP 800/4: 200 per ply, 0.8 + 100/300 = 1.1333 mm each: 4.533 mm.
    expect(textileCarcassThickness(800, 4)).toBeCloseTo(4.533, 3)
    expect(steelCordCarcassThickness(2000)).toBeCloseTo(5.85, 10)
    // Halfway between ST2000 (5.85) and ST3150 (8.0) by strength: 2575 -> 6.925 mm.
    expect(steelCordCarcassThickness(2575)).toBeCloseTo(6.925, 3)
  })

  it('raises C_Tr x thickness to the series and steps down by group and utilisation', () => {
    // EP 800/4: 108 x 4.533 = 489.6 mm -> 500 in the series.
    const high = minimumPulleyDiameters('EP', textileCarcassThickness(800, 4), 0.8)
    expect(high.base).toBeCloseTo(489.6, 1)
    expect(high.groups).toEqual({ A: 500, B: 400, C: 315 })
    // 40 % utilisation: one step down for group A.
    expect(minimumPulleyDiameters('EP', textileCarcassThickness(800, 4), 0.4).groups).toEqual({ A: 400, B: 315, C: 250 })
    // Never below the bottom of the series.
    expect(minimumPulleyDiameters('EP', 1, 0.1).groups).toEqual({ A: 200, B: 200, C: 200 })
    expect(seriesAtLeast(5000)).toBe(2000)
  })

  it('takes utilisation as tension over the working strength', () => {
    // EP 630 on a 1200 mm belt at a safety factor of 10: 630 x 1200 / 10 = 75.6 kN; 38 kN is 50 %.
    expect(tensionUtilisation(37.8, 1200, 630, 10)).toBeCloseTo(0.5, 10)
  })
})
