import { describe, expect, it } from 'vitest'
import { loadContent, type Product } from '@/content/content-store.server'
import { conversionMismatches, rollRpm, rollSpeedMismatches, rpmTableMismatches, yearsAfterDate } from '../support/figure-checks'

const content = loadContent()

function productText(product: Product): string {
  return [
    product.name,
    product.summary,
    product.overview,
    ...product.features,
    ...product.specs.map((row) => `${row.label}: ${row.value}.`),
    ...product.applications,
    ...product.customisation,
    ...product.faq.flatMap((item) => [item.q, item.a]),
  ].join('\n')
}
const records = [
  ...content.products.map((p) => ({ id: p.path, text: productText(p) })),
  ...content.knowledge.map((a) => ({ id: a.path, text: `${a.meta.title}\n${a.meta.summary}\n${a.markdown}` })),
]

describe('unit conversions written as "N mm (M in)"', () => {
  it('accepts catalogue rounding and finds a wrong bracketed figure', () => {
    expect(
      conversionMismatches('Rolls of 6 in (152 mm) and 7 in (177 mm); walls 1/8, 5/32 in (3.1, 3.9 mm); belts 36-96 in (914-2438 mm)'),
    ).toEqual([])
    expect(
      conversionMismatches('B 4 or 5 in (101, 127 mm); C 4, 5 or 6 in (101-152 mm); 500-2000 mm (20-79 in); 1220 mm (4 ft); 23 kg (51 lb)'),
    ).toEqual([])
    expect(conversionMismatches('Belt width 500-2000 mm (18-72 in).')).toHaveLength(2)
    expect(conversionMismatches('A 7 in (190 mm) roll')).toEqual(['"7 in (190 mm)": 7 in is 177.8 mm, not 190'])
    expect(conversionMismatches('Tube wall 1/4 in (7.3 mm)')).toHaveLength(1)
  })

  it('holds in every product and knowledge article', () => {
    expect(records.flatMap((r) => conversionMismatches(r.text).map((problem) => `${r.id}: ${problem}`))).toEqual([])
  })
})

describe('roll speed against diameter and belt speed', () => {
  it('computes rpm = 60 v / (pi D)', () => {
    expect(Math.round(rollRpm(5, 133))).toBe(718)
    expect(Math.round(rollRpm(2.5, 89))).toBe(536)
  })

  it('pairs each rpm figure with the roll written beside it, in prose and in spec rows', () => {
    expect(rollSpeedMismatches('At 5 m/s a 133 mm roll runs at about 718 rpm and a 159 mm roll at about 601 rpm.')).toEqual([])
    expect(rollSpeedMismatches('Roll speed at 5 m/s: 718 rpm (133), 601 rpm (159), 492 rpm (194).')).toEqual([])
    expect(rollSpeedMismatches('At 6 m/s a 133 mm roll runs at about 720 rpm.')).toHaveLength(1)
    expect(rollSpeedMismatches('Roll speed at 5 m/s: 718 rpm (133), 650 rpm (159).')).toHaveLength(1)
    // Two belt speeds in one sentence: which rpm belongs to which cannot be told, so nothing is claimed.
    expect(rollSpeedMismatches('From 2.5 to 3.5 m/s its 108 mm rolls go from 442 to 619 rpm.')).toEqual([])
  })

  it('checks rpm tables with speeds across and diameters down, or the other way round', () => {
    const byDiameter = 'Roll speed in rpm:\n\n| Ø (mm) | 2.5 m/s | 4.0 m/s |\n|---|---|---|\n| 133 | 359 | 574 |\n| 159 | 300 | 520 |\n'
    expect(rpmTableMismatches(byDiameter)).toEqual([
      '520 rpm for 159 mm at 4 m/s (60 v / (pi D) gives 480 rpm) in the table under "Ø (mm) | 2.5 m/s | 4.0 m/s"',
    ])
    const bySpeed =
      'Roll rpm:\n\n| Belt speed | 89 mm | 108 mm |\n|---|---|---|\n| 1.0 m/s | 215 rpm | 177 rpm |\n| 2.5 m/s | 536 rpm | 470 rpm |\n'
    expect(rpmTableMismatches(bySpeed)).toHaveLength(1)
    // A table of capacities by belt width and speed says nothing about rpm and is left alone.
    expect(rpmTableMismatches('| Belt width | 2.5 m/s |\n|---|---|\n| 800 mm | 720 |\n')).toEqual([])
  })

  it('holds in every product and knowledge article', () => {
    expect(
      records.flatMap((r) => [...rollSpeedMismatches(r.text), ...rpmTableMismatches(r.text)].map((problem) => `${r.id}: ${problem}`)),
    ).toEqual([])
  })
})

describe('dates against events', () => {
  it('finds a year cited after the article date, but not sizes, designations or plans', () => {
    expect(yearsAfterDate('JIS B 8803 was confirmed in 2017.', '2016-03-01')).toHaveLength(1)
    expect(yearsAfterDate('JIS B 8803 was confirmed in 2017.', '2017-03-01')).toEqual([])
    expect(yearsAfterDate('A 2000 mm belt on ST2000 cord, 2400 mm wide.', '1999-01-01')).toEqual([])
    expect(yearsAfterDate('All terminals move to Tuas from 2027. The mine plans to start in 2025.', '2024-01-01')).toEqual([])
  })

  it('finds no knowledge article citing a year after its own date', () => {
    expect(
      content.knowledge.flatMap((a) => yearsAfterDate(`${a.meta.summary}\n${a.markdown}`, a.meta.date).map((p) => `${a.path}: ${p}`)),
    ).toEqual([])
  })
})
