import type { PlacedSize } from '@/engineering/size-fits'
import {
  conflictingFactor,
  transitionDistance,
  transitionFits,
  troughDepth,
  type BeltCarcass,
  type TensionBand,
  type TroughDepth,
} from '@/engineering/transition-distance'
import { CalculatorForm, WorkingLine } from './calculator-form'
import { FittingSizes } from './fitting-sizes'
import { figure, fromMetric, unitOf } from './quantities'

const bandNames: Record<TensionBand, string> = {
  'over-90': 'over 90 % of rated',
  '60-to-90': '60 to 90 % of rated',
  'under-60': 'under 60 % of rated',
}
/** Our transition idler product: listed first among the fitting sets. */
const transitionIdlerSlug = 'transition-idler-conveyor'

/** The minimum transition distance at a terminal pulley, the trough depth, and our reduced-angle sets for it. */
export function TransitionDistanceCalculator({ sizes }: { sizes: PlacedSize[] }) {
  return (
    <CalculatorForm
      fields={[
        { name: 'belt', label: 'Belt width', quantity: 'beltWidth', initial: 1000, min: 300, max: 3000 },
        {
          name: 'tension',
          label: 'Belt tension at the pulley, share of its rated tension',
          quantity: 'percent',
          initial: 70,
          min: 1,
          max: 100,
          hint: "The working tension at this pulley over the belt's rated working tension: high at the head of a loaded belt, low at the tail.",
        },
      ]}
      choices={[
        {
          name: 'angle',
          label: 'Trough angle of the carrying idlers',
          options: [20, 35, 45].map((a) => ({ value: String(a), label: `${a}°` })),
          initial: '35',
        },
        {
          name: 'carcass',
          label: 'Belt carcass',
          options: [
            { value: 'fabric', label: 'Fabric (EP, NN)' },
            { value: 'steel-cord', label: 'Steel cord' },
          ],
          initial: 'fabric',
        },
        {
          name: 'depth',
          label: 'Pulley height',
          options: [
            { value: 'full', label: 'Level with the centre roll' },
            { value: 'half', label: 'Raised half the trough depth' },
          ],
          initial: 'full',
        },
      ]}
    >
      {({ belt, tension }, { angle: picked, carcass, depth }, system) => {
        const angle = Number(picked)
        const result = transitionDistance({
          beltMm: belt!,
          angle,
          carcass: carcass as BeltCarcass,
          depth: depth as TroughDepth,
          tensionPercent: tension!,
        })
        const trough = troughDepth(belt!, angle)
        const mm = (value: number, quantity: 'height' | 'beltWidth' = 'height') =>
          `${figure(fromMetric(value, quantity, system), system === 'metric' ? 0 : 1)} ${unitOf(quantity, system)}`
        const fits = transitionFits(sizes, { beltMm: belt!, troughAngle: angle, transitionSlug: transitionIdlerSlug }).map((s) => ({
          ...s,
          note: `${s.angle ?? ''}° set${s.slug === transitionIdlerSlug ? ', transition idler' : ''}`,
        }))
        return (
          <>
            <dl className="working">
              <WorkingLine label="Tension band" value={bandNames[result.band]} />
              <WorkingLine
                label={`Factor, ${depth === 'half' ? 'half' : 'full'} trough depth, ${carcass === 'steel-cord' ? 'steel cord' : 'fabric'}, ${angle}°`}
                value={figure(result.factor, 1)}
              />
              <WorkingLine
                label="Transition distance = factor x belt width"
                value={`${figure(fromMetric(result.distance / 1000, 'spacing', system), 2)} ${unitOf('spacing', system)}`}
                strong
              />
              <WorkingLine label="Roll length l of a 3-roll set (DIN 22107)" value={mm(trough.rollLength)} />
              <WorkingLine label={`Trough depth, l x sin ${angle}°`} value={mm(trough.depth)} />
              {depth === 'half' ? (
                <WorkingLine label="Pulley top above the centre roll's top, half the depth" value={mm(trough.depth / 2)} />
              ) : null}
            </dl>
            {result.conflicting ? (
              <p className="calculator-verdict calculator-verdict--over">
                Public copies of the table disagree on this factor: one reads {figure(conflictingFactor.used, 1)}, another{' '}
                {figure(conflictingFactor.other, 1)}. We use the longer {figure(conflictingFactor.used, 1)}; check it with your belt maker.
              </p>
            ) : null}
            <p className="field-hint">
              The distance runs from the pulley's centre line to the first idler at the full trough angle. Transition sets at lower angles
              go between them, steepest nearest the full trough; the belt maker confirms the number and places.
            </p>
            <h3>Our transition sets for this belt</h3>
            <p className="field-hint">
              Three-roll sets for a {figure(belt!, 0)} mm belt at angles below {angle}°, our transition idlers first.
            </p>
            <FittingSizes
              sizes={fits}
              empty={`We list no set below ${angle}° for this belt width: transition sets are made to order, ask our engineers.`}
            />
          </>
        )
      }}
    </CalculatorForm>
  )
}
