import { describe, expect, it } from 'vitest'
import { catalogueFigures, type SizeFigures } from '@/engineering/catalogue-figures'
import { mouldedHousingMass } from '@/engineering/masses'
import { polymerGrades, polymerShellLimit } from '@/engineering/polymer-shell'
import type { RollerSizes } from '@/engineering/size-rows'

const hdpe: RollerSizes = {
  type: 'roller',
  series: 'HDR',
  standard: 'din',
  position: 'flat',
  beltSpeeds: [2.5, 3.15],
  shell: 'hdpe',
  rows: [
    { d: 108, l: 950, shaft: 20, bearing: '6204', wall: 9, belt: 800 },
    { d: 89, l: 250, shaft: 20, bearing: '6204', wall: 8, belt: 650, position: 'trough' },
  ],
}

describe('polymer-shell rolls', () => {
  it('a 108 x 9 HDPE shell 950 mm long carries 2.16 kN at 4 MPa', () => {
    // By hand: Z = pi (108^4 - 90^4) / (32 x 108) = pi x 70,438,896 / 3456 = 64,030 mm3;
    // load spread along the shell, M = F L / 8, so F = 8 x 4 MPa x 64,030 / 950 = 2,157 N.
    expect(polymerShellLimit('hdpe', 108, 9, 950)).toBeCloseTo(2.157, 3)
  })

  it('the long return roll is limited by its shell, the short troughing roll by its bearings', () => {
    const [long, short] = catalogueFigures(hdpe) as [SizeFigures, SizeFigures]
    // Bearings alone: 6204 (C 13.5 kN), 30,000 h at 442 rpm (2.5 m/s on 108 mm): 2 x 13.5 / 795.6^(1/3) = 2.91 kN, above the shell's 2.16 kN.
    expect(long.ratings.map((r) => Number(r.load.toFixed(2)))).toEqual([2.16, 2.16])
    expect(long.details).toContainEqual({ label: 'Rating limited by', value: 'HDPE shell' })
    expect(short.details).toContainEqual({ label: 'Rating limited by', value: 'bearing L10' })
    expect(short.ratings[0]?.load).toBeCloseTo(2.73, 2)
  })

  it('states the temperature range of the grade', () => {
    const [long] = catalogueFigures(hdpe) as [SizeFigures]
    expect(long.details).toContainEqual({ label: 'Working temperature', value: '-30 to +70 deg C' })
    expect(polymerGrades.uhmwpe.temperature).toEqual([-40, 80])
  })

  it('counts the two moulded housings in the mass: 5.37 kg for the 108 x 950 roll', () => {
    // By hand: shell pi/4 (108^2 - 90^2) x 950 mm x 950 kg/m3 = 2.526 kg;
    // housing pi/4 (90^2 - 47^2) x (14 x 1.85) mm x 1150 kg/m3 x 0.6 = 0.0827 kg, two of them 0.165 kg;
    // two 6204 0.22 kg; two seal sets pi/4 (47^2 - 20^2) x 14 x 1200 x 0.5 = 0.0239 kg;
    // shaft pi/4 x 20^2 x (950 + 2 x 18) x 7850 = 2.432 kg. Sum 5.367 kg.
    expect(mouldedHousingMass(90, 47, 14)).toBeCloseTo(0.0827, 4)
    const [long] = catalogueFigures(hdpe) as [SizeFigures]
    expect(long.mass).toBeCloseTo(5.367, 2)
  })
})
