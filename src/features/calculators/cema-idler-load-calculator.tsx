import {
  cemaBasisHours,
  cemaBasisRpm,
  cemaClassChecks,
  cemaFits,
  cemaIdlerLife,
  cemaIdlerLoad,
  environmentFactors,
  maintenanceFactors,
  rollRpmImperial,
  temperatureFactor,
} from '@/engineering/cema-idler-life'
import type { PlacedSize } from '@/engineering/size-fits'
import { CalculatorForm, WorkingLine } from './calculator-form'
import { FittingSizes } from './fitting-sizes'
import { figure, fromMetric, toMetric, unitOf, type QuantityName, type UnitSystem } from './quantities'

const troughs = [
  { value: '35', label: '35° troughing set, 3 equal rolls' },
  { value: '20', label: '20° troughing set, 3 equal rolls' },
  { value: '45', label: '45° troughing set, 3 equal rolls' },
  { value: '0', label: 'Flat return idler' },
]

const inchPound = (metric: number, quantity: QuantityName) => fromMetric(metric, quantity, 'imperial')
const hoursText = (hours: number) => (hours >= 1e6 ? 'over 1,000,000' : figure(Math.round(hours / 100) * 100, 0))

/**
 * CEMA's calculated idler load CIL, the lightest class whose rating carries it, the L10 life of
 * that class with the K factors, and our CEMA sets and rolls that carry it. The method works in
 * inch-pound units; metric figures are converted in and out.
 */
export function CemaIdlerLoadCalculator({ sizes }: { sizes: PlacedSize[] }) {
  return (
    <CalculatorForm
      units="imperial"
      // The worked example in inch-pound units (36 in, 9 lb/ft, 1,200 st/h, 500 ft/min, 4 ft, 0.25 in, 6,000 lb, 5 in) held in metric.
      fields={[
        { name: 'belt', label: 'Belt width', quantity: 'beltWidth', initial: 914.4, min: 300, max: 3100 },
        {
          name: 'beltMass',
          label: 'Belt weight Wb',
          quantity: 'massPerLength',
          initial: 13.393,
          min: 0.5,
          max: 300,
          hint: "From the belt maker's data sheet, per foot (or metre) of belt.",
        },
        { name: 'capacity', label: 'Capacity Q, 0 for a return idler', quantity: 'capacity', initial: 1088.62, min: 0, max: 20000 },
        { name: 'speed', label: 'Belt speed V', quantity: 'beltSpeed', initial: 2.54, min: 0.1, max: 10 },
        {
          name: 'lump',
          label: 'Lump adjustment factor K1',
          quantity: 'factor',
          initial: 1.1,
          min: 1,
          max: 1.5,
          hint: 'From 1.0 for fines up to 1.5; it rises with lump size and bulk density. CEMA tabulates it; we do not reproduce that table.',
        },
        { name: 'spacing', label: 'Idler spacing Si', quantity: 'spacing', initial: 1.2192, min: 0.2, max: 6 },
        {
          name: 'misalignment',
          label: 'Misalignment D',
          quantity: 'height',
          initial: 6.35,
          min: 0,
          max: 50,
          hint: 'How far one roll stands above its neighbours. 0.25 in (6 mm) is a common allowance: an assumption, not a measured figure.',
        },
        { name: 'tension', label: 'Belt tension T at the idler', quantity: 'load', initial: 26.68933, min: 0, max: 5000 },
        { name: 'diameter', label: 'Roll diameter', quantity: 'diameter', initial: 127, min: 50, max: 300 },
      ]}
      choices={[
        { name: 'trough', label: 'Idler', options: troughs, initial: '35' },
        {
          name: 'maintenance',
          label: 'Maintenance, K4A',
          options: [
            { value: String(maintenanceFactors.kept), label: 'Well kept: 1.0' },
            { value: String(maintenanceFactors.fair), label: 'Good to fair: 0.75' },
          ],
          initial: String(maintenanceFactors.fair),
        },
        {
          name: 'environment',
          label: 'Environment, K4B',
          options: [
            { value: String(environmentFactors.clean), label: 'Clean and dry: 1.0' },
            { value: String(environmentFactors.dirty), label: 'Dirty or wet: 0.5' },
          ],
          initial: String(environmentFactors.clean),
        },
      ]}
    >
      {(
        { belt, beltMass, capacity, speed, lump, spacing, misalignment, tension, diameter },
        { trough, maintenance, environment },
        system,
      ) => (
        <CemaWorking
          sizes={sizes}
          system={system}
          angle={Number(trough) as 0 | 20 | 35 | 45}
          k4a={Number(maintenance)}
          k4b={Number(environment)}
          beltMm={belt!}
          input={{
            beltWeight: inchPound(beltMass!, 'massPerLength'),
            capacity: Number(trough) === 0 ? 0 : inchPound(capacity!, 'capacity'),
            beltSpeed: inchPound(speed!, 'beltSpeed'),
            lumpFactor: lump!,
            spacing: inchPound(spacing!, 'spacing'),
            misalignment: inchPound(misalignment!, 'height'),
            tension: inchPound(tension!, 'load'),
          }}
          rollIn={inchPound(diameter!, 'diameter')}
        />
      )}
    </CalculatorForm>
  )
}

