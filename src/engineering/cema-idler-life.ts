/**
 * CEMA idler selection in inch-pound units: the calculated idler load CIL of one set and the L10
 * life of a class at that load.
 *
 *   CIL = (Wb + Wm x K1) x Si + IML          lb per idler set
 *   Wm  = 2000 x Q / (60 x V)                lb/ft of material (33.3 Q / V), Q short tons/h, V ft/min
 *   IML = D x T / (6 x Si)                   misalignment load, D in, T lb, Si ft
 *   L10 = 30,000 h x K2 x K3 x K4
 *   K2  = (class rating / CIL)^3             load factor, ball bearings (life goes with the cube of the load)
 *   K3  = 500 / roll rpm                     speed factor: CEMA tabulates it as K3A (belt speed) times
 *                                            K3B (roll diameter); the two together are this ratio
 *   K4  = K4A x K4B x K4C                    maintenance, environment, temperature
 *
 * Sources (docs: /work/shared/domain-facts.md sections 2 and 13):
 *   [T] the CIL, IML and K-factor method as CEMA's selection procedure (section 13).
 *   [V] the 30,000 h at 500 rpm basis of the class ratings (section 2; public "Calculating L10 idler life" note).
 *   [V] K4A 0.75 for good to fair maintenance, K4B 0.5 for a dirty or wet site, K4C 1.0 below 120 deg F
 *       (section 2; a public vendor page quoting CEMA). 1.0 for "well kept" and "clean and dry" means
 *       no reduction: our reading, not a CEMA figure [U].
 *   K1, the lump adjustment factor, is an input: CEMA tabulates it by lump size and bulk density and
 *   we do not reproduce that table.
 */
import { cemaClasses, cemaRatingPounds, nominalBeltInches, type CemaClass } from './cema-ratings.ts'
import { forBelt, loadShare } from './idler-load.ts'
import type { PlacedSize } from './size-fits.ts'
import { kNToLbf, mmToIn } from './units.ts'

/** Hours of L10 life the CEMA class ratings are given for, at 500 rpm. */
export const cemaBasisHours = 30_000
/** Roll speed of the CEMA rating basis, rpm. */
export const cemaBasisRpm = 500

/** The maintenance factor K4A and environment factor K4B a reader can choose. */
export const maintenanceFactors = { kept: 1, fair: 0.75 } as const
export const environmentFactors = { clean: 1, dirty: 0.5 } as const
/** K4C below 120 deg F (49 deg C): the only temperature band the calculator covers. */
export const temperatureFactor = 1

function requirePositive(name: string, value: number): void {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${name} must be a number above 0, not ${value}`)
}

function requireNonNegative(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a number of 0 or more, not ${value}`)
}

/** Material on the belt, lb per foot, from capacity (short tons/h) and belt speed (ft/min): Wm = 2000 Q / (60 V). */
export function materialWeightPerFoot(capacityStph: number, beltSpeedFpm: number): number {
  requireNonNegative('Capacity', capacityStph)
  requirePositive('Belt speed', beltSpeedFpm)
  return (2000 * capacityStph) / (60 * beltSpeedFpm)
}

/** The misalignment load IML (lb) of a roll standing `misalignmentIn` above its neighbours: D x T / (6 x Si). */
export function misalignmentLoad(misalignmentIn: number, tensionLb: number, spacingFt: number): number {
  requireNonNegative('Misalignment', misalignmentIn)
  requireNonNegative('Belt tension', tensionLb)
  requirePositive('Idler spacing', spacingFt)
  return (misalignmentIn * tensionLb) / (6 * spacingFt)
}

export interface CemaLoadInput {
  /** Belt weight Wb, lb/ft. */
  beltWeight: number
  /** Capacity Q, short tons per hour (0 on the return run). */
  capacity: number
  /** Belt speed V, ft/min. */
  beltSpeed: number
  /** Lump adjustment factor K1, 1.0 to 1.5. */
  lumpFactor: number
  /** Idler spacing Si, ft. */
  spacing: number
  /** Height D (in) a roll stands above its neighbours. */
  misalignment: number
  /** Belt tension T at the idler, lb. */
  tension: number
}

export interface CemaLoad {
  /** Wm, lb/ft. */
  materialWeight: number
  /** (Wb + Wm x K1) x Si, lb. */
  weightLoad: number
  /** IML, lb. */
  misalignmentLoad: number
  /** CIL, lb per idler set. */
  load: number
}

