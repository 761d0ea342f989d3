import { Link } from 'react-router-dom'
import { beltTensions, slackSideLimitNames, type TakeUpPlace } from '@/engineering/belt-tension'
import { gravity } from '@/engineering/idler-load'
import { CalculatorForm, WorkingLine } from './calculator-form'
import { figure, fromMetric, unitOf, type QuantityName, type UnitSystem } from './quantities'

const takeUps = [
  { value: 'drive', label: 'Gravity take-up on the return, behind the drive' },
  { value: 'tail', label: 'At the tail pulley (screw or carriage)' },
]

/** Effective tension, T1 and T2, take-up and power by ISO 5048, with every resistance shown. */
export function BeltTensionCalculator() {
  return (
    <CalculatorForm
      fields={[
        { name: 'length', label: 'Conveyor length, centre to centre along the belt', quantity: 'length', initial: 300, min: 5, max: 5000 },
        {
          name: 'lift',
          label: 'Lift from tail to head (negative if the belt runs downhill)',
          quantity: 'length',
          initial: 15,
          min: -500,
          max: 500,
        },
        { name: 'speed', label: 'Belt speed', quantity: 'beltSpeed', initial: 2.5, min: 0.1, max: 10 },
        { name: 'capacity', label: 'Capacity', quantity: 'capacity', initial: 800, min: 0, max: 20000 },
        {
          name: 'beltMass',
          label: 'Belt mass per metre',
          quantity: 'massPerLength',
          initial: 17,
          min: 0.5,
          max: 300,
          hint: 'From the belt maker; about 14 kg/m per metre of width for a 4-ply textile belt with 6 + 2 mm covers.',
        },
        {
          name: 'carryingSet',
          label: 'Turning mass of one carrying set',
          quantity: 'mass',
          initial: 22,
          min: 0,
          max: 500,
          hint: 'All its rolls: our size tables give the turning mass of each roll.',
        },
        { name: 'carryingSpacing', label: 'Carrying idler spacing', quantity: 'spacing', initial: 1.2, min: 0.3, max: 5 },
        { name: 'returnSet', label: 'Turning mass of one return set', quantity: 'mass', initial: 17, min: 0, max: 500 },
        { name: 'returnSpacing', label: 'Return idler spacing', quantity: 'spacing', initial: 3, min: 0.5, max: 10 },
        {
          name: 'friction',
          label: 'Friction factor f',
          quantity: 'factor',
          initial: 0.02,
          min: 0.01,
          max: 0.05,
          hint: '0.020 for a well-aligned, well-kept belt; 0.016 for a very good one; up to 0.030 for a dusty, poorly aligned or cold one.',
        },
        { name: 'special', label: 'Special resistances (cleaners, ploughs, long skirts)', quantity: 'load', initial: 0, min: 0, max: 500 },
        {
          name: 'wrap',
          label: 'Belt wrap on the drive pulley',
          quantity: 'angle',
          initial: 210,
          min: 150,
          max: 240,
          hint: '180° on a plain head drive; 200-230° with a snub pulley.',
        },
        {
          name: 'grip',
          label: 'Friction between belt and drive pulley',
          quantity: 'factor',
          initial: 0.35,
          min: 0.1,
          max: 0.5,
          hint: '0.25 bare steel, 0.35 rubber lagging, 0.40 ceramic lagging; less when wet.',
        },
        {
          name: 'start',
          label: 'Start-up factor (peak over running pull)',
          quantity: 'factor',
          initial: 1.5,
          min: 1,
          max: 2.5,
          hint: '1.3-1.7: lower with a soft starter or fluid coupling.',
        },
        { name: 'sagCarrying', label: 'Allowed sag, carrying run', quantity: 'percent', initial: 1.5, min: 0.3, max: 5 },
        { name: 'sagReturn', label: 'Allowed sag, return run', quantity: 'percent', initial: 2, min: 0.3, max: 5 },
        { name: 'efficiency', label: 'Drive efficiency, motor to drum', quantity: 'percent', initial: 90, min: 50, max: 100 },
      ]}
      choices={[{ name: 'takeUp', label: 'Take-up', options: takeUps, initial: 'drive' }]}
    >
      {(v, { takeUp }, system) => {
        if (Math.abs(v.lift!) >= v.length!)
          return <p>The lift must be less than the conveyor length: the length is measured along the belt.</p>
        const t = beltTensions({
          length: v.length!,
          lift: v.lift!,
          beltSpeed: v.speed!,
          capacity: v.capacity!,
          beltMass: v.beltMass!,
          carryingSetMass: v.carryingSet!,
          carryingSpacing: v.carryingSpacing!,
          returnSetMass: v.returnSet!,
          returnSpacing: v.returnSpacing!,
          friction: v.friction!,
          special: v.special!,
          wrap: v.wrap!,
          driveFriction: v.grip!,
          startFactor: v.start!,
          sagCarrying: v.sagCarrying! / 100,
          sagReturn: v.sagReturn! / 100,
          driveEfficiency: v.efficiency! / 100,
          takeUp: takeUp as TakeUpPlace,
        })
        const show = (value: number, quantity: QuantityName, decimals = 2) => figure(fromMetric(value, quantity, system), decimals)
        const kN = (label: string, value: number, strong = false) => (
          <WorkingLine label={label} value={show(value, 'load')} unit={unitOf('load', system)} strong={strong} />
        )
        if (t.regenerative) {
          return (
            <p className="calculator-verdict calculator-verdict--over">
              Downhill, the material pulls the belt harder than its resistances hold it back (peripheral force{' '}
              {show(t.peripheralForce, 'load')} {unitOf('load', system)}): the drive brakes and the tensions follow other rules. Send us the
              duty and our engineers will work it out.
            </p>
          )
        }
        return (
          <>
            <dl className="working">
              <WorkingLine
                label="Material per metre, q_G = Q / (3.6 v)"
                value={show(t.materialMass, 'massPerLength', 1)}
                unit={unitOf('massPerLength', system)}
              />
              <WorkingLine
                label="Idlers per metre, carrying q_RO and return q_RU"
                value={`${show(t.carryingIdlerMass, 'massPerLength', 1)} and ${show(t.returnIdlerMass, 'massPerLength', 1)}`}
                unit={unitOf('massPerLength', system)}
              />
              <WorkingLine label="Slope of the belt, delta = asin(H / L)" value={figure(t.slope, 2)} unit="°" />
              {kN('Main resistance F_H = f L g [q_RO + q_RU + (2 q_B + q_G) cos delta]', t.mainResistance)}
              <WorkingLine
                label={`Coefficient C for ${show(v.length!, 'length', 0)} ${unitOf('length', system)}${t.coefficientOutsideTable ? ' (below 80 m the table ends: list the secondary resistances instead)' : ''}`}
                value={figure(t.secondaryCoefficient, 2)}
              />
              {kN('Secondary resistances F_N = (C - 1) F_H', t.secondaryResistance)}
              {kN(`Slope resistance F_St = q_G H g (g = ${gravity})`, t.slopeResistance)}
              {kN('Special resistances F_S', t.special)}
              {kN('Peripheral force F_U = C F_H + F_St + F_S', t.peripheralForce, true)}
              <WorkingLine label="Power at the drum, P_A = F_U v" value={show(t.drumPower, 'power', 1)} unit={unitOf('power', system)} />
              <WorkingLine
                label="Power at the motor, P_A / efficiency"
                value={show(t.motorPower, 'power', 1)}
                unit={unitOf('power', system)}
                strong
              />
              <WorkingLine label="Grip of the drive, e^(mu theta)" value={figure(t.gripRatio, 2)} />
              {kN('T2 for grip at start-up, start factor x F_U / (e^(mu theta) - 1)', t.slackSideMinimums.traction)}
              {kN("T2 for the carrying run's sag at the tail", t.slackSideMinimums['carrying-sag'])}
              {kN("T2 for the return run's sag", t.slackSideMinimums['return-sag'])}
              {kN(`Slack side T2 (set by the ${slackSideLimitNames[t.governing]})`, t.slackSide, true)}
              {kN('Tight side T1 = T2 + F_U', t.tightSide, true)}
              {kN('T1 at start-up, T2 + start factor x F_U', t.tightSideAtStart)}
              {kN('Tension at the tail, T3', t.tail)}
              {kN(`Take-up pull, ${takeUp === 'tail' ? '2 x T3' : '2 x T2'}`, t.takeUpForce)}
              <WorkingLine label="Counterweight of a gravity take-up" value={show(t.takeUpMass, 'mass', 0)} unit={unitOf('mass', system)} />
              <WorkingLine
                label="Sag at the lowest tension, carrying and return runs"
                value={`${figure(t.carryingSag * 100, 2)} % and ${figure(t.returnSag * 100, 2)} %`}
              />
            </dl>
            <TensionUse system={system} tightSide={t.tightSide} />
          </>
        )
      }}
    </CalculatorForm>
  )
}

/** Where the answer goes next: the belt's strength and the pulleys. */
function TensionUse({ system, tightSide }: { system: UnitSystem; tightSide: number }) {
  return (
    <p className="field-hint">
      A textile belt should work at no more than a tenth of its breaking strength: this one needs at least{' '}
      {figure(fromMetric(tightSide * 10, 'load', system), 0)} {unitOf('load', system)} across its width. The{' '}
      <Link to="/tools/select">component selection</Link> takes these tensions on to the belt and our pulleys that carry their loads; the{' '}
      <Link to="/tools/pulley-diameter">minimum pulley diameter</Link> calculator gives the smallest pulleys your belt may bend round.
    </p>
  )
}
