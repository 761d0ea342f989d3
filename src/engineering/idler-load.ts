/**
 * The load on one roll of an idler set, as a selection table works it out:
 * P = (belt mass per metre + material mass per metre) * g * idler spacing * load share * factors.
 */

export const gravity = 9.81

/**
 * Share of the set's load that its most loaded roll takes. For three equal rolls CEMA 502 puts
 * 70 % on the centre roll; a single flat roll takes all of it, the two rolls of a V set half each.
 * The 5-roll figure is our own design figure (centre roll of a deep trough), not a standard's.
 */
export const loadShare: Record<1 | 2 | 3 | 5, number> = { 1: 1, 2: 0.5, 3: 0.7, 5: 0.4 }

/** Whether a size listed for belt width `belt` (mm) serves `beltMm`: the same nominal width within 2 % (457 mm is 18 in). */
export const forBelt = (size: { belt?: number }, beltMm: number) => size.belt !== undefined && Math.abs(size.belt - beltMm) <= beltMm * 0.02

/** Material carried per metre of belt (kg/m) from capacity (t/h) and belt speed (m/s): q = Q / (3.6 v). */
export function materialMassPerMetre(capacityTph: number, beltSpeed: number): number {
  return capacityTph / (3.6 * beltSpeed)
}

export interface IdlerLoadInput {
  /** Belt mass, kg per metre of belt. */
  beltMass: number
  /** Material on the belt, kg per metre (0 on the return side). */
  materialMass: number
  /** Pitch of the idler sets, m. */
  spacing: number
  /** Rolls in the set: sets the share of its most loaded roll. */
  rolls: 1 | 2 | 3 | 5
  /** Lump and impact allowance, 1 for fine material; 1.1-1.3 for lumps. */
  impactFactor?: number
  /** Service allowance for dirty, wet or poorly kept lines, 1 when kept well. */
  serviceFactor?: number
}

export interface IdlerLoad {
  /** Load carried by the whole set, kN. */
  setLoad: number
  /** Load on its most loaded roll after the factors, kN. */
  rollLoad: number
  /** The factors used, so a page can show the working. */
  factors: { share: number; impact: number; service: number; gravity: number }
}

/** Load on the most loaded roll of a set: the figure to compare with a roll's load rating. */
export function idlerRollLoad(input: IdlerLoadInput): IdlerLoad {
  const share = loadShare[input.rolls]
  const impact = input.impactFactor ?? 1
  const service = input.serviceFactor ?? 1
  const setLoad = ((input.beltMass + input.materialMass) * gravity * input.spacing) / 1000
  return { setLoad, rollLoad: setLoad * share * impact * service, factors: { share, impact, service, gravity } }
}
