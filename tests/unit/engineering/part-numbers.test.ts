import { describe, expect, it } from 'vitest'
import { decodePartNumber } from '@/engineering/part-number-reader'
import { partNumberOf, type SeriesEntry } from '@/engineering/part-numbers'
import type { IdlerSetSizes, PulleySizes, RollerSizes } from '@/engineering/size-rows'

const roller: RollerSizes = {
  type: 'roller',
  series: 'CR',
  standard: 'din',
  position: 'trough',
  beltSpeeds: [2, 3.15],
  rows: [{ d: 108, l: 465, shaft: 25, bearing: '6205', wall: 3.5, belt: 1200 }],
}
const impact: RollerSizes = {
  ...roller,
  series: 'IR',
  standard: 'gb',
  rows: [{ d: 89, outside: 133, l: 465, shaft: 20, bearing: '6204', wall: 3.5, belt: 1200 }],
}
const set: IdlerSetSizes = {
  type: 'idler-set',
  series: 'TI',
  standard: 'cema-c',
  beltSpeeds: [2.5, 3.5],
  rows: [{ belt: 1200, angle: 35, rolls: 3, d: 127, l: 465, shaft: 20, bearing: '6204', wall: 4, frameMass: 22 }],
}
const pulley: PulleySizes = {
  type: 'pulley',
  series: 'DP',
  standard: 'gb',
  beltSpeeds: [2.5, 4],
  lagging: { kind: 'diamond', thickness: 12 },
  rows: [{ d: 800, face: 1400, shaft: 110, bearing: '22222', wall: 16, belt: 1200 }],
}

const tapered: RollerSizes = {
  ...roller,
  series: 'TPR',
  standard: 'own',
  position: 'any',
  rows: [{ d: 60, end: 90, l: 500, shaft: 15, bearing: '6202', wall: 1.5 }],
}

const series = new Map<string, SeriesEntry>([
  ['TPR', { type: 'roller', product: 'Tapered Conveyor Roller' }],
  ['CR', { type: 'roller', product: 'Belt Conveyor Roller' }],
  ['IR', { type: 'roller', product: 'Rubber Impact Roller' }],
  ['TI', { type: 'idler-set', product: 'CEMA C Troughing Idler' }],
  ['DP', { type: 'pulley', product: 'Drive Pulley' }],
  ['BH', { type: 'part', part: 'housing', product: 'Stamped Bearing Housing' }],
  ['RM', { type: 'machine', product: 'Roller Production Line' }],
])

