import { useEffect, useState } from 'react'
import { subscribeToEnquiryNotice } from '@/runtime/enquiry-list'

/** How long a notice stays on screen; screen readers hear it once, when it appears. */
const SHOWN_MS = 5000

/**
 * A short line that says what the buyer's last "Add to enquiry" tap did, above the contact dock,
 * announced to screen readers (a live region that is always in the page, empty until needed).
 */
export function EnquiryListNotice() {
  const [notice, setNotice] = useState<{ words: string; at: number }>()
  useEffect(() => subscribeToEnquiryNotice((words) => setNotice({ words, at: Date.now() })), [])
  useEffect(() => {
    if (!notice) return
    const timer = setTimeout(() => setNotice(undefined), SHOWN_MS)
    return () => clearTimeout(timer)
  }, [notice])
  return (
    <p className={`enquiry-notice${notice ? ' is-shown' : ''}`} role="status">
      {notice?.words}
    </p>
  )
}
