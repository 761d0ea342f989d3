import { describe, expect, it } from 'vitest'
import { catalogueFigures, pulleyShaftOf, type SizeFigures } from '@/engineering/catalogue-figures'
import { effectiveTensionShare, shaftLimits, shaftResponse } from '@/engineering/pulley-shaft'
import type { PulleySizes } from '@/engineering/size-rows'
import { pulleyRatingBreaches, sizeRuleBreaches } from '@/engineering/size-rules'

// The crowned pulley's largest row, CRP-G-1000x1150-22220: 100 mm journal, 120 mm through the hubs,
// 1150 mm face, 22220 bearings (46 mm wide), bearing centres 1150 + 2 x (60 + 2 x 46) = 1454 mm.
const crowned: PulleySizes = {
  type: 'pulley',
  series: 'CRP',
  standard: 'gb',
  beltSpeeds: [2, 3.15],
  rows: [{ d: 1000, face: 1150, shaft: 100, bearing: '22220', wall: 16, belt: 1000 }],
}

describe('pulley shaft: stress and slope (simply supported shaft, two equal hub loads)', () => {
  const shaft = pulleyShaftOf(crowned, crowned.rows[0]!)

  it('lays the shaft out as the drawings do', () => {
    expect(shaft).toEqual({ journal: 100, hub: 120, span: 1454, hubSpan: 1150 })
  })

  it('at the old 238.9 kN rating the journal sees 185 MPa and the hub slopes 16.8 arc-minutes', () => {
    // By hand. Each hub takes P = F/2 = 119.45 kN at a = (1454 - 1150) / 2 = 152 mm from its bearing.
    // M = P a = 119,450 N x 152 mm = 18.156e6 N mm.
    // Journal: sigma = 32 M / (pi d^3) = 32 x 18.156e6 / (pi x 100^3) = 184.9 MPa.
    // Hub: 32 x 18.156e6 / (pi x 120^3) = 107.0 MPa.
    // Slope at the hub (Gere and Goodno, Mechanics of Materials, App. G: simply supported beam with two equal
    // loads P at a from each end; slope under a load) theta = P a (L - 2a) / (2 E I),
    // I = pi d^4 / 64 = pi x 120^4 / 64 = 10.179e6 mm4, E = 210,000 MPa:
    // theta = 119,450 x 152 x 1150 / (2 x 210,000 x 10.179e6) = 4.884e-3 rad = 16.8 arc-minutes.
    const response = shaftResponse(shaft, 238.9)
    expect(response.journal).toBeCloseTo(184.9, 1)
    expect(response.hub).toBeCloseTo(107.0, 1)
    expect(response.slopeMinutes).toBeCloseTo(16.79, 1)
  })

  it('limits: 90.4 kN by journal stress (70 MPa), 156.3 kN by hub stress, 113.8 kN by hub slope (8 arc-minutes)', () => {
    // Journal: P = 70 x pi x 100^3 / (32 x 152) = 45,212 N, F = 2P = 90.42 kN.
    // Hub: P = 70 x pi x 120^3 / (32 x 152) = 78,126 N, F = 156.25 kN.
    // Slope: 8' = 2.3271e-3 rad; P = 2 E I theta / (a (L - 2a)) = 2 x 210,000 x 10.179e6 x 2.3271e-3 / (152 x 1150) = 56,915 N, F = 113.83 kN.
    const limits = shaftLimits(shaft)
    expect(limits['journal-stress']).toBeCloseTo(90.42, 1)
    expect(limits['hub-stress']).toBeCloseTo(156.25, 1)
    expect(limits['hub-slope']).toBeCloseTo(113.83, 1)
  })

  it('the row prints the smallest limit and names it', () => {
    const [row] = catalogueFigures(crowned) as [SizeFigures]
    // Bearings alone (22220, C 425 kN, L10 30,000 h at 2 m/s on a 1000 mm shell, 38.2 rpm) would carry far more.
    expect(row.ratings.map((r) => Number(r.load.toFixed(1)))).toEqual([90.4, 90.4])
    expect(row.ratings[0]?.governing).toBe('shaft stress at the journal')
    expect(row.details).toContainEqual({ label: 'Rating limited by', value: 'shaft stress at the journal' })
    expect(sizeRuleBreaches(crowned)).toEqual([])
  })

  it('the rule fails a row printing the old bearing-only 238.9 kN, naming the stress and slope limits it exceeds', () => {
    const [row] = catalogueFigures(crowned) as [SizeFigures]
    const bad: SizeFigures = { ...row, ratings: [{ beltSpeed: 2, rpm: 38.2, load: 238.9 }] }
    const breaches = pulleyRatingBreaches(crowned, [bad])
    expect(breaches).toHaveLength(1)
    expect(breaches[0]?.rule).toBe('pulley-shaft')
    expect(breaches[0]?.message).toBe(
      'prints 238.9 kN, above the shaft stress at the journal limit of 90.4 kN and the shaft stress at the hub limit of 156.3 kN and the shaft slope at the hub limit of 113.8 kN',
    )
  })

  it('a drive pulley adds the drive torque: DP 800 x 1400 with 12 mm rubber lagging is held to 35.4 kN', () => {
    // mu 0.35, 180 deg wrap: T1/T2 = e^(0.35 pi) = 3.003; (T1 - T2) / (T1 + T2) = 2.0028 / 4.0028 = 0.5004.
    // Per kN of resultant: P = 500 N, a = (1704 - 1400) / 2 = 152 mm, M = 76,000 N mm;
    // T = 0.5004 x 1000 N x 824 / 2 mm = 206,140 N mm; sqrt(M^2 + 0.75 T^2) = 194,030 N mm;
    // sigma = 32 x 194,030 / (pi x 100^3) = 1.976 MPa per kN, so 70 MPa allows 35.4 kN.
    expect(effectiveTensionShare(0.35)).toBeCloseTo(0.5004, 4)
    const drive: PulleySizes = {
      ...crowned,
      drive: true,
      lagging: { kind: 'diamond', thickness: 12 },
      rows: [{ d: 800, face: 1400, shaft: 100, bearing: '22220', wall: 16, belt: 1200 }],
    }
    expect(shaftLimits(pulleyShaftOf(drive, drive.rows[0]!))['journal-stress']).toBeCloseTo(35.42, 1)
    // The torque it is built for: 35.42 kN x 206.14 mm = 7.3 kNm.
    expect(catalogueFigures(drive)[0]?.details).toContainEqual({ label: 'Drive torque built for', value: '7.3 kNm' })
  })
})
