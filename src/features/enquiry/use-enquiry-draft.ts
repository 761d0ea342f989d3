import { useEffect, useRef, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { EnquiryForm } from '@/contracts/enquiry-schema'
import { useHydrated } from '@/utils/use-hydrated'
import { loadDraft, newIdempotencyKey, saveDraft, type EnquiryDraft } from './enquiry-draft'
import { withAddressChoice, type AddressChoice, type EnquiryFields } from './enquiry-values'

/** The key and start time of the enquiry being written. */
export type DraftSession = Pick<EnquiryDraft, 'idempotencyKey' | 'startedAt'>

/**
 * Keeps the enquiry on the buyer's device until it is sent. After hydration it brings back a draft
 * left on this device (once), adds what the address brings (product, duty), then saves as the buyer types. The
 * enquiry's key and start time begin with the first keystroke.
 */
export function useEnquiryDraft(form: UseFormReturn<EnquiryFields, unknown, EnquiryForm>, choice: AddressChoice) {
  const { getValues, reset, subscribe } = form
  const session = useRef<DraftSession | undefined>(undefined)
  const hydrated = useHydrated()
  // Read once on the client; shown only after hydration so the pre-rendered form matches.
  const [savedDraft] = useState(() => (typeof window === 'undefined' ? undefined : loadDraft()))

  const restored = useRef(false)
  // The address's duty fills the form once: reloading the same address keeps what the buyer changed since.
  const appliedDuty = useRef(savedDraft?.addressDuty)
  useEffect(() => {
    const restoring = !restored.current && savedDraft !== undefined
    if (restoring) session.current ??= { idempotencyKey: savedDraft.idempotencyKey, startedAt: savedDraft.startedAt }
    restored.current = true
    const dutyKey = choice.duty && JSON.stringify(choice.duty)
    const duty = dutyKey !== undefined && dutyKey !== appliedDuty.current ? choice.duty : undefined
    if (duty) appliedDuty.current = dutyKey
    // Only when there is something to put in: a reset rewrites every field from the form's values, and
    // a letter the buyer typed while the form hydrated may not have reached them yet.
    if (restoring || choice.product || duty)
      reset(withAddressChoice(restoring ? savedDraft.values : getValues(), { product: choice.product, duty }))
  }, [choice, reset, getValues, savedDraft])

  const current = (): DraftSession => (session.current ??= { idempotencyKey: newIdempotencyKey(), startedAt: Date.now() })
  const save = (values: EnquiryFields, kept: DraftSession) => saveDraft({ values, ...kept, addressDuty: appliedDuty.current })
  useEffect(() => subscribe({ formState: { values: true }, callback: ({ values }) => save(values, current()) }), [subscribe])

  return {
    /** A draft from an earlier visit was brought back. */
    draftKept: hydrated && savedDraft !== undefined,
    /** Saves the form as it is now, and returns its session. */
    keep(): DraftSession {
      const kept = current()
      save(getValues(), kept)
      return kept
    },
    /**
     * The form as it is now becomes a new enquiry under a new key (kept, so a lost answer to its
     * send is stored once too); the time the buyer started stays.
     */
    startAfresh(): DraftSession {
      session.current = { ...current(), idempotencyKey: newIdempotencyKey() }
      save(getValues(), session.current)
      return session.current
    },
  }
}
