/**
 * The words of the enquiry contract that pages use without validating a form: the units a
 * quantity is given in and the shape of a reference. Kept apart from enquiry-schema.ts so that
 * a page like /thanks does not download the whole contract and the country list for them.
 */

export const quantityUnits = ['pieces', 'sets', 'metres', 'units'] as const
export type QuantityUnit = (typeof quantityUnits)[number]

/** The reference a buyer is given, e.g. Q-2611-7KX4M9: year and month, then six characters that cannot be misread. */
export const ENQUIRY_REFERENCE_PATTERN = /^Q-\d{4}-[2-9A-HJKMNP-Z]{6}$/

/** The technical details a buyer may give, with the words the form, the e-mails and /thanks use for them. */
export const enquiryDetailLabels = [
  ['beltWidth', 'Belt width'],
  ['rollerDiameter', 'Roller diameter'],
  ['rollerLength', 'Roller length'],
  ['bearing', 'Bearing'],
  ['standard', 'Standard'],
  ['material', 'Material handled'],
] as const
export type EnquiryDetailKey = (typeof enquiryDetailLabels)[number][0]

const oneOf: Record<QuantityUnit, string> = { pieces: 'piece', sets: 'set', metres: 'metre', units: 'unit' }

/** A quantity with its unit as a person writes it: "1 piece", "240 pieces", "1 metre". */
export const quantityInWords = (quantity: number, unit: QuantityUnit) =>
  `${quantity.toLocaleString('en-GB')} ${quantity === 1 ? oneOf[unit] : unit}`

/**
 * The conveyor's duty a buyer may give, in the form's order, with the address parameter the
 * selection tool fills each from. A figure has the range a real belt conveyor falls in (outside
 * it is a typing slip or the wrong unit); the material is text.
 */
export const enquiryDutyFields = [
  { key: 'beltWidth', param: 'width', label: 'Belt width', unit: 'mm', min: 300, max: 3200, example: '1200' },
  { key: 'beltSpeed', param: 'speed', label: 'Belt speed', unit: 'm/s', min: 0.1, max: 10, example: '2.5' },
  { key: 'capacity', param: 'capacity', label: 'Capacity', unit: 't/h', min: 1, max: 40_000, example: '800' },
  { key: 'material', param: 'material', label: 'Material conveyed', maxLength: 80, example: 'Coal' },
  { key: 'lumpSize', param: 'lump', label: 'Largest lump', unit: 'mm', min: 1, max: 1500, example: '100' },
  { key: 'length', param: 'length', label: 'Conveyor length', unit: 'm', min: 1, max: 30_000, example: '300' },
] as const
type DutyField = (typeof enquiryDutyFields)[number]
export type DutyFigureField = Extract<DutyField, { unit: string }>
export type EnquiryDutyKey = DutyField['key']

/** The duty as labelled lines ("Belt width: 1200 mm"), in the form's order, leaving out what is not given. */
export function dutyLines(
  duty: Partial<Record<EnquiryDutyKey, number | string>> | null | undefined,
): Array<{ label: string; value: string }> {
  return enquiryDutyFields.flatMap((field) => {
    const value = duty?.[field.key]
    if (value === undefined || value === '') return []
    return [
      {
        label: field.label,
        value:
          typeof value === 'number' && 'unit' in field
            ? `${value.toLocaleString('en-GB', { maximumFractionDigits: 2, useGrouping: false })} ${field.unit}`
            : String(value),
      },
    ]
  })
}
