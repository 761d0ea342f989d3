import { describe, expect, it } from 'vitest'
import type { PlacedSize } from '@/engineering/size-fits'
import { tensionBand, transitionDistance, transitionFactors, transitionFits, troughDepth } from '@/engineering/transition-distance'

const example = { beltMm: 1000, angle: 35, carcass: 'fabric', depth: 'full', tensionPercent: 70 } as const

describe('transition distance', () => {
  it('the worked example: 1000 mm fabric belt, 35 deg, 70 % of rated tension: 2.4 x 1000 = 2400 mm', () => {
    expect(transitionDistance(example)).toEqual({ band: '60-to-90', factor: 2.4, distance: 2400, conflicting: false })
  })

  it('a pulley raised half the trough depth: 1.2 x 1000 = 1200 mm', () => {
    expect(transitionDistance({ ...example, depth: 'half' }).distance).toBe(1200)
  })

  it('steel cord needs longer: 45 deg over 90 % is 8.0 x 1200 = 9600 mm', () => {
    expect(transitionDistance({ beltMm: 1200, angle: 45, carcass: 'steel-cord', depth: 'full', tensionPercent: 95 }).distance).toBeCloseTo(
      9600,
      9,
    )
  })

  it('uses the safe-side 2.8 where the public copies disagree (steel cord, 20 deg, under 60 %), and says so', () => {
    // 2.8 x 1000 = 2800 mm; the other copy's 2.0 would give 2000 mm.
    expect(transitionDistance({ beltMm: 1000, angle: 20, carcass: 'steel-cord', depth: 'full', tensionPercent: 50 })).toEqual({
      band: 'under-60',
      factor: 2.8,
      distance: 2800,
      conflicting: true,
    })
    expect(transitionDistance({ beltMm: 1000, angle: 20, carcass: 'steel-cord', depth: 'half', tensionPercent: 50 }).conflicting).toBe(
      false,
    )
  })

  it('holds the table as published: full depth fabric 1.8/1.6/1.2, 3.2/2.4/1.8, 4.0/3.2/2.4; half depth steel cord 2.0/1.6/1.0 ...', () => {
    const row = (depth: 'full' | 'half', carcass: 'fabric' | 'steel-cord', angle: 20 | 35 | 45) =>
      Object.values(transitionFactors[depth][carcass][angle])
    expect([row('full', 'fabric', 20), row('full', 'fabric', 35), row('full', 'fabric', 45)]).toEqual([
      [1.8, 1.6, 1.2],
      [3.2, 2.4, 1.8],
      [4.0, 3.2, 2.4],
    ])
    expect([row('full', 'steel-cord', 20), row('full', 'steel-cord', 35), row('full', 'steel-cord', 45)]).toEqual([
      [4.0, 3.2, 2.8],
      [6.8, 5.2, 3.6],
      [8.0, 6.4, 4.4],
    ])
    expect([row('half', 'fabric', 20), row('half', 'fabric', 35), row('half', 'fabric', 45)]).toEqual([
      [0.9, 0.8, 0.6],
      [1.6, 1.2, 0.9],
      [2.0, 1.6, 1.2],
    ])
    expect([row('half', 'steel-cord', 20), row('half', 'steel-cord', 35), row('half', 'steel-cord', 45)]).toEqual([
      [2.0, 1.6, 1.0],
      [3.4, 2.6, 1.8],
      [4.0, 3.2, 2.2],
    ])
  })

  it('puts 90 % and 60 % themselves in the middle band', () => {
    expect(tensionBand(90)).toBe('60-to-90')
    expect(tensionBand(90.1)).toBe('over-90')
    expect(tensionBand(60)).toBe('60-to-90')
    expect(tensionBand(59.9)).toBe('under-60')
  })

  it('refuses an angle the tables do not list and a tension outside 0-100 %', () => {
    expect(() => transitionDistance({ ...example, angle: 30 })).toThrow(/20, 35 and 45 deg troughs, not 30/)
    expect(() => transitionDistance({ ...example, tensionPercent: 0 })).toThrow(/above 0 and at most 100 %/)
    expect(() => transitionDistance({ ...example, tensionPercent: 120 })).toThrow(RangeError)
    expect(() => transitionDistance({ ...example, beltMm: -1 })).toThrow(/Belt width/)
  })
})

describe('trough depth', () => {
  it('a 1000 mm belt at 35 deg: 380 mm rolls, 380 x sin 35 = 218 mm', () => {
    // sin 35 deg = 0.57358; 380 x 0.57358 = 217.96 mm.
    const depth = troughDepth(1000, 35)
    expect(depth.rollLength).toBe(380)
    expect(depth.depth).toBeCloseTo(217.96, 2)
  })

  it('a 1200 mm belt at 45 deg: 465 x sin 45 = 328.8 mm', () => {
    // sin 45 deg = 0.707107; 465 x 0.707107 = 328.80 mm.
    expect(troughDepth(1200, 45).depth).toBeCloseTo(328.8, 2)
  })

  it('refuses a flat or vertical trough', () => {
    expect(() => troughDepth(1000, 0)).toThrow(/above 0 and below 90/)
    expect(() => troughDepth(1000, 90)).toThrow(RangeError)
  })
})

describe('our transition sets', () => {
  const base = {
    product: 'P',
    path: '/p',
    bearing: '6204',
    diameter: 108,
    share: 0.7,
    set: true,
    position: 'trough' as const,
    rolls: 3,
    angle: 0,
    length: 380,
    rotatingMass: 10,
  }
  const sizes: PlacedSize[] = [
    { ...base, slug: 'troughing', partNumber: 'T-20', belt: 1000, angle: 20 },
    { ...base, slug: 'transition-idler-conveyor', partNumber: 'TSI-10', belt: 1000, angle: 10 },
    { ...base, slug: 'transition-idler-conveyor', partNumber: 'TSI-20', belt: 1000, angle: 20 },
    { ...base, slug: 'troughing', partNumber: 'T-35', belt: 1000, angle: 35 },
    { ...base, slug: 'troughing', partNumber: 'W-20', belt: 1200, angle: 20 },
    // A two-roll V return at 10 deg: not a transition set.
    { ...base, slug: 'v-return', partNumber: 'V-10', belt: 1000, angle: 10, share: 0.5, returnRoll: true },
  ]

  it('lists 3-roll sets of the width below the trough angle, transition idlers first, steepest first', () => {
    expect(
      transitionFits(sizes, { beltMm: 1000, troughAngle: 35, transitionSlug: 'transition-idler-conveyor' }).map((s) => s.partNumber),
    ).toEqual(['TSI-20', 'TSI-10', 'T-20'])
    expect(
      transitionFits(sizes, { beltMm: 1000, troughAngle: 20, transitionSlug: 'transition-idler-conveyor' }).map((s) => s.partNumber),
    ).toEqual(['TSI-10'])
  })
})
