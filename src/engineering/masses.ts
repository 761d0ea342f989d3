/**
 * Masses from geometry. Lengths in mm, masses in kg. Steel is 7850 kg/m3; the other densities
 * are typical handbook values for the grades we use.
 */

export const density = {
  steel: 7850,
  stainless: 7930,
  hdpe: 950,
  uhmwpe: 930,
  nylon: 1150,
  rubber: 1150,
  polyurethane: 1200,
  /** Glass-filled PP/nylon seal parts. */
  sealPolymer: 1200,
  /** Rubber lagging with embedded alumina tiles at about 40 % coverage (tiles 3600 kg/m3). */
  ceramicLagging: 2100,
} as const
export type Material = keyof typeof density

const cubicMm = 1e-9

/** Mass of a hollow cylinder: outside diameter, inside diameter and length in mm. */
export function annulusMass(outside: number, inside: number, length: number, material: Material, fill = 1): number {
  return (Math.PI / 4) * (outside ** 2 - inside ** 2) * length * cubicMm * density[material] * fill
}

/** A tube of outside diameter `outside` and wall `wall`. */
export function tubeMass(outside: number, wall: number, length: number, material: Material = 'steel'): number {
  return annulusMass(outside, outside - 2 * wall, length, material)
}

/** A solid round bar. */
export function shaftMass(diameter: number, length: number, material: Material = 'steel'): number {
  return annulusMass(diameter, 0, length, material)
}

/**
 * A pressed steel bearing housing: a plate from the bearing seat out to the tube bore, and the
 * cup that holds the bearing and its seal (seat length = bearing width + seal, as drawn).
 */
export function pressedHousingMass(tubeBore: number, bearingOutside: number, bearingWidth: number, sheet: number): number {
  const plate = annulusMass(tubeBore, bearingOutside, sheet, 'steel')
  const cup = annulusMass(bearingOutside + 2 * sheet, bearingOutside, bearingWidth * 1.85, 'steel')
  return plate + cup
}

/**
 * A moulded polymer bearing housing (glass-filled nylon): it fills the tube bore out to the bearing
 * seat over the seat length, ribbed, so about 60 % of that envelope is material.
 */
export function mouldedHousingMass(tubeBore: number, bearingOutside: number, bearingWidth: number): number {
  return annulusMass(tubeBore, bearingOutside, bearingWidth * 1.85, 'nylon', 0.6)
}

/** The labyrinth seal set of one roll end: about half its envelope is polymer, the rest grease and gaps. */
export function sealSetMass(shaft: number, bearingOutside: number, bearingWidth: number): number {
  return annulusMass(bearingOutside, shaft, bearingWidth, 'sealPolymer', 0.5)
}

/** Housing sheet thickness by bearing outside diameter (our pressing practice: 3 mm up to 52 mm, then thicker). */
export function housingSheet(bearingOutside: number): number {
  return bearingOutside <= 52 ? 3 : bearingOutside <= 72 ? 4 : 5
}

/**
 * DIN 471 external circlip thickness s for a shaft d1 (mm): 1.0 to 17 mm, 1.2 to 26, 1.5 to 38,
 * 1.75 to 48, 2.0 to 68, 2.5 to 85, 3.0 to 100. The 17-60 mm steps are the ones our circlip page lists;
 * the steps above 60 mm are from memory [U].
 */
export function circlipThickness(shaft: number): number {
  const steps: Array<[upTo: number, thickness: number]> = [
    [17, 1],
    [26, 1.2],
    [38, 1.5],
    [48, 1.75],
    [68, 2],
    [85, 2.5],
    [100, 3],
  ]
  const step = steps.find(([upTo]) => shaft <= upTo)
  if (!step) throw new Error(`no DIN 471 circlip thickness for a ${shaft} mm shaft`)
  return step[1]
}

/**
 * A DIN 471 circlip: a spring-steel ring of the standard's thickness whose tapered section averages
 * about 1.1 + 0.055 d1 mm wide, set round the groove. Gives 1.45 g at 20 mm and 14.0 g at 60 mm,
 * within about 12 % of a published DIN 471 mass table (1.30 g and about 14 g).
 */
export function circlipMass(shaft: number): number {
  const width = 1.1 + 0.055 * shaft
  return annulusMass(shaft + 2 * width, shaft, circlipThickness(shaft), 'steel')
}
