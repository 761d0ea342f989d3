/**
 * Transition distance: the length between a terminal pulley and the first fully troughed idler,
 * as a multiple of the belt width, by trough angle, belt carcass and the belt's tension as a share
 * of its rated tension.
 *
 * Sources:
 *   Full trough depth (pulley top level with the centre roll's top): CEMA "Belt Conveyors for Bulk
 *   Materials", 7th edition, Table 7.29, as reproduced in a public scan of that page and in a public
 *   design note ("Transition length calculations", Table 2) [V, both copies agree except one cell].
 *   Steel cord, 20 deg, below 60 % of rated tension: the CEMA scan reads 2.8, the design note 2.0.
 *   We use 2.8, the longer and safe-side figure, and mark it conflicting [U].
 *   Half trough depth (pulley raised to half the trough depth): the same design note, Table 1 [V, one
 *   public copy]. CEMA's own table for a raised pulley (Table 7.27) is for a pulley raised a third of
 *   the trough depth; the scan is not legible enough to read, so it is not used here.
 *   The note also lists where 1 to 4 transition idlers go as fractions of a distance Y, without saying
 *   what Y is measured from; we leave those positions out rather than guess.
 * Trough depth: the height of the wing roll's outer end above the top of the centre roll,
 * l x sin(angle) for three equal rolls of DIN 22107 length l (the gap between rolls ignored).
 */
import { centreRollLength } from './belt-capacity.ts'
import { forBelt, loadShare } from './idler-load.ts'
import type { PlacedSize } from './size-fits.ts'

export type TroughDepth = 'full' | 'half'
export type BeltCarcass = 'fabric' | 'steel-cord'
export type TransitionAngle = 20 | 35 | 45
/** Belt tension at the pulley as a share of the belt's rated tension. */
export type TensionBand = 'over-90' | '60-to-90' | 'under-60'

type Factors = Readonly<Record<TensionBand, number>>

const f = (over90: number, from60to90: number, under60: number): Factors => ({
  'over-90': over90,
  '60-to-90': from60to90,
  'under-60': under60,
})

/** Transition distance / belt width. */
export const transitionFactors: Readonly<Record<TroughDepth, Record<BeltCarcass, Record<TransitionAngle, Factors>>>> = {
  full: {
    fabric: { 20: f(1.8, 1.6, 1.2), 35: f(3.2, 2.4, 1.8), 45: f(4.0, 3.2, 2.4) },
    // 20 deg under 60 %: 2.8 from the CEMA scan; the design note prints 2.0 [U, conflicting copies].
    'steel-cord': { 20: f(4.0, 3.2, 2.8), 35: f(6.8, 5.2, 3.6), 45: f(8.0, 6.4, 4.4) },
  },
  half: {
    fabric: { 20: f(0.9, 0.8, 0.6), 35: f(1.6, 1.2, 0.9), 45: f(2.0, 1.6, 1.2) },
    'steel-cord': { 20: f(2.0, 1.6, 1.0), 35: f(3.4, 2.6, 1.8), 45: f(4.0, 3.2, 2.2) },
  },
}

/** The one factor of the tables whose public copies disagree. */
export const conflictingFactor = { depth: 'full', carcass: 'steel-cord', angle: 20, band: 'under-60', used: 2.8, other: 2.0 } as const

/** The band a tension falls in: 90 % and 60 % themselves are in the middle band. */
export function tensionBand(percentOfRated: number): TensionBand {
  if (!Number.isFinite(percentOfRated) || percentOfRated <= 0 || percentOfRated > 100)
    throw new RangeError(`Belt tension must be above 0 and at most 100 % of the rated tension, not ${percentOfRated} %`)
  return percentOfRated > 90 ? 'over-90' : percentOfRated >= 60 ? '60-to-90' : 'under-60'
}

export interface TransitionInput {
  beltMm: number
  angle: number
  carcass: BeltCarcass
  depth: TroughDepth
  /** Belt tension at the pulley, % of the belt's rated tension. */
  tensionPercent: number
}

export interface Transition {
  band: TensionBand
  factor: number
  /** Transition distance, mm. */
  distance: number
  /** Whether the factor is the one the public copies disagree on. */
  conflicting: boolean
}

/** The minimum transition distance. Throws a RangeError for an angle the tables do not list or a figure out of range. */
export function transitionDistance(input: TransitionInput): Transition {
  if (!Number.isFinite(input.beltMm) || input.beltMm <= 0) throw new RangeError(`Belt width must be above 0, not ${input.beltMm}`)
  if (input.angle !== 20 && input.angle !== 35 && input.angle !== 45)
    throw new RangeError(`The tables list 20, 35 and 45 deg troughs, not ${input.angle} deg`)
  const band = tensionBand(input.tensionPercent)
  const factor = transitionFactors[input.depth][input.carcass][input.angle][band]
  const c = conflictingFactor
  const conflicting = input.depth === c.depth && input.carcass === c.carcass && input.angle === c.angle && band === c.band
  return { band, factor, distance: factor * input.beltMm, conflicting }
}

/** Trough depth (mm) of a 3-roll set of DIN 22107 roll length for the belt: l x sin(angle). */
export function troughDepth(beltMm: number, angle: number): { rollLength: number; depth: number } {
  if (!Number.isFinite(beltMm) || beltMm <= 0) throw new RangeError(`Belt width must be above 0, not ${beltMm}`)
  if (!(angle > 0 && angle < 90)) throw new RangeError(`Trough angle must be above 0 and below 90 deg, not ${angle}`)
  const rollLength = centreRollLength(beltMm)
  return { rollLength, depth: rollLength * Math.sin((angle * Math.PI) / 180) }
}

/**
 * Three-roll sets (a 70 % centre-roll share) for the belt width at an angle below the main
 * trough's and above flat: the transition sets; two-roll V returns are left out. Our transition idlers come first, then the steepest angle first.
 */
export function transitionFits(
  sizes: readonly PlacedSize[],
  duty: { beltMm: number; troughAngle: number; transitionSlug: string },
): PlacedSize[] {
  return sizes
    .filter(
      (s) =>
        s.set && s.share === loadShare[3] && s.angle !== undefined && s.angle > 0 && s.angle < duty.troughAngle && forBelt(s, duty.beltMm),
    )
    .sort((a, b) => Number(b.slug === duty.transitionSlug) - Number(a.slug === duty.transitionSlug) || (b.angle ?? 0) - (a.angle ?? 0))
}
