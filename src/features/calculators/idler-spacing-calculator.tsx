import { gravity, materialMassPerMetre } from '@/engineering/idler-load'
import {
  maxSpacing,
  recommendedSpacing,
  sagRatio,
  setLoadAt,
  spacingFits,
  spacingRanges,
  type IdlerSide,
} from '@/engineering/idler-spacing'
import type { PlacedSize } from '@/engineering/size-fits'
import { CalculatorForm, WorkingLine } from './calculator-form'
import { FittingSizes } from './fitting-sizes'
import { figure, fromMetric, unitOf } from './quantities'

const sideNames: Record<IdlerSide, string> = { carrying: 'carrying side', return: 'return side', impact: 'impact zone' }
const sides = Object.entries(sideNames).map(([value, name]) => ({ value, label: name[0]!.toUpperCase() + name.slice(1) }))

/** The largest idler spacing for an allowed sag, the spacing to build, its sag and its load, and our sizes that carry it. */
export function IdlerSpacingCalculator({ sizes }: { sizes: PlacedSize[] }) {
  return (
    <CalculatorForm
      fields={[
        { name: 'belt', label: 'Belt width', quantity: 'beltWidth', initial: 1200, min: 300, max: 3000 },
        {
          name: 'tension',
          label: 'Belt tension at this point',
          quantity: 'load',
          initial: 12,
          min: 0.1,
          max: 5000,
          hint: 'Lowest just after the tail pulley, where sag is worst.',
        },
        { name: 'beltMass', label: 'Belt mass per metre', quantity: 'massPerLength', initial: 15, min: 0.5, max: 300 },
        { name: 'capacity', label: 'Capacity, 0 on the return side', quantity: 'capacity', initial: 900, min: 0, max: 20000 },
        { name: 'speed', label: 'Belt speed', quantity: 'beltSpeed', initial: 2.5, min: 0.1, max: 10 },
        {
          name: 'sag',
          label: 'Allowed sag, share of the spacing',
          quantity: 'percent',
          initial: 1.5,
          min: 0.1,
          max: 10,
          hint: 'Rule of thumb: 1.5 % carrying, 2-3 % return.',
        },
      ]}
      choices={[{ name: 'side', label: 'Side of the belt', options: sides, initial: 'carrying' }]}
    >
      {({ belt, tension, beltMass, capacity, speed, sag }, { side: picked }, system) => {
        const side = (picked ?? 'carrying') as IdlerSide
        const material = side === 'return' ? 0 : materialMassPerMetre(capacity!, speed!)
        const largest = maxSpacing(tension!, sag! / 100, beltMass!, material)
        const choice = recommendedSpacing(largest, side)
        const [low, high] = spacingRanges[side]
        const length = (m: number, decimals = 2) => `${figure(fromMetric(m, 'spacing', system), decimals)} ${unitOf('spacing', system)}`
        const built = choice.spacing > 0 ? choice.spacing : undefined
        const ratio = built ? sagRatio(built, beltMass!, material, tension!) : 0
        const load = built ? setLoadAt(built, beltMass!, material) : 0
        const fits = built
          ? spacingFits(sizes, { beltMm: belt!, side, beltSpeed: speed!, setLoad: load }).map(({ size, rating }) => ({
              ...size,
              note: `${size.set ? 'set' : 'roll'} rating ${figure(fromMetric(rating, 'load', system), 2)} ${unitOf('load', system)}`,
            }))
          : []
        return (
          <>
            <dl className="working">
              <WorkingLine
                label={side === 'return' ? 'Material on the return, qG' : 'Material per metre, qG = Q / (3.6 x v)'}
                value={figure(fromMetric(material, 'massPerLength', system), 1)}
                unit={unitOf('massPerLength', system)}
              />
              <WorkingLine
                label={`Weight per metre, (qB + qG) x ${gravity}`}
                value={figure((beltMass! + material) * gravity, 0)}
                unit="N/m"
              />
              <WorkingLine label="Largest spacing, a = 8 x T x (h/a) / ((qB + qG) x g)" value={length(largest)} />
              <WorkingLine label={`Usual spacing on the ${sideNames[side]}`} value={`${length(low, 1)} to ${length(high, 1)}`} />
              <WorkingLine label="Spacing to build, rounded down to 0.1 m" value={built ? length(built) : 'below 0.1 m'} strong />
              <WorkingLine
                label="What sets it"
                value={choice.bound === 'sag' ? 'the sag limit' : `the top of the usual range for the ${sideNames[side]}`}
              />
              {built ? (
                <>
                  <WorkingLine
                    label="Sag at that spacing, h = a² x (qB + qG) x g / (8 T)"
                    value={`${figure(fromMetric(ratio * built * 1000, 'height', system), system === 'metric' ? 1 : 2)} ${unitOf('height', system)}, ${figure(ratio * 100, 2)} %`}
                  />
                  <WorkingLine
                    label="Load on one set at that spacing, (qB + qG) x g x a"
                    value={figure(fromMetric(load, 'load', system), 3)}
                    unit={unitOf('load', system)}
                    strong
                  />
                </>
              ) : null}
            </dl>
            {choice.belowRange ? (
              <p className="calculator-verdict calculator-verdict--over">
                Below the usual {length(low, 1)}: the belt is slack for this load. Raise the take-up tension.
              </p>
            ) : null}
            <h3>Our sizes for this spacing</h3>
            <p className="field-hint">
              Sets and rolls for this belt width that carry it for 30,000 h at {figure(speed!, 2)} m/s; a troughing roll as a centre roll,
              70 % of it.
            </p>
            <FittingSizes
              sizes={fits}
              empty="None of our listed sizes for this belt width carries this load at this speed: ask our engineers."
            />
          </>
        )
      }}
    </CalculatorForm>
  )
}
