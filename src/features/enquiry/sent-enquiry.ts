import { ENQUIRY_REFERENCE_PATTERN, quantityUnits, type QuantityUnit } from '@/contracts/enquiry-terms'

/**
 * What the thank-you page shows of an enquiry just sent: its reference, the products and
 * quantities, the address the acknowledgement goes to, and every other field as sent, in words
 * (contact, delivery, technical details; the message apart). It travels in the history entry of
 * /thanks (kept on reload, never in the address), so /thanks opened any other way shows none.
 */
export interface SentEnquiry {
  reference: string
  email: string
  products: Array<{ name: string; partNumber?: string; quantity: number; unit: QuantityUnit }>
  /** The other fields the buyer filled in, labelled, in the form's order: "Destination port: Tema". */
  fields: Array<{ label: string; value: string }>
  message?: string
}

/** The history state /thanks is opened with after a send. */
export function thanksState(sent: SentEnquiry): { sent: SentEnquiry } {
  return { sent }
}

// Checked by hand rather than with the contract's schema library: /thanks is a first visit of its
// own, and this small shape is not worth the 7 KB of validation code it would download.
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const isSentProduct = (value: unknown): value is SentEnquiry['products'][number] =>
  isRecord(value) &&
  typeof value.name === 'string' &&
  (value.partNumber === undefined || typeof value.partNumber === 'string') &&
  typeof value.quantity === 'number' &&
  Number.isFinite(value.quantity) &&
  (quantityUnits as readonly unknown[]).includes(value.unit)

const isField = (value: unknown): value is SentEnquiry['fields'][number] =>
  isRecord(value) && typeof value.label === 'string' && typeof value.value === 'string'

/** The enquiry a /thanks history state carries, or undefined for any other visit. */
export function sentEnquiryOf(state: unknown): SentEnquiry | undefined {
  const sent = isRecord(state) ? state.sent : undefined
  if (
    !isRecord(sent) ||
    typeof sent.reference !== 'string' ||
    !ENQUIRY_REFERENCE_PATTERN.test(sent.reference) ||
    typeof sent.email !== 'string'
  )
    return undefined
  const products = sent.products
  if (!Array.isArray(products) || products.length === 0 || !products.every(isSentProduct)) return undefined
  // An entry written before the fields travelled with it still shows its products.
  const fields = Array.isArray(sent.fields) ? sent.fields.filter(isField).map(({ label, value }) => ({ label, value })) : []
  return {
    reference: sent.reference,
    email: sent.email,
    products: products.map(({ name, partNumber, quantity, unit }) => ({
      name,
      ...(partNumber === undefined ? {} : { partNumber }),
      quantity,
      unit,
    })),
    fields,
    ...(typeof sent.message === 'string' && sent.message !== '' ? { message: sent.message } : {}),
  }
}

/** The greeting a WhatsApp message about a sent enquiry opens with, so sales can find it at once. */
export function enquiryChatText(reference: string): string {
  return `Hello, about my enquiry ${reference}:`
}
