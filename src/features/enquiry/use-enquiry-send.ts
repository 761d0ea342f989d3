import { useRef, useState, type RefObject } from 'react'
import type { Path, UseFormReturn } from 'react-hook-form'
import { useLocation, useNavigate } from 'react-router-dom'
import { countryByCode } from '@/contracts/countries'
import { incoterms, MIN_FILL_TIME_MS, type EnquiryForm } from '@/contracts/enquiry-schema'
import { dutyLines, enquiryDetailLabels } from '@/contracts/enquiry-terms'
import { languageOfPath } from '@/utils/languages'
import { writeEnquiryList } from '@/runtime/enquiry-list'
import { siteAnalytics } from '@/runtime/site-analytics'
import { clearDraft } from './enquiry-draft'
import { phoneToSend, type EnquiryFields } from './enquiry-values'
import { sendEnquiry } from './send-enquiry'
import { thanksState, type SentEnquiry } from './sent-enquiry'
import type { EnquiryAttachments } from './use-enquiry-attachments'
import type { useEnquiryDraft } from './use-enquiry-draft'

/** What /thanks repeats of a stored enquiry: every field the buyer filled in, in words. */
function sentEnquiryOf(values: EnquiryForm, reference: string, phone: string | undefined, files: string[]): SentEnquiry {
  const fields: Array<[string, string | undefined]> = [
    ['Name', values.name],
    ['Company', values.company],
    ['Country', countryByCode(values.country)?.name ?? values.country],
    ['Phone', phone],
    ['Destination port', values.port],
    ['Incoterm', incoterms.find((term) => term.code === values.incoterm)?.label],
    ...dutyLines(values.duty).map(({ label, value }): [string, string] => [label, value]),
    ...enquiryDetailLabels.map(([key, label]): [string, string | undefined] => [label, values.details?.[key]]),
    ['Files', files.join(', ')],
  ]
  return {
    reference,
    email: values.email,
    products: values.products.map(({ name, partNumber, quantity, unit }) => ({ name, partNumber, quantity, unit })),
    fields: fields.flatMap(([label, value]) => (value ? [{ label, value }] : [])),
    ...(values.message ? { message: values.message } : {}),
  }
}

export type SendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'failed'; reason: string }

interface SendOptions {
  form: UseFormReturn<EnquiryFields, unknown, EnquiryForm>
  draft: ReturnType<typeof useEnquiryDraft>
  /** The files attached, sent with the form; a refusal of one is shown by the file input. */
  attachments: Pick<EnquiryAttachments, 'files' | 'encode' | 'refused'>
  /** Where the form is shown, and the visit's utm_* tags: sent unseen. */
  sourcePage: string
  utm: Record<string, string>
  /** The hidden field people leave empty. */
  honeypot: RefObject<HTMLInputElement | null>
}

/** The server quietly turns away forms sent sooner than a person fills one (a bot's habit). */
async function waitOutMinimumFillTime(startedAt: number): Promise<void> {
  const tooSoonBy = MIN_FILL_TIME_MS - (Date.now() - startedAt)
  if (tooSoonBy > 0) await new Promise((resolve) => setTimeout(resolve, tooSoonBy + 50))
}

/**
 * Sends the enquiry once however often the button is pressed, and opens /thanks with what was sent.
 * A failure says why and keeps the draft. A 409 means the key's first send was stored but its
 * answer lost, and the buyer has edited the form since: the edited form goes as a new enquiry.
 */
export function useEnquirySend({ form, draft, attachments, sourcePage, utm, honeypot }: SendOptions) {
  const navigate = useNavigate()
  // The page the form is shown on, not the page it was opened from (?from=): the buyer reads this one.
  const { pathname } = useLocation()
  const language = languageOfPath(pathname)
  const sending = useRef(false)
  const [state, setState] = useState<SendState>({ kind: 'idle' })

  const send = async (values: EnquiryForm) => {
    if (sending.current) return
    sending.current = true
    setState({ kind: 'sending' })
    let session = draft.keep()
    // A quick buyer (product pre-filled, browser autofill) waits out the rest while the button says "Sending".
    await waitOutMinimumFillTime(session.startedAt)
    let files: Awaited<ReturnType<EnquiryAttachments['encode']>>
    try {
      files = await attachments.encode()
    } catch {
      sending.current = false
      setState({
        kind: 'failed',
        reason: 'A file could not be read from your device: please remove it and attach it again. Everything you typed is kept.',
      })
      return
    }
    const request = {
      ...values,
      phone: phoneToSend(values.phone),
      sourcePage,
      language,
      utm: Object.keys(utm).length ? utm : undefined,
      attachments: files,
      website: honeypot.current?.value ?? '',
    }
    let outcome = await sendEnquiry({ ...request, elapsedMs: Date.now() - session.startedAt }, session.idempotencyKey)
    if (!outcome.ok && outcome.conflict) {
      session = draft.startAfresh()
      outcome = await sendEnquiry({ ...request, elapsedMs: Date.now() - session.startedAt }, session.idempotencyKey)
    }
    sending.current = false
    if (outcome.ok) {
      // Stored (201): the draft and the enquiry list have done their work. A failed send keeps both.
      clearDraft()
      writeEnquiryList([])
      siteAnalytics.conversion('enquiry', outcome.reference)
      const sent = sentEnquiryOf(
        values,
        outcome.reference,
        request.phone,
        attachments.files.map((file) => file.name),
      )
      // The thank-you page is English until it is published in Spanish and Russian; the
      // acknowledgement e-mail is already in the buyer's language.
      navigate(`/thanks?ref=${encodeURIComponent(outcome.reference)}`, {
        replace: true,
        state: thanksState(sent),
      })
      return
    }
    for (const [path, message] of Object.entries(outcome.fields ?? {})) {
      if (!path.startsWith('attachments')) form.setError(path as Path<EnquiryFields>, { message })
    }
    attachments.refused(outcome.fields ?? {})
    setState({ kind: 'failed', reason: outcome.reason })
  }

  return { state, send }
}
