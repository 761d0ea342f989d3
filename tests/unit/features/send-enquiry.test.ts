import { beforeEach, describe, expect, it, vi } from 'vitest'
import { sendEnquiry } from '@/features/enquiry/send-enquiry'
import { RequestError } from '@/runtime/request-error'
import { enquiryRequest } from '../../support/enquiry-request'

const http = vi.hoisted(() => ({ post: vi.fn() }))
vi.mock('@/runtime/http-client', () => ({ httpClient: http }))

beforeEach(() => http.post.mockReset())

describe('sendEnquiry', () => {
  it('hands on the codes of a refusal and of each field beside the English words, for a page to say them in its language', async () => {
    const body = {
      error: 'invalid',
      message: 'Some fields need your attention: please check the messages next to them.',
      fields: { email: 'An e-mail address needs an @, as in name@company.com.' },
      fieldCodes: { email: 'invalid_format' },
    }
    http.post.mockRejectedValueOnce(new RequestError('client', 400, '/api/enquiries', 'invalid', { body }))
    expect(await sendEnquiry(enquiryRequest({ language: 'es' }), 'key-0000000000000001')).toEqual({
      ok: false,
      reason: body.message,
      code: 'invalid',
      fields: body.fields,
      fieldCodes: body.fieldCodes,
    })
  })

  it('names the code of a refusal that has no fields', async () => {
    const body = { error: 'idempotency_conflict', message: 'A different enquiry was already sent with this form.' }
    http.post.mockRejectedValueOnce(new RequestError('client', 409, '/api/enquiries', 'conflict', { body }))
    expect(await sendEnquiry(enquiryRequest(), 'key-0000000000000001')).toMatchObject({
      ok: false,
      code: 'idempotency_conflict',
      conflict: true,
    })
  })
})
