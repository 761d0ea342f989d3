import { forBelt } from '@/engineering/idler-load'
import type { PulleyOffer } from '@/content/selection-offers'
import {
  carcassFactor,
  minimumPulleyDiameters,
  steelCordCarcassThickness,
  tensionUtilisation,
  textileCarcassThickness,
  type CarcassKind,
  type PulleyGroup,
} from '@/engineering/pulley-diameter'
import { CalculatorForm, WorkingLine } from './calculator-form'
import { FittingSizes } from './fitting-sizes'
import { figure } from './quantities'

const carcasses = [
  { value: 'EP', label: 'Polyester-nylon (EP) textile' },
  { value: 'NN', label: 'Nylon (NN) textile' },
  { value: 'ST', label: 'Steel cord (ST)' },
]

/** Which pulleys of ours each group covers, by the role their series serves. */
const groupRoles: Record<PulleyGroup, { title: string; roles: readonly PulleyOffer['role'][] }> = {
  A: { title: 'Drive pulleys', roles: ['drive'] },
  B: { title: 'Tail, take-up and bend pulleys', roles: ['tail', 'take-up', 'bend'] },
  C: { title: 'Snub pulleys', roles: ['snub'] },
}

/** The smallest pulley diameters a belt may bend round, by pulley group, and our pulleys at least that size. */
export function PulleyDiameterCalculator({ offers }: { offers: { pulleys: PulleyOffer[] } }) {
  return (
    <CalculatorForm
      fields={[
        { name: 'belt', label: 'Belt width', quantity: 'beltWidth', initial: 1200, min: 300, max: 3000 },
        {
          name: 'strength',
          label: 'Belt strength (the 800 of EP 800/4 or ST 2000)',
          quantity: 'factor',
          initial: 800,
          min: 100,
          max: 6000,
        },
        { name: 'plies', label: 'Plies (textile belts)', quantity: 'factor', initial: 4, min: 1, max: 8 },
        {
          name: 'tension',
          label: 'Highest running belt tension, T1',
          quantity: 'load',
          initial: 38.4,
          min: 0.1,
          max: 5000,
          hint: 'From the belt tension calculator; the tight side at the drive.',
        },
        {
          name: 'safety',
          label: 'Safety factor on the belt strength',
          quantity: 'factor',
          initial: 10,
          min: 4,
          max: 15,
          hint: 'About 10 for textile belts and 7 for steel cord, splices included.',
        },
      ]}
      choices={[{ name: 'carcass', label: 'Carcass', options: carcasses, initial: 'EP' }]}
    >
      {({ belt, strength, plies, tension, safety }, { carcass }) => {
        const kind = carcass as CarcassKind
        if (kind !== 'ST' && (!Number.isInteger(plies) || strength! / plies! < 50 || strength! / plies! > 500))
          return (
            <p>
              Please check the strength and plies: a textile belt has a whole number of plies, each carrying 50 to 500 N/mm (EP 800/4: 200
              N/mm a ply).
            </p>
          )
        const thickness = kind === 'ST' ? steelCordCarcassThickness(strength!) : textileCarcassThickness(strength!, plies!)
        const utilisation = tensionUtilisation(tension!, belt!, strength!, safety!)
        const diameters = minimumPulleyDiameters(kind, thickness, utilisation)
        return (
          <>
            <dl className="working">
              <WorkingLine
                label={kind === 'ST' ? 'Carcass thickness, taken as the cord diameter' : 'Carcass thickness, plies x ply thickness'}
                value={figure(thickness, 2)}
                unit="mm"
              />
              <WorkingLine label={`C_Tr x thickness (C_Tr = ${carcassFactor[kind]})`} value={figure(diameters.base, 0)} unit="mm" />
              <WorkingLine label="Raised to the pulley series" value={figure(diameters.series, 0)} unit="mm" />
              <WorkingLine
                label="Working strength, strength x width / safety factor"
                value={figure((strength! * belt!) / safety! / 1000, 1)}
                unit="kN"
              />
              <WorkingLine label="Tension utilisation, T1 / working strength" value={`${figure(utilisation * 100, 0)} %`} />
              <WorkingLine label="Group A: drive, high-tension bends" value={figure(diameters.groups.A, 0)} unit="mm" strong />
              <WorkingLine label="Group B: tail, take-up, low-tension bends" value={figure(diameters.groups.B, 0)} unit="mm" strong />
              <WorkingLine label="Group C: snubs, wrap up to 30°" value={figure(diameters.groups.C, 0)} unit="mm" strong />
            </dl>
            {utilisation > 1 ? (
              <p className="calculator-verdict calculator-verdict--over">
                The tension is above the belt's working strength: choose a stronger belt.
              </p>
            ) : null}
            {(Object.keys(groupRoles) as PulleyGroup[]).map((group) => {
              const { title, roles } = groupRoles[group]
              const fits = offers.pulleys
                .filter((p) => roles.includes(p.role) && forBelt(p, belt!) && p.diameter >= diameters.groups[group])
                .sort((a, b) => a.diameter - b.diameter || a.rank - b.rank)
                .map((p) => ({ ...p, set: false, note: `${p.diameter} mm shell, ${p.face} mm face` }))
              return (
                <section key={group} aria-label={title}>
                  <h3>
                    {title} of ours for a {figure(belt!, 0)} mm belt, at least {diameters.groups[group]} mm
                  </h3>
                  <FittingSizes sizes={fits} empty="None listed for this belt width and diameter: ask our engineers for one built to it." />
                </section>
              )
            })}
          </>
        )
      }}
    </CalculatorForm>
  )
}
