import { describe, expect, it } from 'vitest'
import { beltTensions, pulleyResultant, sagAt, sagTension, secondaryCoefficient, type ConveyorDuty } from '@/engineering/belt-tension'

/**
 * A worked example of ISO 5048 by hand (the one the belt tension page prints): 300 m, 15 m lift,
 * 800 t/h at 2.5 m/s, 17 kg/m belt, 22 kg carrying sets at 1.2 m, 17 kg return sets at 3 m, f 0.020,
 * rubber-lagged drive at 210 degrees (mu 0.35), start-up factor 1.5, sag 1.5 % / 2 %, drive 90 %.
 */
const duty: ConveyorDuty = {
  length: 300,
  lift: 15,
  beltSpeed: 2.5,
  capacity: 800,
  beltMass: 17,
  carryingSetMass: 22,
  carryingSpacing: 1.2,
  returnSetMass: 17,
  returnSpacing: 3,
  friction: 0.02,
  special: 0,
  wrap: 210,
  driveFriction: 0.35,
  startFactor: 1.5,
  sagCarrying: 0.015,
  sagReturn: 0.02,
  driveEfficiency: 0.9,
  takeUp: 'drive',
}

describe('ISO 5048 coefficient C', () => {
  it('reads the table and interpolates between its lengths', () => {
    expect(secondaryCoefficient(300)).toEqual({ c: 1.31, outsideTable: false })
    // Halfway between 100 m (1.78) and 150 m (1.58): 1.68.
    expect(secondaryCoefficient(125).c).toBeCloseTo(1.68, 10)
    expect(secondaryCoefficient(50)).toEqual({ c: 1.92, outsideTable: true })
    expect(secondaryCoefficient(3000)).toEqual({ c: 1.05, outsideTable: true })
  })
})

describe('belt tensions and power', () => {
  const t = beltTensions(duty)

  it('adds up the resistances as worked by hand', () => {
    // q_G = 800 / (3.6 x 2.5) = 88.889 kg/m; q_RO = 22 / 1.2 = 18.333; q_RU = 17 / 3 = 5.667.
    expect(t.materialMass).toBeCloseTo(88.889, 3)
    // delta = asin(15 / 300) = 2.866 deg, cos = 0.998749.
    expect(t.slope).toBeCloseTo(2.866, 3)
    // F_H = 0.02 x 300 x 9.81 x [18.333 + 5.667 + (2 x 17 + 88.889) x 0.998749] = 58.86 x 146.735 = 8.6368 kN.
    expect(t.mainResistance).toBeCloseTo(8.6368, 3)
    // F_N = 0.31 x 8.6368 = 2.6774; F_St = 88.889 x 15 x 9.81 / 1000 = 13.08; F_U = 1.31 x 8.6368 + 13.08 = 24.394 kN.
    expect(t.secondaryResistance).toBeCloseTo(2.6774, 3)
    expect(t.slopeResistance).toBeCloseTo(13.08, 3)
    expect(t.peripheralForce).toBeCloseTo(24.394, 2)
    // P_A = 24.394 x 2.5 = 60.99 kW; at the motor 60.99 / 0.9 = 67.76 kW.
    expect(t.drumPower).toBeCloseTo(60.99, 1)
    expect(t.motorPower).toBeCloseTo(67.76, 1)
  })

  it('sets the slack side by the largest of grip and sag, and closes T1 - T2 = F_U', () => {
    // e^(0.35 x 210 deg in rad) = e^1.28282 = 3.6068; grip: 1.5 x 24.394 / 2.6068 = 14.037 kN.
    expect(t.gripRatio).toBeCloseTo(3.6068, 3)
    expect(t.slackSideMinimums.traction).toBeCloseTo(14.037, 2)
    // Carrying sag at the tail: 1.2 x (17 + 88.889) x 9.81 / (8 x 0.015) = 10.388 kN, read back to T2:
    // minus the return run's resistance 0.02 x 300 x 9.81 x (5.667 + 17 x 0.998749) = 1.3329, plus the belt's lift 17 x 15 x 9.81 = 2.5016: 11.556 kN.
    expect(t.slackSideMinimums['carrying-sag']).toBeCloseTo(11.556, 2)
    expect(t.governing).toBe('traction')
    expect(t.slackSide).toBeCloseTo(14.037, 2)
    expect(t.tightSide - t.slackSide).toBeCloseTo(t.peripheralForce, 10)
    expect(t.tightSide).toBeCloseTo(38.431, 2)
    // T3 = 14.037 + 1.3329 - 2.5016 = 12.868 kN; take-up behind the drive: 2 x T2 = 28.07 kN, 2,862 kg.
    expect(t.tail).toBeCloseTo(12.868, 2)
    expect(t.takeUpForce).toBeCloseTo(28.074, 2)
    expect(t.takeUpMass).toBeCloseTo(2862, -1)
  })

  it('lets sag set the slack side on a level belt, and the take-up follow its place', () => {
    const level = beltTensions({ ...duty, lift: 0, takeUp: 'tail' })
    expect(level.governing).toBe('carrying-sag')
    // The tail then holds exactly the carrying run's sag limit.
    expect(level.carryingSag).toBeCloseTo(0.015, 10)
    expect(level.takeUpForce).toBeCloseTo(2 * level.tail, 10)
  })

  it('says when a loaded belt drives itself downhill, and refuses a lift longer than the belt', () => {
    expect(beltTensions({ ...duty, lift: -60 }).regenerative).toBe(true)
    expect(() => beltTensions({ ...duty, lift: 300 })).toThrow(/less than the conveyor length/)
  })
})

describe('sag and pulley loads', () => {
  it('inverts sag and tension: a 1.2 m pitch of 100 kg/m at 1.5 % needs 9.81 kN', () => {
    // T = 1.2 x 100 x 9.81 / (8 x 0.015) = 9,810 N.
    expect(sagTension(1.2, 100, 0.015)).toBeCloseTo(9.81, 10)
    expect(sagAt(1.2, 100, 9.81)).toBeCloseTo(0.015, 10)
  })

  it('adds tensions at a half wrap and takes their difference at none', () => {
    expect(pulleyResultant(30, 10, 180)).toBeCloseTo(40, 10)
    expect(pulleyResultant(30, 10, 0)).toBeCloseTo(20, 10)
    // 90 degrees: sqrt(2) x T for equal tensions.
    expect(pulleyResultant(10, 10, 90)).toBeCloseTo(14.142, 3)
  })
})
