/**
 * DIN 22107 / ISO roll lengths by belt width (mm): the centre roll of a 3-roll troughing set and
 * the single roll of a flat return set. The one copy of these tables: the belt-capacity section,
 * the transition distance and the drawings of sets without size rows all read them here.
 */

/** Belt widths the tables list, mm. */
export const listedBeltWidths = [300, 400, 500, 650, 800, 1000, 1200, 1400, 1600, 1800, 2000, 2200, 2400] as const

const troughRolls = [115, 160, 200, 250, 315, 380, 465, 530, 600, 670, 750, 800, 900] as const
const returnRolls = [380, 500, 600, 750, 950, 1150, 1400, 1600, 1800, 2000, 2200, 2500, 2800] as const

/** The listed belt width nearest to `beltWidthMm`. */
export function nearestListedBelt(beltWidthMm: number): number {
  return listedBeltWidths.reduce<number>(
    (best, w) => (Math.abs(w - beltWidthMm) < Math.abs(best - beltWidthMm) ? w : best),
    listedBeltWidths[0],
  )
}

/** The DIN 22107 roll length of the nearest listed belt width: a 3-roll set's centre roll, or a flat return roll. */
export function dinRollLength(position: 'trough' | 'return', beltWidthMm: number): number {
  const index = listedBeltWidths.indexOf(nearestListedBelt(beltWidthMm) as (typeof listedBeltWidths)[number])
  return (position === 'trough' ? troughRolls : returnRolls)[index] as number
}
