/**
 * The smallest pulley a belt may bend round, by the method of DIN 22101 (ISO 3684 works the same
 * way): a base diameter from the carcass, D = C_Tr x d_carcass, raised to the pulley series, then
 * smaller by steps of the series for pulleys that see less tension or little wrap.
 *
 * Pulley groups: A, high tension (the drive, and bends and snubs on the tight side);
 * B, low tension with a large wrap (tail, take-up, bends on the return); C, little wrap (30 degrees
 * or less: snubs and deflectors).
 *
 * Figures we could not source from the standard itself are tagged [U]: the carcass factors C_Tr
 * (108 polyester, 90 polyamide, 145 steel cord, as DIN 22101 is commonly quoted), the steps per
 * tension utilisation (our reading of its table) and the carcass thicknesses between the two ply
 * figures of the facts file. A belt maker's own table always wins over these.
 */

/** Pulley diameter series, mm: the common series of domain facts section 7 [U], with 200 and 1800-2000 at the ends. */
export const pulleySeries = [200, 250, 315, 400, 500, 630, 800, 1000, 1250, 1400, 1600, 1800, 2000] as const

export const carcassKinds = ['EP', 'NN', 'ST'] as const
export type CarcassKind = (typeof carcassKinds)[number]

/** C_Tr of DIN 22101 by carcass [U]: polyester-polyamide (EP), polyamide (NN), steel cord (ST). */
export const carcassFactor: Record<CarcassKind, number> = { EP: 108, NN: 90, ST: 145 }

export type PulleyGroup = 'A' | 'B' | 'C'

/** Steps down the series from the base diameter, by group, for a tension utilisation band [U]. */
const stepsDown: ReadonlyArray<{ above: number; steps: Record<PulleyGroup, number> }> = [
  { above: 0.6, steps: { A: 0, B: 1, C: 2 } },
  { above: 0.3, steps: { A: 1, B: 2, C: 3 } },
  { above: 0, steps: { A: 2, B: 3, C: 3 } },
]

/**
 * Carcass thickness of a textile belt, mm: plies x ply thickness, the ply thickness read on a line
 * through the facts file's two figures (EP100 0.8 mm, EP400 1.8 mm per ply) [V for those two, U between].
 */
export function textileCarcassThickness(strength: number, plies: number): number {
  const perPly = strength / plies
  return plies * (0.8 + ((perPly - 100) * 1.0) / 300)
}

/** Cord diameters of steel-cord belts, mm, from domain facts section 8 [V]: the carcass thickness is taken as the cord diameter [T]. */
const cordDiameters: ReadonlyArray<readonly [strength: number, cord: number]> = [
  [800, 3.85],
  [2000, 5.85],
  [3150, 8.0],
  [4000, 9.0],
]

export function steelCordCarcassThickness(strength: number): number {
  const first = cordDiameters[0]!
  const last = cordDiameters[cordDiameters.length - 1]!
  if (strength <= first[0]) return first[1]
  if (strength >= last[0]) return last[1]
  const upper = cordDiameters.findIndex(([s]) => s >= strength)
  const [s0, d0] = cordDiameters[upper - 1]!
  const [s1, d1] = cordDiameters[upper]!
  return d0 + ((d1 - d0) * (strength - s0)) / (s1 - s0)
}

/** The smallest diameter of the series at least `mm`; the largest of the series when none is. */
export function seriesAtLeast(mm: number): number {
  return pulleySeries.find((d) => d >= mm) ?? pulleySeries[pulleySeries.length - 1]!
}

export interface PulleyDiameters {
  /** C_Tr x d: the base diameter before rounding, mm. */
  base: number
  /** The base raised to the series, mm. */
  series: number
  /** The smallest pulley of each group at this utilisation, mm. */
  groups: Record<PulleyGroup, number>
}

/**
 * The minimum pulley diameters for a carcass `kind` of thickness `carcass` (mm), with the belt
 * working at `utilisation` of its rated working tension (0-1).
 */
export function minimumPulleyDiameters(kind: CarcassKind, carcass: number, utilisation: number): PulleyDiameters {
  const base = carcassFactor[kind] * carcass
  const series = seriesAtLeast(base)
  const index = pulleySeries.indexOf(series as (typeof pulleySeries)[number])
  const band = stepsDown.find((b) => utilisation > b.above) ?? stepsDown[stepsDown.length - 1]!
  const step = (group: PulleyGroup) => pulleySeries[Math.max(0, index - band.steps[group])]!
  return { base, series, groups: { A: step('A'), B: step('B'), C: step('C') } }
}

/**
 * Tension utilisation: the highest running tension over the belt's rated working tension, which
 * is its nominal strength (N/mm of width) times the width over the safety factor (about 10 for
 * textile belts, 7 for steel cord, splices included [T]).
 */
export function tensionUtilisation(tension: number, beltWidthMm: number, nominalStrength: number, safetyFactor: number): number {
  const working = (nominalStrength * beltWidthMm) / safetyFactor / 1000
  return tension / working
}
