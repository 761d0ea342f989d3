import { useEnquiryList } from '@/runtime/enquiry-list'

/**
 * How many items the enquiry list holds, as a badge on the header's quote button. Nothing while
 * pre-rendering or with an empty list; the badge sits over the button's corner, so its arrival
 * after hydration moves nothing.
 */
export function EnquiryListCount() {
  const count = useEnquiryList().length
  if (count === 0) return null
  return (
    <span className="enquiry-count">
      <span className="visually-hidden">, enquiry list: </span>
      {count}
      <span className="visually-hidden">{count === 1 ? ' item' : ' items'}</span>
    </span>
  )
}
