import {
  ENQUIRY_PATH,
  enquiryRefusalSchema,
  enquiryResponseSchema,
  IDEMPOTENCY_HEADER,
  type EnquiryRequestInput,
} from '@/contracts/enquiry-schema'
import { isChunkLoadFailure } from '@/runtime/chunk-reload-guard'
import { RequestError } from '@/runtime/request-error'

export type SendOutcome = { ok: true; reference: string } | ({ ok: false } & SendFailure)

/**
 * `fields`: messages by field path, to show next to the fields. `code` and `fieldCodes`: the
 * server's codes for the refusal and for each field (see enquiryFieldCodes), from which a page in
 * another language words them; the messages are English. `conflict`: the key was already used for
 * a different form (a send stored whose answer was lost, then the buyer edited it).
 */
interface SendFailure {
  reason: string
  code?: string
  fields?: Record<string, string>
  fieldCodes?: Record<string, string>
  conflict?: true
}

const networkFailure =
  'Your enquiry could not reach us: the connection failed. It is kept on this device; send it again when you are back online.'

/** Says, in a buyer's words, why a send failed; the draft is kept whatever happened. */
function failureReason(error: unknown): SendFailure {
  // The HTTP client's own code could not be fetched: the connection failed before the request did.
  if (isChunkLoadFailure(error)) return { reason: networkFailure }
  if (!(error instanceof RequestError))
    return { reason: 'Something went wrong while sending. Your enquiry is kept here: please try again.' }
  const refusal = enquiryRefusalSchema.safeParse(error.body)
  if (error.status === 409 && refusal.success && refusal.data.error === 'idempotency_conflict')
    return { reason: refusal.data.message, code: refusal.data.error, conflict: true }
  if (error.status === 429) {
    const wait = error.retryAfterSeconds
      ? ` Please try again in ${Math.ceil(error.retryAfterSeconds / 60)} minute(s).`
      : ' Please try again a little later.'
    return {
      reason: `We received several enquiries from your connection in a short time.${wait} Your enquiry is kept here.`,
      code: refusal.success ? refusal.data.error : 'rate_limited',
    }
  }
  if (refusal.success && error.status >= 400 && error.status < 500) {
    const { error: code, message, fields, fieldCodes } = refusal.data
    return { reason: message, code, fields, fieldCodes }
  }
  if (error.kind === 'network') return { reason: networkFailure }
  return {
    reason: `Our server could not take your enquiry just now (status ${error.status}). It is kept here: please try again in a moment.`,
  }
}

/** Sends an enquiry through the site's HTTP client; never throws. */
export async function sendEnquiry(body: EnquiryRequestInput, idempotencyKey: string): Promise<SendOutcome> {
  try {
    const { httpClient } = await import('@/runtime/http-client')
    const response = await httpClient.post(ENQUIRY_PATH.replace(/^\//, ''), body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
    const answer = enquiryResponseSchema.safeParse(response.data)
    if (!answer.success)
      return { ok: false, reason: 'Our server answered in a way we did not expect. Your enquiry is kept here: please try again.' }
    return { ok: true, reference: answer.data.reference }
  } catch (error) {
    return { ok: false, ...failureReason(error) }
  }
}
