import { ratedSizeAt, ratingLifeHours as life30k, rollSpeedLimit } from '@/engineering/catalogue-figures'
import { forBelt, gravity, idlerRollLoad, materialMassPerMetre } from '@/engineering/idler-load'
import type { RatedSize } from '@/engineering/catalogue-figures'
import type { RollPosition } from '@/engineering/size-rows'
import { CalculatorForm, WorkingLine } from './calculator-form'
import { FittingSizes } from './fitting-sizes'
import { figure, fromMetric, unitOf } from './quantities'

const sets = [
  { value: '3', label: '3 equal rolls (troughed carrying set)' },
  { value: '5', label: '5 rolls (deep trough)' },
  { value: '2', label: '2 rolls (V return or 2-roll trough)' },
  { value: '1', label: '1 roll (flat carrying or return)' },
]

const angles = [20, 35, 45].map((a) => ({ value: String(a), label: `${a}°` }))

const places = [
  { value: 'carrying', label: 'Carrying run' },
  { value: 'impact', label: 'Under a loading point (impact rolls)' },
  { value: 'return', label: 'Return run (belt only)' },
]
type Place = 'carrying' | 'impact' | 'return'

/** Where the rolls of a set of `rolls` run: a roll fits the set it could serve in. */
const rollPositionsFor = (rolls: 1 | 2 | 3 | 5, place: Place): readonly RollPosition[] =>
  place === 'return'
    ? rolls === 2
      ? ['v-return']
      : ['flat']
    : rolls === 3
      ? ['trough']
      : rolls === 5
        ? ['trough-5']
        : rolls === 2
          ? ['trough-2']
          : ['flat']

/**
 * Whether a size serves the set asked for: a set of that many rolls (and trough angle) for the belt
 * width (48 in is 1219 mm: within 2 %), or a roll for that place and belt width; rubber-ringed
 * impact rolls under a loading point only. Tapered, pipe, guide and gravity rolls never do.
 */
export function servesSet(size: RatedSize, rolls: 1 | 2 | 3 | 5, angle: number, belt: number, place: Place): boolean {
  if (size.special !== undefined || !forBelt(size, belt)) return false
  if ((place === 'impact') !== (size.covering === 'rubber')) return false
  if (!rollPositionsFor(rolls, place).includes(size.position)) return false
  return !size.set || rolls < 3 || size.angle === angle
}

/** Load on the most loaded roll of a set, and our sizes that carry it for the rating life at the belt speed. */
export function IdlerLoadCalculator({ sizes }: { sizes: RatedSize[] }) {
  return (
    <CalculatorForm
      fields={[
        { name: 'belt', label: 'Belt width', quantity: 'beltWidth', initial: 1200, min: 300, max: 3000 },
        {
          name: 'beltMass',
          label: 'Belt mass per metre',
          quantity: 'massPerLength',
          initial: 15,
          min: 0.5,
          max: 300,
          hint: 'From the belt maker; roughly 12-18 kg/m for a 1200 mm EP belt.',
        },
        { name: 'capacity', label: 'Capacity', quantity: 'capacity', initial: 900, min: 0, max: 20000 },
        { name: 'speed', label: 'Belt speed', quantity: 'beltSpeed', initial: 2.5, min: 0.1, max: 10 },
        { name: 'spacing', label: 'Idler spacing', quantity: 'spacing', initial: 1.2, min: 0.2, max: 6 },
        {
          name: 'impact',
          label: 'Lump and impact factor',
          quantity: 'factor',
          initial: 1,
          min: 1,
          max: 2,
          hint: '1 for fine material, 1.1-1.3 for lumps.',
        },
        {
          name: 'service',
          label: 'Service factor',
          quantity: 'factor',
          initial: 1,
          min: 1,
          max: 2,
          hint: '1 for a clean, well-kept line; up to 1.3 for dirty or wet duty.',
        },
      ]}
      choices={[
        { name: 'place', label: 'Where the set runs', options: places, initial: 'carrying' },
        { name: 'rolls', label: 'Idler set', options: sets, initial: '3' },
        { name: 'angle', label: 'Trough angle (3 and 5 roll sets)', options: angles, initial: '35' },
      ]}
    >
      {({ belt, beltMass, capacity, speed, spacing, impact, service }, { rolls, angle, place }, system) => {
        const rollCount = Number(rolls) as 1 | 2 | 3 | 5
        // The return run carries the belt only.
        const material = place === 'return' ? 0 : materialMassPerMetre(capacity!, speed!)
        const load = idlerRollLoad({
          beltMass: beltMass!,
          materialMass: material,
          spacing: spacing!,
          rolls: rollCount,
          impactFactor: impact,
          serviceFactor: service,
        })
        const setDemand = load.setLoad * load.factors.impact * load.factors.service
        const fits = sizes
          .filter((s) => servesSet(s, rollCount, Number(angle), belt!, place as Place))
          .map((s) => ({ size: s, ...ratedSizeAt(s, speed!), demand: s.set ? setDemand : load.rollLoad }))
          .filter(({ withinSpeed, rating, demand }) => withinSpeed && rating >= demand)
          .sort((a, b) => a.rating / a.demand - b.rating / b.demand)
          .map(({ size, rating }) => ({
            ...size,
            note: `${size.set ? 'set' : 'roll'} rating ${figure(fromMetric(rating, 'load', system), 2)} ${unitOf('load', system)}`,
          }))
        return (
          <>
            <dl className="working">
              <WorkingLine
                label="Material per metre, q = Q / (3.6 x v)"
                value={figure(fromMetric(material, 'massPerLength', system), 1)}
                unit={unitOf('massPerLength', system)}
              />
              <WorkingLine
                label={`Load on the set, (belt + material) x ${gravity} x spacing`}
                value={figure(fromMetric(load.setLoad, 'load', system), 3)}
                unit={unitOf('load', system)}
              />
              <WorkingLine label="Share of its most loaded roll" value={`${Math.round(load.factors.share * 100)} %`} />
              <WorkingLine
                label="Factors, impact x service"
                value={`${figure(load.factors.impact, 2)} x ${figure(load.factors.service, 2)}`}
              />
              <WorkingLine
                label="Load on the most loaded roll"
                value={figure(fromMetric(load.rollLoad, 'load', system), 3)}
                unit={unitOf('load', system)}
                strong
              />
            </dl>
            <h3>Our sizes that carry it for {life30k.toLocaleString('en-GB')} hours</h3>
            <p className="field-hint">
              Rolls and sets for a {figure(belt!, 0)} mm belt whose load rating at {figure(speed!, 2)} m/s (never above a CEMA class rating
              or a polymer shell's limit) is at least the load above, troughing rolls within {rollSpeedLimit} rpm.
            </p>
            <FittingSizes
              sizes={fits}
              empty="None of our listed sizes carries this load at this speed for 30,000 hours: ask our engineers for a heavier series or a closer spacing."
            />
          </>
        )
      }}
    </CalculatorForm>
  )
}
