import { bearingTable } from '@/engineering/bearings'
import { ratingLifeHours, rollSpeed } from '@/engineering/speed-and-life'
import type { RatedSize } from '@/engineering/catalogue-figures'
import { CalculatorForm, WorkingLine } from './calculator-form'
import { FittingSizes } from './fitting-sizes'
import { figure } from './quantities'

const ballBearings = [...bearingTable.values()].filter((b) => b.kind === 'ball')

/** L10 hours and years of a roll's bearings from the load on the roll, belt speed and roll diameter. */
export function BearingLifeCalculator({ sizes }: { sizes: RatedSize[] }) {
  return (
    <CalculatorForm
      fields={[
        { name: 'load', label: 'Load on the roll', quantity: 'load', initial: 3, min: 0.01, max: 200 },
        { name: 'speed', label: 'Belt speed', quantity: 'beltSpeed', initial: 2.5, min: 0.05, max: 10 },
        { name: 'diameter', label: 'Roll diameter', quantity: 'diameter', initial: 159, min: 20, max: 400 },
        { name: 'hours', label: 'Running time', quantity: 'hours', initial: 24, min: 1, max: 24 },
      ]}
      choices={[
        {
          name: 'bearing',
          label: 'Bearing (two per roll)',
          initial: '6204',
          options: ballBearings.map((b) => ({
            value: b.designation,
            label: `${b.designation}: ${b.bore} x ${b.outside} x ${b.width} mm, C ${b.dynamic} kN`,
          })),
        },
      ]}
    >
      {({ load, speed, diameter, hours }, { bearing: designation }) => {
        const bearing = bearingTable.get(designation ?? '6204')!
        const rpm = rollSpeed(speed!, diameter!)
        const perBearing = load! / 2
        const life = ratingLifeHours(bearing.dynamic, perBearing, rpm)
        const years = life / (hours! * 365)
        // Our rolls on this bearing, the diameter asked for first.
        const rolls = sizes
          .filter((s) => !s.set && s.special === undefined && s.bearing === bearing.designation)
          .sort((a, b) => Math.abs(a.diameter - diameter!) - Math.abs(b.diameter - diameter!) || (a.belt ?? 0) - (b.belt ?? 0))
          .map((s) => ({
            ...s,
            note: `${figure(s.diameter, 1)} mm${s.belt ? ` for a ${s.belt} mm belt` : ''}, L10 ${figure(ratingLifeHours(bearing.dynamic, perBearing, rollSpeed(speed!, s.diameter)), 0)} h at this load`,
          }))
        return (
          <>
            <dl className="working">
              <WorkingLine label="Roll speed n = v x 60 / (pi x D)" value={figure(rpm, 0)} unit="rpm" />
              <WorkingLine label="Load on each bearing P" value={figure(perBearing, 3)} unit="kN" />
              <WorkingLine label={`Dynamic rating C of the ${bearing.designation}`} value={figure(bearing.dynamic, 2)} unit="kN" />
              <WorkingLine label="C / P, cubed" value={figure((bearing.dynamic / perBearing) ** 3, 0)} unit="million revolutions" />
              <WorkingLine label="Basic rating life L10h" value={figure(life, 0)} unit="h" strong />
              <WorkingLine label={`At ${figure(hours!, 0)} hours a day`} value={figure(years, 1)} unit="years" strong />
            </dl>
            <h3>Our rolls on the {bearing.designation}</h3>
            <FittingSizes sizes={rolls} empty={`We list no roll on the ${bearing.designation}: ask our engineers.`} />
          </>
        )
      }}
    </CalculatorForm>
  )
}
