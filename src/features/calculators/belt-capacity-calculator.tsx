import { forBelt } from '@/engineering/idler-load'
import { Link } from 'react-router-dom'
import { beltSection, centreRollLength, volumeFlow } from '@/engineering/belt-capacity'
import { ratedSizeAt, type RatedSize } from '@/engineering/catalogue-figures'
import { FittingSizes } from './fitting-sizes'
import { CalculatorForm, WorkingLine } from './calculator-form'
import { figure, fromMetric, unitOf } from './quantities'

const troughs = [0, 20, 35, 45].map((angle) => ({
  value: String(angle),
  label: angle === 0 ? 'Flat belt' : `${angle}° trough, 3 equal rolls`,
}))

/** Volume and tonnage of a troughed belt, with each intermediate figure of the ISO 5048 section. */
export function BeltCapacityCalculator({ sizes }: { sizes: RatedSize[] }) {
  return (
    <CalculatorForm
      fields={[
        { name: 'belt', label: 'Belt width', quantity: 'beltWidth', initial: 1000, min: 300, max: 3000 },
        {
          name: 'surcharge',
          label: 'Surcharge angle',
          quantity: 'angle',
          initial: 20,
          min: 0,
          max: 30,
          hint: 'About 20° for most ores and aggregates, 10-15° for fine or wet material.',
        },
        { name: 'speed', label: 'Belt speed', quantity: 'beltSpeed', initial: 2.5, min: 0.1, max: 10 },
        { name: 'density', label: 'Bulk density', quantity: 'density', initial: 1.6, min: 0.1, max: 5 },
      ]}
      choices={[{ name: 'trough', label: 'Trough', options: troughs, initial: '35' }]}
    >
      {({ belt, surcharge, speed, density }, { trough }, system) => {
        const angle = Number(trough)
        const section = beltSection(belt!, angle, surcharge!)
        const volume = volumeFlow(section.area, speed!)
        const tonnes = volume * density!
        const sets = sizes
          .filter(
            (s) => s.set && s.special === undefined && s.covering === undefined && s.rolls === 3 && s.angle === angle && forBelt(s, belt!),
          )
          .map((s) => ({ ...s, ...ratedSizeAt(s, speed!) }))
          .filter((s) => s.withinSpeed)
          .sort((a, b) => a.rating - b.rating)
          .map((s) => ({ ...s, note: `rated ${figure(fromMetric(s.rating, 'load', system), 2)} ${unitOf('load', system)} at this speed` }))
        return (
          <>
            <dl className="working">
              <WorkingLine label="Usable width b = 0.9 B - 0.05" value={figure(section.usableWidth, 3)} unit="m" />
              {angle > 0 ? (
                <WorkingLine label="Centre roll l3 (DIN 22107)" value={figure(centreRollLength(belt!) / 1000, 3)} unit="m" />
              ) : null}
              <WorkingLine label="Surcharge area A1" value={figure(section.surcharge, 4)} unit="m²" />
              {angle > 0 ? <WorkingLine label="Trough area A2" value={figure(section.trough, 4)} unit="m²" /> : null}
              <WorkingLine label="Load section A" value={figure(section.area, 4)} unit="m²" />
              <WorkingLine
                label="Volume, Q = 3600 x A x v"
                value={figure(system === 'metric' ? volume : volume * 35.3147, 0)}
                unit={system === 'metric' ? 'm³/h' : 'ft³/h'}
                strong
              />
              <WorkingLine
                label="Mass flow"
                value={figure(fromMetric(tonnes, 'capacity', system), 0)}
                unit={unitOf('capacity', system)}
                strong
              />
            </dl>
            {angle > 0 ? (
              <>
                <h3>
                  Our {angle}° carrying sets for a {figure(belt!, 0)} mm belt
                </h3>
                <p className="field-hint">
                  Within the roll speed limit at this belt speed, lightest rating first; the{' '}
                  <Link to="/tools/select">component selection</Link> checks each against your load.
                </p>
                <FittingSizes sizes={sets} empty="We list no 3-roll set of this angle for this belt width: ask our engineers." />
              </>
            ) : null}
          </>
        )
      }}
    </CalculatorForm>
  )
}
