import { Link, useLocation } from 'react-router-dom'
import { AddToEnquiryButton } from '@/components/add-to-enquiry-button'
import type { SelectionOffers } from '@/content/selection-offers'
import { slackSideLimitNames } from '@/engineering/belt-tension'
import {
  announceEnquiryChange,
  enquiryItemKey,
  enquiryListItems,
  ENQUIRY_LIST_LIMIT,
  writeEnquiryList,
  type EnquiryListItem,
} from '@/runtime/enquiry-list'
import { CalculatorForm, WorkingLine } from './calculator-form'
import { figure, fromMetric, unitOf } from './quantities'
import { loadingZone, lumpFactor, materials, selectComponents, spacings, type BillLine, type Selection } from './select-components'

const OTHER = 'other'
const materialOptions = [
  ...materials.map((m) => ({ value: m.name, label: `${m.name} (about ${m.density} t/m³)` })),
  { value: OTHER, label: 'Other: enter its bulk density' },
]
const angles = [20, 35, 45].map((a) => ({ value: String(a), label: `${a}°` }))

/** The enquiry list items of a bill: each chosen size with its count. */
function itemsOf(lines: readonly BillLine[]): EnquiryListItem[] {
  return lines.flatMap((line) =>
    line.offer
      ? [{ product: line.offer.product, slug: line.offer.slug, partNumber: line.offer.partNumber, quantity: line.count, unit: line.unit }]
      : [],
  )
}

/** Puts every line of the bill in the enquiry list with its count; a line already there takes the bill's count. */
function addAll(lines: readonly BillLine[]): void {
  const bill = itemsOf(lines)
  const kept = enquiryListItems().filter((item) => !bill.some((line) => enquiryItemKey(line) === enquiryItemKey(item)))
  const room = ENQUIRY_LIST_LIMIT - kept.length
  const stored = writeEnquiryList([...kept, ...bill.slice(0, Math.max(0, room))])
  if (!stored) announceEnquiryChange('The list could not be kept: this browser does not let the site store it.')
  else if (bill.length > room)
    announceEnquiryChange(`Only ${Math.max(0, room)} of the ${bill.length} lines fitted: an enquiry holds ${ENQUIRY_LIST_LIMIT} items.`)
  else announceEnquiryChange(`${bill.length} lines added to your enquiry with their counts.`)
}

/** The address of the enquiry form with the duty filled in and this page's link. */
function dutyEnquiryLink(selection: Selection, from: string): string {
  const { duty } = selection
  const query = new URLSearchParams({
    width: String(duty.belt),
    speed: String(duty.speed),
    capacity: String(duty.capacity),
    material: duty.material.name,
    lump: String(duty.lump),
    length: String(duty.length),
    from,
  })
  return `/contact-us?${query.toString()}#enquiry`
}

