/**
 * Belt tensions and drive power of a belt conveyor by the method of ISO 5048 (DIN 22101 uses the
 * same one), for the common layout: one drive pulley at the head (the upper end), the tail pulley
 * at the loading end, the belt lifted by `lift` from tail to head.
 *
 *   main resistance       F_H  = f L g [q_RO + q_RU + (2 q_B + q_G) cos(delta)]
 *   secondary resistances F_N  = (C - 1) F_H        (C from the conveyor length)
 *   slope resistance      F_St = q_G H g
 *   peripheral force      F_U  = C F_H + F_St + F_S (F_S: special resistances, listed by the user)
 *   power at the drum     P_A  = F_U v;  at the motor P_M = P_A / eta
 *
 * The slack-side tension T2 is the largest of three minimums: traction at start-up
 * (T2 >= xi F_U / (e^(mu theta) - 1), Euler-Eytelwein), sag on the carrying run at the tail and
 * sag on the return run (T >= a q g / (8 h/a)). Going round the belt from the drive:
 *   return run, head to tail   T3 = T2 + f L g (q_RU + q_B cos delta) - q_B H g
 *   carrying run, tail to head T1 = T3 + f L g (q_RO + (q_B + q_G) cos delta) + (q_B + q_G) H g + F_N + F_S
 * which closes on T1 - T2 = F_U. The secondary and special resistances are put on the carrying
 * run, where most of them arise (loading point, skirts), which is the safe side for its sag.
 * Sources: domain facts section 13 (ISO 5048 formula, f, C table [U], sag rule [T]) and section 4
 * (idler spacing and sag rules of thumb).
 */
import { gravity } from './idler-load.ts'

/**
 * ISO 5048 coefficient C for the secondary resistances by conveyor length (m), as commonly
 * reproduced [domain facts 13, U]. Linear between the listed lengths; the standard does not give
 * it below 80 m, where the secondary resistances should be listed one by one.
 */
export const secondaryCoefficientTable: ReadonlyArray<readonly [length: number, c: number]> = [
  [80, 1.92],
  [100, 1.78],
  [150, 1.58],
  [200, 1.45],
  [300, 1.31],
  [400, 1.25],
  [500, 1.2],
  [1000, 1.09],
  [2000, 1.05],
]

/** C for a conveyor length, and whether the length lies outside the table (then its end value is used). */
export function secondaryCoefficient(length: number): { c: number; outsideTable: boolean } {
  const table = secondaryCoefficientTable
  const first = table[0]!
  const last = table[table.length - 1]!
  if (length <= first[0]) return { c: first[1], outsideTable: length < first[0] }
  if (length >= last[0]) return { c: last[1], outsideTable: length > last[0] }
  const upper = table.findIndex(([l]) => l >= length)
  const [l0, c0] = table[upper - 1]!
  const [l1, c1] = table[upper]!
  return { c: c0 + ((c1 - c0) * (length - l0)) / (l1 - l0), outsideTable: false }
}

export type TakeUpPlace = 'tail' | 'drive'

export interface ConveyorDuty {
  /** Centre distance along the belt, m. */
  length: number
  /** Height the belt lifts the material from tail to head, m (0 for a level belt). */
  lift: number
  /** m/s */
  beltSpeed: number
  /** t/h */
  capacity: number
  /** Belt mass q_B, kg per metre of belt. */
  beltMass: number
  /** Rotating mass of one carrying set (all its rolls), kg, and the sets' pitch, m. */
  carryingSetMass: number
  carryingSpacing: number
  /** Rotating mass of one return set, kg, and the sets' pitch, m. */
  returnSetMass: number
  returnSpacing: number
  /** Artificial friction factor f: about 0.020 for a well-aligned belt (0.016-0.030). */
  friction: number
  /** Special resistances (cleaners, ploughs, long skirts), kN. */
  special: number
  /** Wrap of the belt on the drive pulley, degrees. */
  wrap: number
  /** Friction between belt and drive pulley face (0.25 bare, 0.35 rubber, 0.40 ceramic). */
  driveFriction: number
  /** Peak over running peripheral force at start-up (xi), about 1.3-1.7. */
  startFactor: number
  /** Allowed sag over the idler pitch, carrying and return runs, as fractions (0.015 = 1.5 %). */
  sagCarrying: number
  sagReturn: number
  /** Efficiency of the drive from motor to drum (0.85-0.95). */
  driveEfficiency: number
  /** Where the take-up tensions the belt: at the tail pulley, or on the return just behind the drive. */
  takeUp: TakeUpPlace
}

export type SlackSideLimit = 'traction' | 'carrying-sag' | 'return-sag'

export const slackSideLimitNames: Record<SlackSideLimit, string> = {
  traction: 'grip on the drive pulley at start-up',
  'carrying-sag': 'sag of the carrying run at the tail',
  'return-sag': 'sag of the return run',
}

