import { ENQUIRY_REFERENCE_PATTERN, quantityUnits, type QuantityUnit } from '@/contracts/enquiry-terms'

/**
 * What the thank-you page shows of an enquiry just sent: its reference, the products and
 * quantities, and the address the acknowledgement goes to. It travels in the history entry of
 * /thanks (kept on reload, never in the address), so /thanks opened any other way shows none.
 */
export interface SentEnquiry {
  reference: string
  email: string
  products: Array<{ name: string; partNumber?: string; quantity: number; unit: QuantityUnit }>
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

/** The enquiry a /thanks history state carries, or undefined for any other visit. */
export function sentEnquiryOf(state: unknown): SentEnquiry | undefined {
  const sent = isRecord(state) ? state.sent : undefined
  if (!isRecord(sent) || typeof sent.reference !== 'string' || !ENQUIRY_REFERENCE_PATTERN.test(sent.reference) || typeof sent.email !== 'string') return undefined
  const products = sent.products
  if (!Array.isArray(products) || products.length === 0 || !products.every(isSentProduct)) return undefined
  return { reference: sent.reference, email: sent.email, products: products.map(({ name, partNumber, quantity, unit }) => ({ name, ...(partNumber === undefined ? {} : { partNumber }), quantity, unit })) }
}
