/**
 * Which of our rated sizes answer a calculator: CEMA sets and rolls by class rating, sets and rolls
 * by load at a spacing, reduced-angle sets for a transition. Pure filters over the sizes a tool
 * page receives; the page adds its own words.
 */
import { ratedSizeAt, type RatedSize } from './catalogue-figures.ts'
import { cemaIdlerLife, rollRpmImperial } from './cema-idler-life.ts'
import type { CemaClass } from './cema-ratings.ts'
import { loadShare } from './idler-load.ts'
import type { IdlerSide } from './idler-spacing.ts'
import { kNToLbf, mmToIn } from './units.ts'

/** A rated size with where it goes: a set's trough angle (0 flat) and a CEMA row's class. */
export interface PlacedSize extends RatedSize {
  angle?: number
  cemaClass?: CemaClass
}

/** Whether a size is for the belt width `beltMm`: the same nominal width within 2 % (457 mm is 18 in). */
export const forBelt = (size: Pick<RatedSize, 'belt'>, beltMm: number) => size.belt !== undefined && Math.abs(size.belt - beltMm) <= beltMm * 0.02

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
export function cemaFits(sizes: readonly PlacedSize[], duty: { beltMm: number; angle: number; load: number; beltSpeedFpm: number; k4: number }): CemaFit[] {
  const flat = duty.angle === 0
  return sizes
    .filter((s) => s.cemaClass !== undefined && s.limit !== undefined && forBelt(s, duty.beltMm) && (s.returnRoll === true) === flat && (!s.set || flat || s.angle === duty.angle))
    .map((s) => {
      const share = s.set || flat ? 1 : loadShare[3]
      // A roll's limit is its share of a set rating: back to the set for the comparison.
      const rating = kNToLbf(s.limit ?? 0) / share
      const life = rating >= duty.load && duty.load > 0 ? cemaIdlerLife(rating, duty.load, rollRpmImperial(duty.beltSpeedFpm, mmToIn(s.diameter)), duty.k4).hours : 0
      return { size: s, rating, life }
    })
    .filter((fit) => fit.rating >= duty.load)
    .sort((a, b) => a.rating - b.rating || b.life - a.life)
}

export interface LoadFit {
  size: PlacedSize
  /** What the size carries at the belt speed, kN (per set for a set, per roll for a roll). */
  rating: number
}

/**
 * Sets and rolls for the belt width on one side whose rating at the belt speed covers `setLoad` kN:
 * a set takes it all; a carrying roll, as a trough's centre roll, 70 % of it; a return roll all of it.
 */
export function spacingFits(sizes: readonly PlacedSize[], duty: { beltMm: number; side: IdlerSide; beltSpeed: number; setLoad: number }): LoadFit[] {
  const returnSide = duty.side === 'return'
  return sizes
    .filter((s) => (s.belt === undefined || forBelt(s, duty.beltMm)) && (s.returnRoll === true) === returnSide)
    .map((s) => ({ size: s, ...ratedSizeAt(s, duty.beltSpeed), demand: s.set || returnSide ? duty.setLoad : duty.setLoad * loadShare[3] }))
    .filter((fit) => fit.withinSpeed && fit.rating >= fit.demand)
    .sort((a, b) => a.rating - b.rating)
    .map(({ size, rating }) => ({ size, rating }))
}

/**
 * Three-roll sets for the belt width at an angle below the main trough's (and above flat): the
 * transition sets. Our transition idlers come first, then the steepest angle first.
 */
export function transitionFits(sizes: readonly PlacedSize[], duty: { beltMm: number; troughAngle: number; transitionSlug: string }): PlacedSize[] {
  return sizes
    .filter((s) => s.set && s.angle !== undefined && s.angle > 0 && s.angle < duty.troughAngle && forBelt(s, duty.beltMm))
    .sort((a, b) => Number(b.slug === duty.transitionSlug) - Number(a.slug === duty.transitionSlug) || (b.angle ?? 0) - (a.angle ?? 0))
}
