import { describe, expect, it } from 'vitest'
import { beltSection, centreRollLength, volumeFlow } from '@/engineering/belt-capacity'
import { idlerRollLoad, materialMassPerMetre } from '@/engineering/idler-load'
import { circlipMass, circlipThickness, pressedHousingMass, shaftMass, tubeMass } from '@/engineering/masses'
import { inchesText, kgToLb, kilogramsText, mmToIn, poundsText, roundTo } from '@/engineering/units'
import { catalogueFigures } from '@/engineering/catalogue-figures'

describe('load on one roll of an idler set', () => {
  it('900 t/h at 2.5 m/s puts 100 kg of material on each metre of belt', () => {
    // By hand: 900 / (3.6 * 2.5) = 900 / 9 = 100 kg/m.
    expect(materialMassPerMetre(900, 2.5)).toBeCloseTo(100, 10)
  })

  it('a 3-roll set at 1.2 m pitch under a 15 kg/m belt with 100 kg/m of ore: 1.354 kN on the set, 0.948 kN on the centre roll', () => {
    // By hand: (15 + 100) kg/m * 9.81 m/s2 * 1.2 m = 1353.8 N; 70 % on the centre roll (CEMA 502) = 947.6 N.
    const load = idlerRollLoad({ beltMass: 15, materialMass: 100, spacing: 1.2, rolls: 3 })
    expect(load.setLoad).toBeCloseTo(1.3538, 4)
    expect(load.rollLoad).toBeCloseTo(0.9476, 4)
    expect(load.factors).toEqual({ share: 0.7, impact: 1, service: 1, gravity: 9.81 })
  })

  it('applies the named factors: lumps 1.2 and a dirty line 1.1 on a single return roll', () => {
    // By hand: 15 kg/m * 9.81 * 3 m = 441.45 N; one roll takes all; * 1.2 * 1.1 = 582.7 N.
    const load = idlerRollLoad({ beltMass: 15, materialMass: 0, spacing: 3, rolls: 1, impactFactor: 1.2, serviceFactor: 1.1 })
    expect(load.rollLoad).toBeCloseTo(0.58271, 4)
  })
})

describe('masses from geometry (steel 7850 kg/m3)', () => {
  it('a 133 x 4 mm tube weighs 12.73 kg per metre', () => {
    // By hand: pi/4 * (133^2 - 125^2) = pi/4 * 2064 = 1621.1 mm2; * 1000 mm = 1.6211e-3 m3; * 7850 = 12.725 kg.
    expect(tubeMass(133, 4, 1000)).toBeCloseTo(12.725, 2)
  })

  it('a 25 mm shaft weighs 3.85 kg per metre', () => {
    // By hand: pi/4 * 625 = 490.87 mm2; * 1000 mm = 4.9087e-4 m3; * 7850 = 3.853 kg.
    expect(shaftMass(25, 1000)).toBeCloseTo(3.853, 3)
  })

  it('a pressed housing for a 6204 in an 89 x 3 tube: plate and cup of 3 mm sheet, 0.18 kg', () => {
    // By hand: plate pi/4 * (83^2 - 47^2) * 3 = pi/4 * 4680 * 3 = 11,027 mm3;
    // cup pi/4 * (53^2 - 47^2) * (14 * 1.85) = pi/4 * 600 * 25.9 = 12,205 mm3; 23,232 mm3 * 7.85e-6 kg/mm3 = 0.1824 kg.
    expect(pressedHousingMass(83, 47, 14, 3)).toBeCloseTo(0.1824, 3)
  })
})

describe('units with catalogue rounding', () => {
  it('converts mm and inches and prints sixteenths below 10 in', () => {
    expect(mmToIn(25.4)).toBe(1)
    expect(inchesText(101.6)).toBe('4')
    expect(inchesText(114.3)).toBe('4 1/2')
    expect(inchesText(4.7625)).toBe('3/16')
    expect(inchesText(1219)).toBe('48')
  })

  it('converts kg to lb: 10 kg is 22.05 lb, printed 22', () => {
    // By hand: 10 / 0.45359237 = 22.046.
    expect(kgToLb(10)).toBeCloseTo(22.046, 3)
    expect(poundsText(10)).toBe('22')
    expect(poundsText(2)).toBe('4.4')
  })

  it('rounds kg by size and never prints binary noise', () => {
    expect(kilogramsText(0.1234)).toBe('0.12')
    expect(kilogramsText(24.38)).toBe('24.4')
    expect(kilogramsText(142.6)).toBe('143')
    expect(roundTo(0.1 + 0.2, 0.1)).toBe(0.3)
  })
})