interface WorkingProps {
  sizes: PlacedSize[]
  system: UnitSystem
  angle: 0 | 20 | 35 | 45
  k4a: number
  k4b: number
  beltMm: number
  input: Parameters<typeof cemaIdlerLoad>[0]
  rollIn: number
}

function CemaWorking({ sizes, system, angle, k4a, k4b, beltMm, input, rollIn }: WorkingProps) {
  // Inch-pound figures shown in the reader's units.
  const pounds = (lb: number) =>
    `${figure(system === 'imperial' ? lb : toMetric(lb, 'load', 'imperial'), system === 'imperial' ? 1 : 2)} ${unitOf('load', system)}`
  const perLength = (lbft: number) =>
    `${figure(system === 'imperial' ? lbft : toMetric(lbft, 'massPerLength', 'imperial'), 1)} ${unitOf('massPerLength', system)}`
  const load = cemaIdlerLoad(input)
  const checks = cemaClassChecks(beltMm, angle, load.load)
  const chosen = checks.find((c) => c.carries)
  const rpm = rollRpmImperial(input.beltSpeed, rollIn)
  const k4 = k4a * k4b * temperatureFactor
  const life = chosen?.rating === undefined ? undefined : cemaIdlerLife(chosen.rating, load.load, rpm, k4)
  const inches = Math.round(beltMm / 25.4)
  const where = `${inches} in belt, ${angle === 0 ? 'flat return' : `${angle}°`}`
  const fits = cemaFits(sizes, { beltMm, angle, load: load.load, beltSpeedFpm: input.beltSpeed, k4 }).map(
    ({ size, rating, life: hours }) => ({
      ...size,
      note: `class ${size.cemaClass ?? ''} ${size.set ? 'set' : 'roll'}, rated ${pounds(rating)} per set, L10 about ${hoursText(hours)} h here`,
    }),
  )
  return (
    <>
      <dl className="working">
        <WorkingLine label="Material weight, Wm = 2000 x Q / (60 x V)" value={perLength(load.materialWeight)} />
        <WorkingLine label="Belt and material on one set, (Wb + Wm x K1) x Si" value={pounds(load.weightLoad)} />
        <WorkingLine label="Misalignment load, IML = D x T / (6 x Si)" value={pounds(load.misalignmentLoad)} />
        <WorkingLine label="Calculated idler load CIL" value={pounds(load.load)} strong />
        {checks.map((c) => (
          <WorkingLine
            key={c.cemaClass}
            label={`Class ${c.cemaClass} rating, ${where}`}
            value={c.rating === undefined ? 'not listed for this width' : `${pounds(c.rating)}, ${c.carries ? 'carries it' : 'too light'}`}
          />
        ))}
        <WorkingLine label="Lightest class that carries it" value={chosen ? `CEMA ${chosen.cemaClass}` : 'none'} strong />
        <WorkingLine label={`Roll speed, n = 12 x V / (pi x d), d ${figure(rollIn, 2)} in`} value={figure(rpm, 0)} unit="rpm" />
        {life ? (
          <>
            <WorkingLine label={`Load factor K2 = (rating / CIL)^3, class ${chosen?.cemaClass ?? ''}`} value={figure(life.k2, 3)} />
            <WorkingLine label={`Speed factor K3 = ${cemaBasisRpm} / n (K3A x K3B)`} value={figure(life.k3, 3)} />
            <WorkingLine
              label="Service factor K4 = K4A x K4B x K4C"
              value={`${figure(k4a, 2)} x ${figure(k4b, 2)} x ${figure(temperatureFactor, 0)} = ${figure(k4, 3)}`}
            />
            <WorkingLine
              label={`L10 life = ${cemaBasisHours.toLocaleString('en-GB')} h x K2 x K3 x K4`}
              value={hoursText(life.hours)}
              unit="h"
              strong
            />
          </>
        ) : null}
      </dl>
      {chosen ? null : (
        <p className="calculator-verdict calculator-verdict--over">
          No class listed for this width carries it: close the spacing or ask our engineers.
        </p>
      )}
      <p className="field-hint">K4C, the temperature factor, is taken as 1.0: it holds below 120 °F (49 °C).</p>
      <h3>Our CEMA idlers and rolls that carry it</h3>
      <p className="field-hint">
        Sets for this width and angle, and rolls for this width ({angle === 0 ? 'as the return idler' : "as a set's centre roll"}), whose
        class rating covers the CIL.
      </p>
      <FittingSizes
        sizes={fits}
        empty="None of our listed CEMA sizes for this width carries this load: ask our engineers for a heavier class or a closer spacing."
      />
    </>
  )
}
