/**
 * Volume a troughed belt carries, by the ISO 5048 / DIN 22101 cross-section of three equal rolls:
 *   usable width  b  = 0.9 B - 0.05 m (B <= 2 m), B - 0.25 m above
 *   surcharge     A1 = [l3 + (b - l3) cos(lambda)]^2 * tan(theta) / 6
 *   trough        A2 = [l3 + (b - l3) / 2 * cos(lambda)] * [(b - l3) / 2 * sin(lambda)]
 *   capacity      Q  = 3600 * (A1 + A2) * v   (m3/h; horizontal belt)
 * l3 is the centre roll's length; a flat belt (lambda 0) carries only the surcharge on b.
 */
import { dinRollLength, nearestListedBelt } from './roll-lengths.ts'

/** The DIN 22107 centre-roll length for a belt width: the nearest listed width's, scaled to this width, in mm. */
export function centreRollLength(beltWidthMm: number): number {
  const nearest = nearestListedBelt(beltWidthMm)
  return Math.round(dinRollLength('trough', nearest) * (beltWidthMm / nearest))
}

export interface BeltSection {
  /** Usable width b, m. */
  usableWidth: number
  /** Centre roll length l3, m. */
  centreRoll: number
  /** Surcharge area A1, m2. */
  surcharge: number
  /** Trough area A2, m2. */
  trough: number
  /** A1 + A2, m2. */
  area: number
}

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Cross-section of the load on a belt of width `beltWidthMm` with the given trough and surcharge angles. */
export function beltSection(
  beltWidthMm: number,
  troughAngle: number,
  surchargeAngle: number,
  centreRollMm = centreRollLength(beltWidthMm),
): BeltSection {
  const B = beltWidthMm / 1000
  const b = B <= 2 ? 0.9 * B - 0.05 : B - 0.25
  const l3 = troughAngle === 0 ? 0 : Math.min(centreRollMm / 1000, b)
  const wing = b - l3
  const lambda = radians(troughAngle)
  const top = troughAngle === 0 ? b : l3 + wing * Math.cos(lambda)
  const surcharge = (top ** 2 * Math.tan(radians(surchargeAngle))) / 6
  const trough = troughAngle === 0 ? 0 : (l3 + (wing / 2) * Math.cos(lambda)) * ((wing / 2) * Math.sin(lambda))
  return { usableWidth: b, centreRoll: l3, surcharge, trough, area: surcharge + trough }
}

/** Volume flow in m3/h of a section at a belt speed in m/s. */
export function volumeFlow(area: number, beltSpeed: number): number {
  return 3600 * area * beltSpeed
}
