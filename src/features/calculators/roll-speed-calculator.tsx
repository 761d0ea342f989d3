import { forBelt } from '@/engineering/idler-load'
import { beltSpeedAt, rollSpeed } from '@/engineering/speed-and-life'
import { rollSpeedLimit } from '@/engineering/catalogue-figures'
import type { RatedSize } from '@/engineering/catalogue-figures'
import { CalculatorForm, WorkingLine } from './calculator-form'
import { FittingSizes } from './fitting-sizes'
import { figure, fromMetric, unitOf } from './quantities'

/** rpm from belt speed and roll diameter, and the roll diameters of ours that stay within the limit. */
export function RollSpeedCalculator({ sizes }: { sizes: RatedSize[] }) {
  return (
    <CalculatorForm
      fields={[
        { name: 'speed', label: 'Belt speed', quantity: 'beltSpeed', initial: 2.5, min: 0.05, max: 10 },
        { name: 'diameter', label: 'Roll diameter', quantity: 'diameter', initial: 133, min: 20, max: 400 },
        { name: 'belt', label: 'Belt width, for our rolls that fit it', quantity: 'beltWidth', initial: 1200, min: 300, max: 3000 },
      ]}
    >
      {({ speed, diameter, belt }, _choices, system) => {
        const rpm = rollSpeed(speed!, diameter!)
        const perTurn = (Math.PI * diameter!) / 1000
        const limitSpeed = beltSpeedAt(rollSpeedLimit, diameter!)
        // Rolls of the diameter asked for (within 3 mm: 133 and 133.0 are one size) for the belt width, then the larger ones that also stay within the limit.
        const rollsForBelt = sizes.filter(
          (s) =>
            !s.set &&
            s.special === undefined &&
            forBelt(s, belt!) &&
            (s.returnRoll === true || rollSpeed(speed!, s.diameter) <= rollSpeedLimit),
        )
        const fits = [...rollsForBelt]
          .sort((a, b) => Math.abs(a.diameter - diameter!) - Math.abs(b.diameter - diameter!) || a.diameter - b.diameter)
          .map((s) => ({
            ...s,
            note: `${figure(s.diameter, 1)} mm ${s.returnRoll ? 'return roll' : 'carrying roll'}, ${Math.round(rollSpeed(speed!, s.diameter))} rpm`,
          }))
        return (
          <>
            <dl className="working">
              <WorkingLine label="Belt travel per minute, v x 60" value={figure(speed! * 60, 1)} unit="m/min" />
              <WorkingLine label="Belt travel per turn, pi x D" value={figure(perTurn, 3)} unit="m" />
              <WorkingLine label="Roll speed n" value={figure(rpm, 0)} unit="rpm" strong />
              <WorkingLine
                label={`Highest belt speed for this roll at ${rollSpeedLimit} rpm`}
                value={figure(fromMetric(limitSpeed, 'beltSpeed', system), 2)}
                unit={unitOf('beltSpeed', system)}
              />
            </dl>
            <p className={rpm > rollSpeedLimit ? 'calculator-verdict calculator-verdict--over' : 'calculator-verdict'}>
              {rpm > rollSpeedLimit
                ? `Too fast: ${figure(rpm, 0)} rpm is above the ${rollSpeedLimit} rpm we allow. Choose a larger roll.`
                : `Within our ${rollSpeedLimit} rpm limit.`}
            </p>
            <h3>Our rolls for a {figure(belt!, 0)} mm belt, nearest this diameter first</h3>
            <FittingSizes
              sizes={fits}
              empty="None of our rolls for this belt width stays within the limit at this belt speed: ask our engineers."
            />
          </>
        )
      }}
    </CalculatorForm>
  )
}
