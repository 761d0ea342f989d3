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
export const quantityInWords = (quantity: number, unit: QuantityUnit) => `${quantity.toLocaleString('en-GB')} ${quantity === 1 ? oneOf[unit] : unit}`
