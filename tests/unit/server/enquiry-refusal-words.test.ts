import { describe, expect, it } from 'vitest'
import { enquiryFieldErrors, enquiryRequestSchema } from '@/contracts/enquiry-schema'
import '@/server/enquiries/enquiry-routes'
import { enquiryRequest } from '../../support/enquiry-request'

describe('the API refusal words the contract leaves to zod', () => {
  it('says what was expected where an object belongs, not only "Invalid input"', () => {
    const result = enquiryRequestSchema.safeParse({ ...enquiryRequest(), details: 'wide belts', utm: 5 })
    expect(result.success).toBe(false)
    expect(enquiryFieldErrors(result.error!)).toEqual({
      details: 'Invalid input: expected object, received string',
      utm: 'Invalid input: expected object, received number',
    })
  })
})
