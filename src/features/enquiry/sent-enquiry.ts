import * as z from 'zod/mini'
import { ENQUIRY_REFERENCE_PATTERN, quantityUnits } from '@/contracts/enquiry-terms'

/**
 * What the thank-you page shows of an enquiry just sent: its reference, the products and
 * quantities, and the address the acknowledgement goes to. It travels in the history entry of
 * /thanks (kept on reload, never in the address), so /thanks opened any other way shows none.
 */
export const sentEnquirySchema = z.object({
  reference: z.string().check(z.regex(ENQUIRY_REFERENCE_PATTERN)),
  email: z.string(),
  products: z
    .array(z.object({ name: z.string(), partNumber: z.optional(z.string()), quantity: z.number(), unit: z.enum(quantityUnits) }))
    .check(z.minLength(1)),
})
export type SentEnquiry = z.infer<typeof sentEnquirySchema>

/** The history state /thanks is opened with after a send. */
export function thanksState(sent: SentEnquiry): { sent: SentEnquiry } {
  return { sent }
}

/** The enquiry a /thanks history state carries, or undefined for any other visit. */
export function sentEnquiryOf(state: unknown): SentEnquiry | undefined {
  const parsed = sentEnquirySchema.safeParse((state as { sent?: unknown } | null | undefined)?.sent)
  return parsed.success ? parsed.data : undefined
}
