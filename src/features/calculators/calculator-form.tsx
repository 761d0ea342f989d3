import { useId, type ReactNode } from 'react'
import { useAddressParams } from '@/runtime/use-address-params'
import { figure, fromMetric, parseFigure, quantities, toMetric, unitOf, type QuantityName, type UnitSystem } from './quantities'

export interface FieldSpec {
  name: string
  label: string
  quantity: QuantityName
  /** The starting value in metric units: the page's worked example. */
  initial: number
  min?: number
  max?: number
  hint?: string
}

export interface ChoiceSpec {
  name: string
  label: string
  options: Array<{ value: string; label: string }>
  initial: string
}

interface CalculatorFormProps {
  fields: FieldSpec[]
  choices?: ChoiceSpec[]
  /** The units the form opens in: imperial for a CEMA method, metric otherwise. */
  units?: UnitSystem
  /** Renders the answer from metric values; called only when every field holds a valid figure. */
  children: (values: Record<string, number>, choices: Record<string, string>, system: UnitSystem) => ReactNode
}

const UNITS = 'units'

/**
 * The inputs of a calculator with a metric/imperial switch; the answer updates as the reader types.
 * The inputs live in the address (`?belt=1200&speed=2.5`, `units=imperial`), each as typed: reload,
 * Back, a shared link or a bookmark gives the same answer, and a quotation asked from the answer
 * carries the link. A figure left at its starting value stays out of the address.
 */
export function CalculatorForm({ fields, choices = [], units = 'metric', children }: CalculatorFormProps) {
  const id = useId()
  const [params, change] = useAddressParams()
  const asked = params.get(UNITS)
  const system: UnitSystem = asked === 'imperial' || asked === 'metric' ? asked : units
  const texts = Object.fromEntries(fields.map((f) => [f.name, params.get(f.name) ?? startingText(f, system)]))
  const picked = Object.fromEntries(
    choices.map((c) => {
      const value = params.get(c.name)
      return [c.name, value !== null && c.options.some((o) => o.value === value) ? value : c.initial]
    }),
  )

  /** Writes typed values to the address, leaving out those equal to their starting value. */
  const write = (values: Record<string, string>, nextSystem: UnitSystem = system) =>
    change(
      (next) => {
        for (const [name, text] of Object.entries(values)) {
          const field = fields.find((f) => f.name === name)
          const choice = choices.find((c) => c.name === name)
          const starting = field ? startingText(field, nextSystem) : choice?.initial
          if (text === starting) next.delete(name)
          else next.set(name, text)
        }
        if (nextSystem === units) next.delete(UNITS)
        else next.set(UNITS, nextSystem)
      },
      { replace: true },
    )

  const switchTo = (next: UnitSystem) => {
    if (next === system) return
    write(
      Object.fromEntries(
        fields.map((f) => {
          const value = parseFigure(texts[f.name] ?? '')
          if (value === undefined) return [f.name, texts[f.name] ?? '']
          return [
            f.name,
            figure(fromMetric(toMetric(value, f.quantity, system), f.quantity, next), quantities[f.quantity].decimals).replace(/,/g, ''),
          ]
        }),
      ),
      next,
    )
  }

  const errors: Record<string, string> = {}
  const values: Record<string, number> = {}
  for (const f of fields) {
    const value = parseFigure(texts[f.name] ?? '')
    const metric = value === undefined ? undefined : toMetric(value, f.quantity, system)
    if (metric === undefined) errors[f.name] = 'Please enter a number.'
    else if (f.min !== undefined && metric < f.min)
      errors[f.name] = `Please enter at least ${figure(fromMetric(f.min, f.quantity, system), 2)} ${unitOf(f.quantity, system)}.`
    else if (f.max !== undefined && metric > f.max)
      errors[f.name] = `Please enter at most ${figure(fromMetric(f.max, f.quantity, system), 2)} ${unitOf(f.quantity, system)}.`
    else values[f.name] = metric
  }
  const valid = Object.keys(errors).length === 0

  return (
    <div className="calculator">
      <form className="calculator-inputs" onSubmit={(event) => event.preventDefault()} aria-label="Figures">
        <fieldset className="unit-switch">
          <legend>Units</legend>
          {(['metric', 'imperial'] as const).map((option) => (
            <label key={option}>
              <input type="radio" name={`${id}-units`} value={option} checked={system === option} onChange={() => switchTo(option)} />
              {option === 'metric' ? 'Metric' : 'Imperial'}
            </label>
          ))}
        </fieldset>
        {fields.map((f) => (
          <div key={f.name} className={`field${errors[f.name] ? ' field--invalid' : ''}`}>
            <label htmlFor={`${id}-${f.name}`}>
              {f.label}
              {unitOf(f.quantity, system) ? ` (${unitOf(f.quantity, system)})` : ''}
            </label>
            {f.hint ? (
              <p className="field-hint" id={`${id}-${f.name}-hint`}>
                {f.hint}
              </p>
            ) : null}
            <input
              id={`${id}-${f.name}`}
              inputMode="decimal"
              value={texts[f.name] ?? ''}
              onChange={(event) => write({ [f.name]: event.target.value })}
              aria-invalid={errors[f.name] ? true : undefined}
              aria-describedby={
                [f.hint ? `${id}-${f.name}-hint` : '', errors[f.name] ? `${id}-${f.name}-error` : ''].filter(Boolean).join(' ') || undefined
              }
            />
            {errors[f.name] ? (
              <p className="field-error" id={`${id}-${f.name}-error`}>
                {errors[f.name]}
              </p>
            ) : null}
          </div>
        ))}
        {choices.map((c) => (
          <div key={c.name} className="field">
            <label htmlFor={`${id}-${c.name}`}>{c.label}</label>
            <select id={`${id}-${c.name}`} value={picked[c.name]} onChange={(event) => write({ [c.name]: event.target.value })}>
              {c.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </form>
      <div className="calculator-answer" aria-live="polite">
        {valid ? children(values, picked, system) : <p>Correct the marked figures to see the answer.</p>}
      </div>
    </div>
  )
}

/** A field's starting value as the unit system shows it: the page's worked example. */
function startingText(field: FieldSpec, system: UnitSystem): string {
  return system === 'metric'
    ? String(field.initial)
    : figure(fromMetric(field.initial, field.quantity, system), quantities[field.quantity].decimals).replace(/,/g, '')
}

/** One line of the working: what it is, its figure and its unit. */
export function WorkingLine({ label, value, unit, strong }: { label: string; value: string; unit?: string; strong?: boolean }) {
  return (
    <div className={strong ? 'working-line working-line--answer' : 'working-line'}>
      <dt>{label}</dt>
      <dd>
        {value}
        {unit ? ` ${unit}` : ''}
      </dd>
    </div>
  )
}
