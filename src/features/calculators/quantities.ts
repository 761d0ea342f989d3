/** The quantities the calculators read, with their metric and imperial units. */
import { kilogramsPerPound, millimetresPerInch, newtonsPerPoundForce } from '@/engineering/units'

export type UnitSystem = 'metric' | 'imperial'

export interface Quantity {
  metric: string
  imperial: string
  /** Imperial value = metric value x factor. */
  factor: number
  /** Decimals shown after a unit change. */
  decimals: number
}

const feetPerMetre = 1000 / (millimetresPerInch * 12)

export const quantities = {
  beltSpeed: { metric: 'm/s', imperial: 'ft/min', factor: feetPerMetre * 60, decimals: 2 },
  diameter: { metric: 'mm', imperial: 'in', factor: 1 / millimetresPerInch, decimals: 2 },
  /** A small height or offset, e.g. how far one roll stands above its neighbours. */
  height: { metric: 'mm', imperial: 'in', factor: 1 / millimetresPerInch, decimals: 2 },
  beltWidth: { metric: 'mm', imperial: 'in', factor: 1 / millimetresPerInch, decimals: 1 },
  load: { metric: 'kN', imperial: 'lbf', factor: 1000 / newtonsPerPoundForce, decimals: 2 },
  massPerLength: { metric: 'kg/m', imperial: 'lb/ft', factor: 1 / kilogramsPerPound / feetPerMetre, decimals: 2 },
  spacing: { metric: 'm', imperial: 'ft', factor: feetPerMetre, decimals: 2 },
  capacity: { metric: 't/h', imperial: 'short tons/h', factor: 1000 / kilogramsPerPound / 2000, decimals: 1 },
  density: { metric: 't/m³', imperial: 'lb/ft³', factor: 1000 / kilogramsPerPound / feetPerMetre ** 3, decimals: 1 },
  angle: { metric: '°', imperial: '°', factor: 1, decimals: 0 },
  length: { metric: 'm', imperial: 'ft', factor: feetPerMetre, decimals: 1 },
  mass: { metric: 'kg', imperial: 'lb', factor: 1 / kilogramsPerPound, decimals: 1 },
  power: { metric: 'kW', imperial: 'hp', factor: 1 / 0.745699872, decimals: 1 },
  hours: { metric: 'h/day', imperial: 'h/day', factor: 1, decimals: 0 },
  factor: { metric: '', imperial: '', factor: 1, decimals: 2 },
  percent: { metric: '%', imperial: '%', factor: 1, decimals: 2 },
} satisfies Record<string, Quantity>
export type QuantityName = keyof typeof quantities

export function toMetric(value: number, quantity: QuantityName, system: UnitSystem): number {
  return system === 'metric' ? value : value / quantities[quantity].factor
}

export function fromMetric(value: number, quantity: QuantityName, system: UnitSystem): number {
  return system === 'metric' ? value : value * quantities[quantity].factor
}

export function unitOf(quantity: QuantityName, system: UnitSystem): string {
  return quantities[quantity][system]
}

/** A typed figure as a number, or undefined when it is not one (the field then says so). */
export function parseFigure(text: string): number | undefined {
  const value = Number(text.trim().replace(',', '.'))
  return text.trim() !== '' && Number.isFinite(value) ? value : undefined
}

/** Shows a figure with at most `decimals` decimals and no trailing zeros. */
export function figure(value: number, decimals = 2): string {
  return Number(value.toFixed(decimals)).toLocaleString('en-GB', { maximumFractionDigits: decimals })
}
