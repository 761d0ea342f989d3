import { browserStorage } from '@/utils/browser-storage'
import type { EnquiryFields } from './enquiry-values'

/** What is kept on the buyer's device until the enquiry is sent. */
export interface EnquiryDraft {
  values: EnquiryFields
  /** Sent with every attempt, so a retry after a lost answer is stored once. */
  idempotencyKey: string
  /** When the buyer started this enquiry (for the server's minimum fill time). */
  startedAt: number
  /** The duty the address last filled in (JSON), so a reload of that address keeps the buyer's changes. */
  addressDuty?: string
}

const DRAFT_KEY = 'site:enquiry-draft'

const storage = () => browserStorage('localStorage')

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`
}

export function loadDraft(): EnquiryDraft | undefined {
  try {
    const draft = JSON.parse(storage()?.getItem(DRAFT_KEY) ?? 'null') as EnquiryDraft | null
    if (!draft || typeof draft.idempotencyKey !== 'string' || typeof draft.values !== 'object') return undefined
    return draft
  } catch {
    return undefined
  }
}

/** Saves the draft; false when the browser refuses (private mode, storage full). */
export function saveDraft(draft: EnquiryDraft): boolean {
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(draft))
    return true
  } catch {
    return false
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY)
  } catch {
    // Nothing kept, nothing to clear.
  }
}
