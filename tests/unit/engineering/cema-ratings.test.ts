import { describe, expect, it } from 'vitest'
import { catalogueFigures, cemaRollRating, type SizeFigures } from '@/engineering/catalogue-figures'
import { cemaRatingKn, cemaRatingPounds, nominalBeltInches } from '@/engineering/cema-ratings'
import type { IdlerSetSizes } from '@/engineering/size-rows'
import { cemaRatingBreaches, sizeRuleBreaches } from '@/engineering/size-rules'

describe('CEMA 502 class ratings', () => {
  it('C, 60 in, 35 deg is 650 lb, 2.89 kN', () => {
    // 650 lb x 4.448 N/lb = 2891 N.
    expect(cemaRatingPounds('C', 60, 35, 'troughing')).toBe(650)
    expect(cemaRatingKn('C', 60, 35, 'troughing')).toBeCloseTo(2.891, 3)
  })

  it('D, 24 in, 35 deg is 1,200 lb, 5.34 kN', () => {
    expect(cemaRatingPounds('D', 24, 35, 'troughing')).toBe(1200)
    expect(cemaRatingKn('D', 24, 35, 'troughing')).toBeCloseTo(5.338, 3)
  })

  it('reads the listed figures of the class table', () => {
    expect(cemaRatingPounds('B', 24, 45, 'troughing')).toBe(410)
    expect(cemaRatingPounds('B', 48, 45, 'troughing')).toBe(342)
    expect(cemaRatingPounds('C', 30, 20, 'troughing')).toBe(900)
    expect(cemaRatingPounds('C', 60, 45, 'troughing')).toBe(630)
    expect(cemaRatingPounds('C', 48, 35, 'troughing')).toBe(744)
    expect(cemaRatingPounds('C', 48, 0, 'return')).toBe(125)
    expect(cemaRatingPounds('D', 30, 0, 'return')).toBe(600)
  })

  it('interpolates between listed widths of one series: C 54 in 35 deg lies halfway between 744 and 650', () => {
    expect(cemaRatingPounds('C', 54, 35, 'troughing')).toBe(697)
  })

  it('keeps the angle order of the table where only the 35 deg series lists a width', () => {
    // C 45 deg from 900 (30 in) to 630 (60 in) gives 792 at 42 in, below the 35 deg 837: kept.
    expect(cemaRatingPounds('C', 42, 45, 'troughing')).toBeCloseTo(792, 6)
    // C 20 deg from 900 to 700 gives 867 at 36 in, below the 35 deg 900: raised to 900.
    expect(cemaRatingPounds('C', 36, 20, 'troughing')).toBe(900)
    // D 20 deg lists nothing past 30 in: the 35 deg 1,116 at 48 in stands in (a 20 deg set is rated no lower).
    expect(cemaRatingPounds('D', 48, 20, 'troughing')).toBe(1116)
  })

  it('gives no rating outside the listed widths or at an angle CEMA does not list', () => {
    expect(cemaRatingPounds('C', 54, 0, 'return')).toBeUndefined()
    expect(cemaRatingPounds('D', 72, 35, 'troughing')).toBeUndefined()
    expect(cemaRatingPounds('C', 36, 30, 'troughing')).toBeUndefined()
  })

  it('reads metric belts at their nominal inch width', () => {
    expect(nominalBeltInches(1524)).toBe(60)
    expect(nominalBeltInches(1067)).toBe(42)
  })

  it('rates a CEMA C troughing roll for a 48 in belt at 70 % of the lowest set rating: 0.7 x 738 lb', () => {
    // 45 deg at 48 in: 900 - 270 x 18/30 = 738 lb, under the 35 deg 744 lb; 0.7 x 738 = 516.6 lb = 2.298 kN.
    expect(cemaRollRating('C', 1219, 'trough')).toBeCloseTo((0.7 * 738 * 4.4482216) / 1000, 6)
  })
})

const cemaC: IdlerSetSizes = {
  type: 'idler-set',
  series: 'CCT',
  standard: 'cema-c',
  beltSpeeds: [2.5, 3.5],
  rows: [{ belt: 1524, angle: 35, rolls: 3, d: 152.4, l: 533, shaft: 20, bearing: '6204', wall: 4.7, frameMass: 34 }],
}

describe('the CEMA rating rule', () => {
  it('prints the class rating as the load rating of a CEMA set, with the bearing life beside it', () => {
    const [row] = catalogueFigures(cemaC)
    expect(row?.ratings).toEqual([])
    expect(row?.cema?.rating).toBeCloseTo(2.891, 3)
    // Centre roll 0.7 x 2.891 = 2.024 kN, 1.012 kN a bearing; 6204 C = 13.5 kN: (13.5 / 1.012)^3 = 2374 million revolutions;
    // at 3.5 m/s a 152.4 mm roll turns 438.6 rpm: 2374e6 / (60 x 438.6) = 90,200 h.
    expect(row?.cema?.lifeHours[1]).toBeCloseTo(90_200, -3)
    expect(sizeRuleBreaches(cemaC)).toEqual([])
  })

  it('fails a row that prints the old bearing rating of 4.67 kN (1,050 lb) for a 60 in, 35 deg C set', () => {
    const [row] = catalogueFigures(cemaC) as [SizeFigures]
    const bad: SizeFigures = { ...row, cema: undefined, ratings: [{ beltSpeed: 2.5, rpm: 313, load: 4.67 }] }
    const breaches = cemaRatingBreaches(cemaC, [bad])
    expect(breaches).toHaveLength(1)
    expect(breaches[0]?.rule).toBe('cema-rating')
    expect(breaches[0]?.message).toMatch(
      /prints 4\.67 kN \(1050 lb\), above the CEMA 502 class C rating of 2\.89 kN \(650 lb\) for a 1524 mm belt 35 deg set/,
    )
  })

  it('fails a row that prints a rating the class table does not give', () => {
    const wide: IdlerSetSizes = { ...cemaC, standard: 'cema-d', rows: [{ ...cemaC.rows[0]!, belt: 1829, shaft: 25, bearing: '6305' }] }
    const [row] = catalogueFigures(wide) as [SizeFigures]
    expect(row.cema?.rating).toBeUndefined()
    expect(cemaRatingBreaches(wide, [row])).toEqual([])
    const breaches = cemaRatingBreaches(wide, [{ ...row, ratings: [{ beltSpeed: 2.5, rpm: 313, load: 5 }] }])
    expect(breaches[0]?.message).toMatch(/CEMA 502 lists no class D rating for a 1829 mm belt/)
  })
})