export interface BeltTensions {
  /** Material on the belt q_G, carrying and return idler rotating mass per metre q_RO and q_RU, kg/m. */
  materialMass: number
  carryingIdlerMass: number
  returnIdlerMass: number
  /** Slope of the belt, degrees. */
  slope: number
  secondaryCoefficient: number
  /** Whether the length is outside the C table (below 80 m: list the secondary resistances instead). */
  coefficientOutsideTable: boolean
  /** Resistances, kN. */
  mainResistance: number
  returnRunResistance: number
  carryingRunResistance: number
  secondaryResistance: number
  slopeResistance: number
  special: number
  /** Peripheral force F_U at the drive, kN, running and at start-up. */
  peripheralForce: number
  startingForce: number
  /** Power at the drum and at the motor, kW. */
  drumPower: number
  motorPower: number
  /** T1/T2 the drive pulley can hold: e^(mu theta). */
  gripRatio: number
  /** The three slack-side minimums, kN, and the one that sets T2. */
  slackSideMinimums: Record<SlackSideLimit, number>
  governing: SlackSideLimit
  /** Tensions, kN: T1 tight side at the drive, T2 slack side leaving it, T3 at the tail, T1 at start-up. */
  tightSide: number
  slackSide: number
  tail: number
  tightSideAtStart: number
  /** Pull of the take-up (both strands round its pulley), kN, and the counterweight mass for a gravity take-up, kg. */
  takeUpForce: number
  takeUpMass: number
  /** Sag over the idler pitch at the lowest tension of each run, as fractions. */
  carryingSag: number
  returnSag: number
  /** Whether the material pulls the belt downhill harder than the resistances hold it: the drive then brakes. */
  regenerative: boolean
}

const kilo = 1000
const radians = (degrees: number) => (degrees * Math.PI) / 180

/** The tension that holds the sag over a pitch `spacing` (m) of a belt carrying `mass` kg/m to `sag` (fraction), kN: T = a q g / (8 h/a). */
export function sagTension(spacing: number, mass: number, sag: number): number {
  return (spacing * mass * gravity) / (8 * sag) / kilo
}

/** The sag over the pitch (fraction h/a) of a belt carrying `mass` kg/m at tension `tension` kN: h/a = a q g / (8 T). */
export function sagAt(spacing: number, mass: number, tension: number): number {
  return (spacing * mass * gravity) / (8 * tension * kilo)
}

/** Tensions and power of the conveyor `duty`: every figure the working lines show. */
export function beltTensions(duty: ConveyorDuty): BeltTensions {
  if (Math.abs(duty.lift) >= duty.length)
    throw new RangeError('The lift must be less than the conveyor length: the length is measured along the belt.')
  const qG = duty.capacity / (3.6 * duty.beltSpeed)
  const qRO = duty.carryingSetMass / duty.carryingSpacing
  const qRU = duty.returnSetMass / duty.returnSpacing
  const qB = duty.beltMass
  const delta = Math.asin(duty.lift / duty.length)
  const cos = Math.cos(delta)
  const fLg = duty.friction * duty.length * gravity
  const { c, outsideTable } = secondaryCoefficient(duty.length)

  const returnRun = (fLg * (qRU + qB * cos)) / kilo
  const carryingRun = (fLg * (qRO + (qB + qG) * cos)) / kilo
  const main = returnRun + carryingRun
  const secondary = (c - 1) * main
  const slope = (qG * duty.lift * gravity) / kilo
  const peripheral = c * main + slope + duty.special
  const starting = duty.startFactor * peripheral

  const gripRatio = Math.exp(duty.driveFriction * radians(duty.wrap))
  const beltLift = (qB * duty.lift * gravity) / kilo
  // T3 = T2 + returnRun - beltLift: each sag minimum read back to the drive's slack side.
  const minimums: Record<SlackSideLimit, number> = {
    traction: Math.max(starting, 0) / (gripRatio - 1),
    'carrying-sag': sagTension(duty.carryingSpacing, qB + qG, duty.sagCarrying) - returnRun + beltLift,
    'return-sag': sagTension(duty.returnSpacing, qB, duty.sagReturn) + Math.max(0, beltLift - returnRun),
  }
  const governing = (Object.keys(minimums) as SlackSideLimit[]).reduce((high, next) => (minimums[next] > minimums[high] ? next : high))
  const slackSide = minimums[governing]
  const tail = slackSide + returnRun - beltLift
  const tightSide = slackSide + peripheral
  const takeUpForce = 2 * (duty.takeUp === 'tail' ? tail : slackSide)

  return {
    materialMass: qG,
    carryingIdlerMass: qRO,
    returnIdlerMass: qRU,
    slope: (delta * 180) / Math.PI,
    secondaryCoefficient: c,
    coefficientOutsideTable: outsideTable,
    mainResistance: main,
    returnRunResistance: returnRun,
    carryingRunResistance: carryingRun,
    secondaryResistance: secondary,
    slopeResistance: slope,
    special: duty.special,
    peripheralForce: peripheral,
    startingForce: starting,
    drumPower: peripheral * duty.beltSpeed,
    motorPower: (peripheral * duty.beltSpeed) / duty.driveEfficiency,
    gripRatio,
    slackSideMinimums: minimums,
    governing,
    tightSide,
    slackSide,
    tail,
    tightSideAtStart: slackSide + starting,
    takeUpForce,
    takeUpMass: (takeUpForce * kilo) / gravity,
    carryingSag: sagAt(duty.carryingSpacing, qB + qG, tail),
    returnSag: sagAt(duty.returnSpacing, qB, Math.min(slackSide, tail)),
    regenerative: peripheral <= 0,
  }
}

/**
 * Resultant belt load on a pulley with tensions `t1` and `t2` (kN) either side and `wrap` degrees
 * of belt on it: R = sqrt(T1^2 + T2^2 - 2 T1 T2 cos(wrap)); T1 + T2 at a 180 degree wrap.
 */
export function pulleyResultant(t1: number, t2: number, wrap: number): number {
  return Math.sqrt(Math.max(0, t1 ** 2 + t2 ** 2 - 2 * t1 * t2 * Math.cos(radians(wrap))))
}
