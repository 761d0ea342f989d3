import { describe, expect, it } from 'vitest'
import { enquiryFieldErrors, enquiryRequestSchema, type EnquiryRequestInput } from '@/contracts/enquiry-schema'
import '@/server/enquiries/enquiry-routes'

const request: EnquiryRequestInput = {
  name: 'Ama Mensah',
  email: 'ama.mensah@example.com',
  country: 'GH',
  products: [{ name: 'Bend Pulley', quantity: 4, unit: 'pieces' }],
  sourcePage: '/pulley/bend-pulley',
  website: '',
  elapsedMs: 12_000,
}

describe('the API refusal words the contract leaves to zod', () => {
  it('says what was expected where an object belongs, not only "Invalid input"', () => {
    const result = enquiryRequestSchema.safeParse({ ...request, details: 'wide belts', utm: 5 })
    expect(result.success).toBe(false)
    expect(enquiryFieldErrors(result.error!)).toEqual({
      details: 'Invalid input: expected object, received string',
      utm: 'Invalid input: expected object, received number',
    })
  })
})