describe('belt capacity (ISO 5048 section, three equal rolls)', () => {
  it('a 1000 mm belt, 35 degree trough, 20 degree surcharge: 0.1127 m2, 1014 m3/h at 2.5 m/s', () => {
    // By hand: b = 0.9 * 1.0 - 0.05 = 0.85 m; l3 = 0.38 m (DIN 22107); b - l3 = 0.47;
    // A1 = (0.38 + 0.47 * cos 35)^2 * tan 20 / 6 = (0.765001)^2 * 0.0606617 = 0.035501 m2;
    // A2 = (0.38 + 0.235 * cos 35) * (0.235 * sin 35) = 0.572501 * 0.134790 = 0.077168 m2;
    // A = 0.112669 m2; Q = 3600 * 0.112669 * 2.5 = 1014.0 m3/h.
    const section = beltSection(1000, 35, 20)
    expect(section.usableWidth).toBeCloseTo(0.85, 10)
    expect(section.surcharge).toBeCloseTo(0.035501, 5)
    expect(section.trough).toBeCloseTo(0.077168, 5)
    expect(volumeFlow(section.area, 2.5)).toBeCloseTo(1014.0, 0)
  })

  it('a flat belt carries only the surcharge over its usable width', () => {
    // By hand: b = 0.85 m; A = 0.85^2 * tan 20 / 6 = 0.7225 * 0.0606617 = 0.043828 m2.
    expect(beltSection(1000, 0, 20).area).toBeCloseTo(0.043828, 5)
  })

  it('takes the DIN 22107 centre roll for listed widths', () => {
    expect(centreRollLength(1200)).toBe(465)
    expect(centreRollLength(650)).toBe(250)
  })
})

describe('stainless bearings (S62xx) carry less than chrome-steel ones', () => {
  const sizes = (bearingSteel?: 'stainless') => ({
    type: 'roller' as const,
    series: 'SSC',
    standard: 'din' as const,
    position: 'trough' as const,
    beltSpeeds: [1, 1.6] as [number, number],
    shell: 'stainless' as const,
    bearingSteel,
    rows: [{ d: 89, l: 315, shaft: 20, bearing: '6204', wall: 3, belt: 800 }],
  })

  it('rates the roll at 80 % of the load and names the bearing S6204', () => {
    const [chrome] = catalogueFigures(sizes())
    const [stainless] = catalogueFigures(sizes('stainless'))
    // Load for a fixed L10 life is proportional to C: 0.8 of chrome steel's 13.5 kN.
    expect(stainless!.ratings[0]!.load / chrome!.ratings[0]!.load).toBeCloseTo(0.8, 2)
    expect(stainless!.details.find((detail) => detail.label === 'Bearing')?.value).toBe('S6204')
    expect(chrome!.details.find((detail) => detail.label === 'Bearing')?.value).toBe('6204')
  })
})

describe('DIN 471 circlips', () => {
  it('take the standard thickness: 1.2 mm at 20 mm, 1.75 mm at 40 mm, 2 mm at 60 mm', () => {
    expect(circlipThickness(20)).toBe(1.2)
    expect(circlipThickness(40)).toBe(1.75)
    expect(circlipThickness(60)).toBe(2)
  })

  it('a 60 mm ring weighs about 14 g, not the 0.03 kg a tenth-of-d section gave', () => {
    // By hand: section 1.1 + 0.055 x 60 = 4.4 mm wide, 2 mm thick; pi/4 x (68.8^2 - 60^2) x 2 mm = 1780.8 mm3; x 7850 kg/m3 = 13.98 g.
    expect(circlipMass(60) * 1000).toBeCloseTo(13.98, 1)
  })
})
