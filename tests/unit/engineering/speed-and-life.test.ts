import { describe, expect, it } from 'vitest'
import { bearingOf, parseBearingCode } from '@/engineering/bearings'
import { beltSpeedAt, loadForLife, ratingLifeHours, rollSpeed } from '@/engineering/speed-and-life'

describe('roll speed', () => {
  it('is v * 60 / (pi * D): a 133 mm roll under a 2.5 m/s belt turns at 359 rpm', () => {
    // By hand: 2.5 * 60 = 150 m/min; pi * 0.133 m = 0.41783 m per turn; 150 / 0.41783 = 358.99.
    // The facts file's table (domain-facts.md section 3) gives 359 for the same pair.
    expect(rollSpeed(2.5, 133)).toBeCloseTo(358.99, 1)
  })

  it('gives back the belt speed for a roll speed: 750 rpm on an 89 mm roll is 3.49 m/s', () => {
    // By hand: 750 * pi * 0.089 / 60 = 209.70 / 60 = 3.4950.
    expect(beltSpeedAt(750, 89)).toBeCloseTo(3.495, 3)
    expect(beltSpeedAt(rollSpeed(4, 159), 159)).toBeCloseTo(4, 10)
  })
})

describe('basic rating life (ISO 281)', () => {
  it('L10h of a 6204 at 1.5 kN and 500 rpm is 24,300 h', () => {
    // By hand: C / P = 13.5 / 1.5 = 9; 9^3 = 729; 10^6 / (60 * 500) = 33.333 h per million revolutions; 729 * 33.333 = 24,300.
    expect(ratingLifeHours(13.5, 1.5, 500)).toBeCloseTo(24_300, 0)
  })

  it('uses the exponent 10/3 for a roller bearing: a 22210 at 20 kN and 100 rpm lasts about 40,600 h', () => {
    // By hand: C / P = 104 / 20 = 5.2; ln 5.2 = 1.648659; * 10/3 = 5.495530; e^5.495530 = 243.58;
    // 10^6 / (60 * 100) = 166.667; 243.58 * 166.667 = 40,597 h.
    expect(ratingLifeHours(104, 20, 100, 'spherical-roller')).toBeCloseTo(40_597, -1)
  })

  it('inverts: a 6204 carries 1.398 kN for 30,000 h at 500 rpm, and two of them under a CEMA C set give its 900 lb rating', () => {
    // By hand: 30,000 h * 60 * 500 rpm = 900 million revolutions (the CEMA 502 basis);
    // 900^(1/3) = 9.6549; 13.5 / 9.6549 = 1.3982 kN per bearing. A roll has two bearings: 2.7965 kN;
    // the centre roll takes 70 % of the set's load: 2.7965 / 0.7 = 3.995 kN = 898 lbf, CEMA's 900 lb for C, 18-30 in belts.
    const perBearing = loadForLife(bearingOf('6204').dynamic, 30_000, 500)
    expect(perBearing).toBeCloseTo(1.3982, 3)
    expect(((2 * perBearing) / 0.7) * 224.809).toBeCloseTo(898, 0)
    expect(ratingLifeHours(13.5, perBearing, 500)).toBeCloseTo(30_000, 3)
  })
})

describe('bearing table', () => {
  it('holds the ISO 15 boundary dimensions of the bearings the site uses', () => {
    // domain-facts.md section 3: 6204 20x47x14, 6205 25x52x15, 6306 30x72x19, 6310 50x110x27, 6312 60x130x31.
    const dims = (code: string) => {
      const b = bearingOf(code)
      return [b.bore, b.outside, b.width]
    }
    expect(dims('6204')).toEqual([20, 47, 14])
    expect(dims('6205')).toEqual([25, 52, 15])
    expect(dims('6306')).toEqual([30, 72, 19])
    expect(dims('6310')).toEqual([50, 110, 27])
    expect(dims('6312')).toEqual([60, 130, 31])
  })

  it('reads the codes buyers type: 6205-2RS, 6205ZZ and 6205 2rs are all the 6205', () => {
    expect(parseBearingCode('6205-2RS')).toMatchObject({ bearing: { designation: '6205' }, seal: '2rs' })
    expect(parseBearingCode('6205ZZ')).toMatchObject({ bearing: { designation: '6205' }, seal: 'zz' })
    expect(parseBearingCode('6205 2rs')).toMatchObject({ bearing: { designation: '6205' }, seal: '2rs' })
    expect(parseBearingCode('6205')).toMatchObject({ seal: 'open' })
    expect(parseBearingCode('6299')).toBeUndefined()
  })

  it('names the table when a designation is not in it', () => {
    expect(() => bearingOf('6299')).toThrow(/6299 is not in the bearing table/)
  })
})