describe('part numbers', () => {
  it('encode family, standard, size, bearing and options in a code a person can read', () => {
    // Shaft length: shell plus a stub of max(14, 0.9 d) at each end: 465 + 2 x 23 = 511 mm; 465 + 2 x 18 = 501 mm.
    expect(partNumberOf(roller, roller.rows[0]!)).toBe('CR-D-108x3.5x465-6205-S25x511F')
    expect(partNumberOf(impact, impact.rows[0]!)).toBe('IR-G-89/133x3.5x465-6204-S20x501F')
    expect(partNumberOf(set, set.rows[0]!)).toBe('TI-CC-1200x35x3-127-6204')
    // Hub seat 20 mm over the 110 mm journal.
    expect(partNumberOf(pulley, pulley.rows[0]!)).toBe('DP-G-800x1400-S110/130-22222-D12')
    expect(partNumberOf({ ...pulley, crown: 'trapezoidal' }, pulley.rows[0]!)).toBe('DP-G-800x1400-S110/130-22222-CR-D12')
    // 500 + 2 x 14 (the shortest stub) = 528 mm.
    expect(partNumberOf(tapered, tapered.rows[0]!)).toBe('TPR-X-60T90x1.5x500-6202-S15x528F')
  })

  it("read a tapered roll's two diameters", () => {
    expect(decodePartNumber('TPR-X-60T90x1.5x500-6202-S15x528F', series)).toMatchObject({
      ok: true,
      short: false,
      fields: { d: 60, end: 90, wall: 1.5, l: 500, bearing: '6202', shaft: 15, shaftLength: 528 },
    })
  })

  it("read a roll's wall, shaft and shaft end, and a pulley's shaft and crown", () => {
    const roll = decodePartNumber('CR-D-108x3.5x465-6205-S25x511F', series)
    expect(roll.segments.map((s) => s.meaning).slice(2)).toEqual([
      'roll diameter 108 mm, wall 3.5 mm, shell length 465 mm',
      'bearing 6205 (25 x 52 x 15 mm), on a 25 mm shaft',
      'shaft 25 mm, 511 mm overall, milled flats at both ends',
    ])
    const crowned = decodePartNumber('DP-G-800x1400-S110/130-22222-CR-D12', series)
    expect(crowned).toMatchObject({ ok: true, short: false, fields: { shaft: 110, hub: 130, crown: 'trapezoidal', lagging: 'diamond 12' } })
    // The older, shorter forms still read, marked short so the catalogue finds the full code.
    expect(decodePartNumber('CR-D-108x465-6205', series)).toMatchObject({
      ok: true,
      short: true,
      fields: { d: 108, l: 465, bearing: '6205' },
    })
    expect(decodePartNumber('DP-G-800x1400-22222-D12', series)).toMatchObject({ ok: true, short: true })
    expect(decodePartNumber('CR-D-108x3.5x465-6205-S25x511Q', series)).toMatchObject({
      ok: false,
      segment: 5,
      error: expect.stringMatching(/not a shaft end we list/),
    })
    expect(decodePartNumber('DP-G-800x1400-S110-22222', series)).toMatchObject({
      ok: false,
      segment: 4,
      error: expect.stringMatching(/S100\/120/),
    })
  })

  it('decode segment by segment, in words', () => {
    const result = decodePartNumber('TI-CC-1200x35x3-127-6204', series)
    expect(result.ok).toBe(true)
    expect(result.segments.map((s) => s.meaning)).toEqual([
      'series TI: CEMA C Troughing Idler',
      'built to CEMA 502 class C',
      '1200 mm belt, 35° trough, 3 rolls',
      'roll diameter 127 mm',
      'bearing 6204 (20 x 47 x 14 mm), on a 20 mm shaft',
    ])
    const pulley = decodePartNumber('dp-g-800x1400-22222-d12', series)
    expect(pulley).toMatchObject({ ok: true, fields: { d: 800, face: 1400, bearing: '22222', lagging: 'diamond 12' } })
    expect(pulley.segments[1]?.meaning).toBe('built to GB/T 988')
    expect(decodePartNumber('BH-G-89-6204', series)).toMatchObject({ ok: true, fields: { tube: 89, bearing: '6204' } })
    expect(decodePartNumber('RM-CT219', series)).toMatchObject({ ok: true, fields: { model: 'CT219' } })
  })

  it('name the segment that is wrong', () => {
    expect(decodePartNumber('XX-D-108x465-6205', series)).toMatchObject({
      ok: false,
      segment: 1,
      text: 'XX',
      error: 'no product series is called XX',
    })
    expect(decodePartNumber('CR-Q-108x465-6205', series)).toMatchObject({ ok: false, segment: 2, text: 'Q' })
    expect(decodePartNumber('CR-D-108-6205', series)).toMatchObject({
      ok: false,
      segment: 3,
      error: expect.stringMatching(/diameter x wall x shell length/),
    })
    expect(decodePartNumber('CR-D-108x465-6299', series)).toMatchObject({ ok: false, segment: 4, error: '6299 is not a bearing we fit' })
    expect(decodePartNumber('CR-D-108x465', series)).toMatchObject({
      ok: false,
      segment: 4,
      error: expect.stringMatching(/bearing is missing/),
    })
    expect(decodePartNumber('CR-D-108x465-6205-ZZ', series)).toMatchObject({
      ok: false,
      segment: 5,
      error: expect.stringMatching(/the shaft reads/),
    })
    expect(decodePartNumber('CR-D-108x3.5x465-6205-S25x511F-ZZ', series)).toMatchObject({
      ok: false,
      segment: 6,
      error: expect.stringMatching(/nothing follows/),
    })
    expect(decodePartNumber('DP-G-800x1400-22222-Q9', series)).toMatchObject({
      ok: false,
      segment: 5,
      error: expect.stringMatching(/lagging letter/),
    })
  })
})
