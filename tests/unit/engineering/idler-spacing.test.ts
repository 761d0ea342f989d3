import { describe, expect, it } from 'vitest'
import { maxSpacing, recommendedSpacing, sagRatio, setLoadAt, spacingFits, spacingRanges } from '@/engineering/idler-spacing'
import type { PlacedSize } from '@/engineering/size-fits'

// The page's worked example: qB 15 kg/m, 900 t/h at 2.5 m/s (qG = 900 / 9 = 100 kg/m), T 12 kN, sag 1.5 %.
describe('idler spacing from the allowed sag', () => {
  it('largest spacing: a = 8 T (h/a) / ((qB + qG) g)', () => {
    // 8 x 12,000 x 0.015 = 1440; (15 + 100) x 9.81 = 1128.15 N/m; 1440 / 1128.15 = 1.2764 m.
    expect(maxSpacing(12, 0.015, 15, 100)).toBeCloseTo(1.2764, 4)
  })

  it('sag at a spacing: h/a = a (qB + qG) g / (8 T), the inverse of the largest spacing', () => {
    // 1.2 x 1128.15 / 96,000 = 0.0141 (1.41 %); h = 0.0141 x 1.2 m = 16.9 mm.
    expect(sagRatio(1.2, 15, 100, 12)).toBeCloseTo(0.014102, 6)
    expect(sagRatio(maxSpacing(12, 0.015, 15, 100), 15, 100, 12)).toBeCloseTo(0.015, 12)
  })

  it('builds at 1.2 m: the sag limit (1.28 m) is below the 1.5 m top of the carrying range', () => {
    expect(recommendedSpacing(1.2764, 'carrying')).toEqual({ spacing: 1.2, bound: 'sag', belowRange: false })
  })

  it('caps at the top of the range when the sag allows more: 30 kN allows 3.19 m, build 1.5 m', () => {
    // 8 x 30,000 x 0.015 / 1128.15 = 3600 / 1128.15 = 3.191 m.
    const largest = maxSpacing(30, 0.015, 15, 100)
    expect(largest).toBeCloseTo(3.191, 3)
    expect(recommendedSpacing(largest, 'carrying')).toEqual({ spacing: 1.5, bound: 'range', belowRange: false })
    // The return belt alone, 15 kg/m at 12 kN and 2 %: 8 x 12,000 x 0.02 / (15 x 9.81) = 1920 / 147.15 = 13.05 m, capped at 3 m.
    expect(recommendedSpacing(maxSpacing(12, 0.02, 15, 0), 'return')).toEqual({ spacing: 3, bound: 'range', belowRange: false })
    // Under a chute the range tops out at 0.9 m.
    expect(recommendedSpacing(1.2764, 'impact')).toEqual({ spacing: 0.9, bound: 'range', belowRange: false })
  })

  it('flags a sag limit below the usual range: 6 kN allows 0.64 m on the carrying side', () => {
    // 8 x 6000 x 0.015 / 1128.15 = 720 / 1128.15 = 0.638 m; rounded down 0.6 m, below 1.0 m.
    expect(recommendedSpacing(maxSpacing(6, 0.015, 15, 100), 'carrying')).toEqual({ spacing: 0.6, bound: 'sag', belowRange: true })
  })

  it('rounds down, never up, without binary noise at a whole tenth', () => {
    expect(recommendedSpacing(1.2, 'carrying').spacing).toBe(1.2)
    expect(recommendedSpacing(1.19999, 'carrying').spacing).toBe(1.1)
  })

  it('load per set at the spacing: (qB + qG) g a', () => {
    // 1128.15 x 1.2 = 1353.78 N = 1.354 kN.
    expect(setLoadAt(1.2, 15, 100)).toBeCloseTo(1.35378, 5)
  })

  it('holds the rule-of-thumb ranges of the glossary', () => {
    expect(spacingRanges).toEqual({ carrying: [1, 1.5], return: [2, 3], impact: [0.6, 0.9] })
  })

  it('refuses a zero tension, a negative mass or a sag over 10 %', () => {
    expect(() => maxSpacing(0, 0.015, 15, 100)).toThrow(/Belt tension must be a number above 0/)
    expect(() => maxSpacing(12, 0.015, 15, -1)).toThrow(/Material mass must be 0 or more/)
    expect(() => maxSpacing(12, 0.2, 15, 100)).toThrow(/at most 10 %/)
    expect(() => sagRatio(0, 15, 100, 12)).toThrow(/Spacing/)
    expect(() => recommendedSpacing(Number.NaN, 'carrying')).toThrow(RangeError)
  })
})

describe('our sizes for the load at a spacing', () => {
  const base = {
    product: 'P',
    path: '/p',
    slug: 'p',
    bearing: '6204',
    position: 'trough' as const,
    rolls: 3,
    angle: 0,
    length: 380,
    rotatingMass: 10,
  }
  const sizes: PlacedSize[] = [
    { ...base, partNumber: 'SET', diameter: 133, share: 0.7, belt: 1200, set: true, angle: 35 },
    { ...base, partNumber: 'ROLL', diameter: 133, share: 1, belt: 1200, set: false },
    { ...base, partNumber: 'RETURN', diameter: 133, share: 1, belt: 1200, set: false, returnRoll: true },
    { ...base, partNumber: 'NARROW', diameter: 133, share: 0.7, belt: 800, set: true, angle: 35 },
    // A roll held to 0.5 kN by its own limit (a polymer shell).
    { ...base, partNumber: 'WEAK', diameter: 133, share: 1, belt: 1200, set: false, limit: 0.5 },
    // A roll listed for no belt width (a gravity roller): never an idler answer.
    { ...base, partNumber: 'ANY', diameter: 133, share: 1, set: false },
  ]

  it('keeps carrying sizes of the width that carry the load, weakest first', () => {
    // 6204 at 2.5 m/s on 133 mm: 359 rpm; two bearings carry well over 1.354 kN (set) and 0.948 kN (roll, 70 %).
    const fits = spacingFits(sizes, { beltMm: 1200, side: 'carrying', beltSpeed: 2.5, setLoad: 1.354 })
    expect(fits.map((f) => f.size.partNumber).sort()).toEqual(['ROLL', 'SET'])
    expect(fits[0]!.rating).toBeLessThanOrEqual(fits[1]!.rating)
  })

  it('keeps only return sizes on the return side', () => {
    expect(spacingFits(sizes, { beltMm: 1200, side: 'return', beltSpeed: 2.5, setLoad: 0.4 }).map((f) => f.size.partNumber)).toEqual([
      'RETURN',
    ])
  })
})
