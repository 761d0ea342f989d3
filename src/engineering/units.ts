/** Metric and inch-pound figures with the rounding a catalogue prints. */

export const millimetresPerInch = 25.4
export const kilogramsPerPound = 0.45359237
export const newtonsPerPoundForce = 4.4482216152605

/** Rounds to `step` (0.1, 0.5, 1, 5...) without binary noise (0.30000000000000004). */
export function roundTo(value: number, step: number): number {
  const decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9))
  return Number((Math.round(value / step) * step).toFixed(decimals))
}

export const mmToIn = (mm: number) => mm / millimetresPerInch
export const inToMm = (inches: number) => inches * millimetresPerInch
export const kgToLb = (kg: number) => kg / kilogramsPerPound
export const lbToKg = (lb: number) => lb * kilogramsPerPound
export const kNToLbf = (kN: number) => (kN * 1000) / newtonsPerPoundForce

/** Inches as a catalogue prints them: to 1/16 in below 10 in ("4 1/2", "3/16"), whole inches above ("48"). */
export function inchesText(mm: number): string {
  const inches = mmToIn(mm)
  if (inches >= 10) return String(Math.round(inches))
  const sixteenths = Math.round(inches * 16)
  const whole = Math.floor(sixteenths / 16)
  let numerator = sixteenths % 16
  let denominator = 16
  while (numerator > 0 && numerator % 2 === 0) {
    numerator /= 2
    denominator /= 2
  }
  if (numerator === 0) return String(whole)
  return whole === 0 ? `${numerator}/${denominator}` : `${whole} ${numerator}/${denominator}`
}

/** Kilograms as a catalogue prints them: 0.01 kg below 1, 0.1 below 100, whole kg above. */
export function kilogramsText(kg: number): string {
  return String(roundTo(kg, kg < 1 ? 0.01 : kg < 100 ? 0.1 : 1))
}

/** Pounds: 0.1 lb below 10, whole pounds above. */
export function poundsText(kg: number): string {
  const lb = kgToLb(kg)
  return String(roundTo(lb, lb < 10 ? 0.1 : 1))
}
