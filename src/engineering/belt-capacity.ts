/**
 * Volume a troughed belt carries, by the ISO 5048 / DIN 22101 cross-section of three equal rolls:
 *   usable width  b  = 0.9 B - 0.05 m (B <= 2 m), B - 0.25 m above
 *   surcharge     A1 = [l3 + (b - l3) cos(lambda)]^2 * tan(theta) / 6
 *   trough        A2 = [l3 + (b - l3) / 2 * cos(lambda)] * [(b - l3) / 2 * sin(lambda)]
 *   capacity      Q  = 3600 * (A1 + A2) * v   (m3/h; horizontal belt)
 * l3 is the centre roll's length; a flat belt (lambda 0) carries only the surcharge on b.
 */

/** DIN 22107 centre-roll lengths of a 3-roll set, by belt width (mm). */
const centreRollLengths: Record<number, number> = { 300: 115, 400: 160, 500: 200, 650: 250, 800: 315, 1000: 380, 1200: 465, 1400: 530, 1600: 600, 1800: 670, 2000: 750, 2200: 800, 2400: 900 }

/** The DIN 22107 centre-roll length of the nearest listed belt width, in mm. */
export function centreRollLength(beltWidthMm: number): number {
  const widths = Object.keys(centreRollLengths).map(Number)
  const nearest = widths.reduce((best, w) => (Math.abs(w - beltWidthMm) < Math.abs(best - beltWidthMm) ? w : best))
  return Math.round((centreRollLengths[nearest] ?? 0) * (beltWidthMm / nearest))
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
export function beltSection(beltWidthMm: number, troughAngle: number, surchargeAngle: number, centreRollMm = centreRollLength(beltWidthMm)): BeltSection {
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