/** From a duty to a bill of our components, each line with its reason and a way into the enquiry. */
export function SelectionTool({ offers }: { offers: SelectionOffers }) {
  const { pathname, search } = useLocation()
  return (
    <CalculatorForm
      fields={[
        { name: 'belt', label: 'Belt width', quantity: 'beltWidth', initial: 1200, min: 400, max: 2400 },
        { name: 'capacity', label: 'Capacity', quantity: 'capacity', initial: 800, min: 1, max: 20000 },
        { name: 'speed', label: 'Belt speed', quantity: 'beltSpeed', initial: 2.5, min: 0.2, max: 6 },
        { name: 'lump', label: 'Largest lump', quantity: 'diameter', initial: 100, min: 0, max: 1000 },
        { name: 'length', label: 'Conveyor length, centre to centre', quantity: 'length', initial: 300, min: 10, max: 3000 },
        {
          name: 'lift',
          label: 'Lift from tail to head',
          quantity: 'length',
          initial: 0,
          min: -300,
          max: 300,
          hint: 'Negative when the belt carries downhill.',
        },
        { name: 'density', label: 'Bulk density, when the material is Other', quantity: 'density', initial: 1.6, min: 0.2, max: 5 },
      ]}
      choices={[
        { name: 'material', label: 'Material', options: materialOptions, initial: 'Coal' },
        { name: 'angle', label: 'Trough angle', options: angles, initial: '35' },
      ]}
    >
      {(v, choice, system) => {
        if (Math.abs(v.lift!) >= v.length!)
          return <p>The lift must be less than the conveyor length: the length is measured along the belt.</p>
        const listed = materials.find((m) => m.name === choice.material)
        const material = listed ?? { name: 'Other', density: v.density!, surcharge: 20 }
        const selection = selectComponents(
          {
            belt: v.belt!,
            capacity: v.capacity!,
            speed: v.speed!,
            material,
            lump: v.lump!,
            length: v.length!,
            lift: v.lift!,
            angle: Number(choice.angle),
          },
          offers,
        )
        const { tensions: t, belt } = selection
        if (t.regenerative)
          return (
            <p className="calculator-verdict calculator-verdict--over">
              Downhill, the material drives the belt: the drive brakes and the selection follows other rules. Send us the duty and our
              engineers will work it out.
            </p>
          )
        const kN = (value: number) => `${figure(fromMetric(value, 'load', system), 2)} ${unitOf('load', system)}`
        const overfull = selection.volumeNeeded > selection.volumeCarried
        const from = `${pathname}${search}`
        return (
          <>
            <dl className="working">
              <WorkingLine label="Volume needed, Q / density" value={figure(selection.volumeNeeded, 0)} unit="m³/h" />
              <WorkingLine
                label={`Volume the belt carries full (ISO 5048 section, ${material.surcharge}° surcharge)`}
                value={figure(selection.volumeCarried, 0)}
                unit="m³/h"
              />
              <WorkingLine
                label="Belt mass per metre (estimate for a textile belt)"
                value={figure(fromMetric(selection.beltMass, 'massPerLength', system), 1)}
                unit={unitOf('massPerLength', system)}
              />
              <WorkingLine label="Peripheral force F_U (ISO 5048)" value={kN(t.peripheralForce)} />
              <WorkingLine
                label="Power at the motor (90 % drive)"
                value={figure(fromMetric(t.motorPower, 'power', system), 1)}
                unit={unitOf('power', system)}
                strong
              />
              <WorkingLine
                label={`Tight side T1 and slack side T2 (T2 set by the ${slackSideLimitNames[t.governing]})`}
                value={`${kN(t.tightSide)} and ${kN(t.slackSide)}`}
              />
              <WorkingLine
                label="Belt for these tensions (a tenth of its strength at start-up)"
                value={
                  belt ? `${belt.name}, ${Math.round(belt.utilisation * 100)} % of its working tension` : 'stronger than ST 4000: ask us'
                }
              />
              {belt ? (
                <WorkingLine
                  label="Smallest pulleys for that belt: drive, tail and take-up, snub"
                  value={`${belt.diameters.groups.A}, ${belt.diameters.groups.B}, ${belt.diameters.groups.C} mm`}
                />
              ) : null}
            </dl>
            {overfull ? (
              <p className="calculator-verdict calculator-verdict--over">
                The belt is too narrow for this duty: it carries {figure(selection.volumeCarried, 0)} m³/h full and the duty needs{' '}
                {figure(selection.volumeNeeded, 0)} m³/h. Choose a wider belt or a higher speed.
              </p>
            ) : null}
            <h3>Our components for this conveyor</h3>
            <ol className="selection-bill">
              {selection.lines.map((line) => (
                <li key={`${line.role}-${line.title}`} className="selection-line">
                  <p className="selection-line-title">
                    <strong>{line.title}</strong>
                    {line.offer ? (
                      <>
                        {': '}
                        {line.count} {line.unit === 'sets' ? (line.count === 1 ? 'set' : 'sets') : line.count === 1 ? 'piece' : 'pieces'}
                      </>
                    ) : null}
                  </p>
                  {line.offer ? (
                    <p>
                      <code>{line.offer.partNumber}</code> <Link to={`${line.offer.path}#sizes`}>{line.offer.product}</Link>
                    </p>
                  ) : null}
                  <p className="fitting-note">{line.facts.join('; ')}.</p>
                  {line.offer ? (
                    <AddToEnquiryButton
                      item={{ product: line.offer.product, slug: line.offer.slug, partNumber: line.offer.partNumber, unit: line.unit }}
                      quantity={line.count}
                      label={line.offer.partNumber}
                      className="button button--small button--quiet"
                    />
                  ) : null}
                  {line.alternatives.length > 0 ? (
                    <details className="selection-alternatives">
                      <summary>
                        {line.alternatives.length} other size{line.alternatives.length === 1 ? '' : 's'} that fit
                      </summary>
                      <ul>
                        {line.alternatives.map((o) => (
                          <li key={o.partNumber}>
                            <code>{o.partNumber}</code> <Link to={`${o.path}#sizes`}>{o.product}</Link>
                          </li>
                        ))}
                      </ul>
                    </details>
                  ) : null}
                </li>
              ))}
            </ol>
            <p className="selection-actions">
              <button type="button" className="button" onClick={() => addAll(selection.lines)}>
                Add all to enquiry
              </button>{' '}
              <Link className="button button--quiet" to={dutyEnquiryLink(selection, from)}>
                Ask for a quotation with this duty
              </Link>
            </p>
            <p className="field-hint">
              Spacings: carrying {spacings.carrying} m, impact {spacings.impact} m over a {loadingZone} m loading zone, return{' '}
              {spacings.return} m. Lump factor {figure(lumpFactor(v.lump!), 1)} on the carrying and impact loads. Friction factor 0.020,
              rubber-lagged drive with a 210° wrap, start-up factor 1.5,{' '}
              {selection.takeUp === 'drive' ? 'gravity take-up behind the drive' : 'screw take-up at the tail'}. Work your own figures in
              the <Link to="/tools/belt-tension">belt tension calculator</Link>.
            </p>
          </>
        )
      }}
    </CalculatorForm>
  )
}