/** The calculated idler load CIL of one set, with each step of it. Throws a RangeError on a figure outside its range. */
export function cemaIdlerLoad(input: CemaLoadInput): CemaLoad {
  requirePositive('Belt weight', input.beltWeight)
  if (!(input.lumpFactor >= 1 && input.lumpFactor <= 1.5))
    throw new RangeError(`The lump adjustment factor K1 runs from 1.0 to 1.5, not ${input.lumpFactor}`)
  const materialWeight = materialWeightPerFoot(input.capacity, input.beltSpeed)
  const iml = misalignmentLoad(input.misalignment, input.tension, input.spacing)
  const weightLoad = (input.beltWeight + materialWeight * input.lumpFactor) * input.spacing
  return { materialWeight, weightLoad, misalignmentLoad: iml, load: weightLoad + iml }
}

export interface CemaLife {
  k2: number
  k3: number
  k4: number
  /** L10, hours. */
  hours: number
}

/**
 * L10 life of a CEMA idler with class rating `rating` under the load `load` (same unit), its rolls
 * turning at `rollRpm`, with the maintenance-environment-temperature factor `k4`.
 */
export function cemaIdlerLife(rating: number, load: number, rollRpm: number, k4: number): CemaLife {
  requirePositive('Class rating', rating)
  requirePositive('Idler load', load)
  requirePositive('Roll speed', rollRpm)
  if (!(k4 > 0 && k4 <= 1)) throw new RangeError(`K4 runs above 0 up to 1, not ${k4}`)
  const k2 = (rating / load) ** 3
  const k3 = cemaBasisRpm / rollRpm
  return { k2, k3, k4, hours: cemaBasisHours * k2 * k3 * k4 }
}

/** Roll rpm from belt speed (ft/min) and roll diameter (in): n = 12 V / (pi d). */
export function rollRpmImperial(beltSpeedFpm: number, rollDiameterIn: number): number {
  requirePositive('Belt speed', beltSpeedFpm)
  requirePositive('Roll diameter', rollDiameterIn)
  return (12 * beltSpeedFpm) / (Math.PI * rollDiameterIn)
}

export interface ClassCheck {
  cemaClass: CemaClass
  /** The class rating, lb per set; undefined where the class table lists none for this width and angle. */
  rating: number | undefined
  carries: boolean
}

/**
 * Each CEMA class's rating (lb) for a belt width (mm) and trough angle (0: a flat return idler),
 * and whether it carries `load` lb. The lightest class that carries it is the first with `carries`.
 */
export function cemaClassChecks(beltMm: number, angle: 0 | 20 | 35 | 45, load: number): ClassCheck[] {
  requirePositive('Belt width', beltMm)
  requireNonNegative('Idler load', load)
  // The lookup cemaSetRating (catalogue-figures.ts) makes for a 3-roll or flat set, read in pounds:
  // that module would bring the bearing tables into the calculator's first-visit JavaScript.
  return cemaClasses.map((cemaClass) => {
    const rating = cemaRatingPounds(cemaClass, nominalBeltInches(beltMm), angle, angle === 0 ? 'return' : 'troughing')
    return { cemaClass, rating, carries: rating !== undefined && rating >= load }
  })
}

export interface CemaFit {
  size: PlacedSize
  /** Class rating of the set, or of the roll as a set's centre roll, lb. */
  rating: number
  /** L10 hours of the size at the duty. */
  life: number
}

/**
 * Our CEMA sets for the belt width and angle (angle 0: flat return sets and rolls), and CEMA rolls
 * for that width, whose class rating covers the idler load `load` (lb per set). A troughing roll is
 * rated as the centre roll of a set, 70 % of the set's load; a return roll carries it all.
 * Lightest rating first.
 */
export function cemaFits(
  sizes: readonly PlacedSize[],
  duty: { beltMm: number; angle: number; load: number; beltSpeedFpm: number; k4: number },
): CemaFit[] {
  const flat = duty.angle === 0
  return sizes
    .filter(
      (s) =>
        s.cemaClass !== undefined &&
        s.limit !== undefined &&
        forBelt(s, duty.beltMm) &&
        (s.returnRoll === true) === flat &&
        (!s.set || flat || s.angle === duty.angle),
    )
    .map((s) => {
      const share = s.set || flat ? 1 : loadShare[3]
      // A roll's limit is its share of a set rating: back to the set for the comparison.
      const rating = kNToLbf(s.limit ?? 0) / share
      const life =
        rating >= duty.load && duty.load > 0
          ? cemaIdlerLife(rating, duty.load, rollRpmImperial(duty.beltSpeedFpm, mmToIn(s.diameter)), duty.k4).hours
          : 0
      return { size: s, rating, life }
    })
    .filter((fit) => fit.rating >= duty.load)
    .sort((a, b) => a.rating - b.rating || b.life - a.life)
}
