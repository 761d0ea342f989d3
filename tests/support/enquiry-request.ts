import type { EnquiryRequestInput } from '@/contracts/enquiry-schema'

/**
 * The smallest enquiry the API stores: a buyer in Ghana asking for four bend pulleys, sent from the
 * product page after a believable time. A test changes only the fields it is about.
 */
export function enquiryRequest(overrides: Partial<EnquiryRequestInput> = {}): EnquiryRequestInput {
  return {
    name: 'Ama Mensah',
    email: 'ama.mensah@example.com',
    country: 'GH',
    products: [{ name: 'Bend Pulley', quantity: 4, unit: 'pieces' }],
    sourcePage: '/pulley/bend-pulley',
    website: '',
    elapsedMs: 12_000,
    ...overrides,
  }
}
