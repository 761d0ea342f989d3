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

/** Inches as a catalogue prints them: to 1/8 in below 10 in, whole inches above ("4 1/2", "48"). */
export function inchesText(mm: number): string {
  const inches = mmToIn(mm)
  if (inches >= 10) return String(Math.round(inches))
  const eighths = Math.round(inches * 8)
  const whole = Math.floor(eighths / 8)
  const rest = eighths % 8
  if (rest === 0) return String(whole)
  const divisor = rest % 4 === 0 ? 2 : rest % 2 === 0 ? 4 : 8
  const fraction = `${rest / (8 / divisor)}/${divisor}`
  return whole === 0 ? fraction : `${whole} ${fraction}`
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
