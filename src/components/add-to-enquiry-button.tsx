import { addToEnquiryList, ENQUIRY_LIST_LIMIT, enquiryItemKey, enquiryListItems, useEnquiryList, writeEnquiryList, type EnquiryListItem } from '@/runtime/enquiry-list'

interface AddToEnquiryButtonProps {
  item: Omit<EnquiryListItem, 'quantity'>
  /** What the button adds, after its words for screen readers: "TIR-D-133x380-6305" on a size row. */
  label: string
  className?: string
}

/**
 * Adds a product or one of its sizes to the enquiry list, or takes it out again: a toggle whose
 * words stay the same (its pressed look says the item is in the list), so nothing moves when the
 * list is read after hydration. A full list (as many items as one enquiry takes) says so and
 * takes nothing more until an item leaves it.
 */
export function AddToEnquiryButton({ item, label, className = 'button button--quiet' }: AddToEnquiryButtonProps) {
  const key = enquiryItemKey(item)
  const list = useEnquiryList()
  const added = list.some((kept) => enquiryItemKey(kept) === key)
  const full = !added && list.length >= ENQUIRY_LIST_LIMIT
  const toggle = () => {
    if (added) writeEnquiryList(enquiryListItems().filter((kept) => enquiryItemKey(kept) !== key))
    else addToEnquiryList({ ...item, quantity: 1 })
  }
  return (
    <button
      type="button"
      className={`${className} add-to-enquiry`}
      aria-pressed={added}
      aria-label={full ? `Enquiry list full (${ENQUIRY_LIST_LIMIT} items): ${label}` : `Add to enquiry: ${label}`}
      disabled={full}
      onClick={toggle}
    >
      {full ? 'Enquiry list full' : 'Add to enquiry'}
    </button>
  )
}
