/**
 * Idler spacing from the belt sag allowed between two sets.
 *
 *   sag ratio  h / a = a x (qB + qG) x g / (8 T)
 *   largest spacing a_max = 8 T (h / a) / ((qB + qG) g)
 *
 * qB belt mass and qG material mass in kg/m, T belt tension at the point in N, a spacing in m.
 *
 * Sources (docs: /work/shared/domain-facts.md sections 4 and 13):
 *   [T] the sag formula (a parabola between two supports; section 13).
 *   [V] rule-of-thumb limits from a public glossary (section 4): sag about 1.5 % of the spacing on the
 *       carrying side and 2-3 % on the return; spacing 1.0-1.5 m carrying, 2-3 m return, 0.6-0.9 m in
 *       an impact zone (about half the carrying spacing).
 */
import { ratedSizeAt } from './catalogue-figures.ts'
import { forBelt, gravity, loadShare } from './idler-load.ts'
import type { PlacedSize } from './size-fits.ts'

export type IdlerSide = 'carrying' | 'return' | 'impact'

/** Usual spacing ranges by side, m [V, glossary rule of thumb]. */
export const spacingRanges: Record<IdlerSide, readonly [number, number]> = {
  carrying: [1.0, 1.5],
  return: [2.0, 3.0],
  impact: [0.6, 0.9],
}

function requirePositive(name: string, value: number): void {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${name} must be a number above 0, not ${value}`)
}

function requireMasses(beltMass: number, materialMass: number): void {
  requirePositive('Belt mass', beltMass)
  if (!Number.isFinite(materialMass) || materialMass < 0) throw new RangeError(`Material mass must be 0 or more, not ${materialMass}`)
}

/** Sag as a fraction of the spacing (0.015 is 1.5 %), at spacing `spacing` m and tension `tensionKn`. */
export function sagRatio(spacing: number, beltMass: number, materialMass: number, tensionKn: number): number {
  requirePositive('Spacing', spacing)
  requireMasses(beltMass, materialMass)
  requirePositive('Belt tension', tensionKn)
  return (spacing * (beltMass + materialMass) * gravity) / (8 * tensionKn * 1000)
}

/** The largest spacing (m) that keeps the sag within `allowedRatio` (0.015 is 1.5 %) of it. */
export function maxSpacing(tensionKn: number, allowedRatio: number, beltMass: number, materialMass: number): number {
  requirePositive('Belt tension', tensionKn)
  requireMasses(beltMass, materialMass)
  if (!(allowedRatio > 0 && allowedRatio <= 0.1))
    throw new RangeError(`The allowed sag must be above 0 and at most 10 % of the spacing, not ${allowedRatio * 100} %`)
  return (8 * tensionKn * 1000 * allowedRatio) / ((beltMass + materialMass) * gravity)
}

export interface SpacingChoice {
  /** The spacing to build, m: the sag limit or the range's top, whichever is shorter, rounded down to 0.1 m. */
  spacing: number
  /** What holds the spacing down: the sag limit or the side's usual range. */
  bound: 'sag' | 'range'
  /** True when the sag limit asks for less than the range's bottom: the tension is low for this load. */
  belowRange: boolean
}

/** The spacing to build on `side` where the sag allows at most `largest` m. */
export function recommendedSpacing(largest: number, side: IdlerSide): SpacingChoice {
  requirePositive('Largest spacing', largest)
  const [low, high] = spacingRanges[side]
  const bound = largest < high ? 'sag' : 'range'
  // Rounded down: a spacing limit is never rounded up. The epsilon keeps 1.2 from reading as 1.1999.
  const spacing = Math.floor(Math.min(largest, high) * 10 + 1e-9) / 10
  return { spacing, bound, belowRange: spacing < low }
}

/** Load (kN) of belt and material carried by one set at `spacing` m: (qB + qG) g a. */
export function setLoadAt(spacing: number, beltMass: number, materialMass: number): number {
  requirePositive('Spacing', spacing)
  requireMasses(beltMass, materialMass)
  return ((beltMass + materialMass) * gravity * spacing) / 1000
}

export interface LoadFit {
  size: PlacedSize
  /** What the size carries at the belt speed, kN (per set for a set, per roll for a roll). */
  rating: number
}

/**
 * Sets and rolls listed for the belt width on one side whose rating at the belt speed covers `setLoad` kN:
 * a set takes it all; a carrying roll, as a trough's centre roll, 70 % of it; a return roll all of it.
 */
export function spacingFits(
  sizes: readonly PlacedSize[],
  duty: { beltMm: number; side: IdlerSide; beltSpeed: number; setLoad: number },
): LoadFit[] {
  const returnSide = duty.side === 'return'
  return (
    sizes
      // Only sizes listed for this belt width: a roll listed for no width (a gravity or guide roller) is not an idler.
      .filter((s) => forBelt(s, duty.beltMm) && (s.returnRoll === true) === returnSide)
      .map((s) => ({
        size: s,
        ...ratedSizeAt(s, duty.beltSpeed),
        demand: s.set || returnSide ? duty.setLoad : duty.setLoad * loadShare[3],
      }))
      .filter((fit) => fit.withinSpeed && fit.rating >= fit.demand)
      .sort((a, b) => a.rating - b.rating)
      .map(({ size, rating }) => ({ size, rating }))
  )
}
