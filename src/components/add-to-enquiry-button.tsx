import { addToEnquiryList, enquiryItemKey, enquiryListItems, useEnquiryList, writeEnquiryList, type EnquiryListItem } from '@/runtime/enquiry-list'

interface AddToEnquiryButtonProps {
  item: Omit<EnquiryListItem, 'quantity'>
  /** What the button adds, after its words for screen readers: "TIR-D-133x380-6305" on a size row. */
  label: string
  className?: string
}

/**
 * Adds a product or one of its sizes to the enquiry list, or takes it out again: a toggle whose
 * words stay the same (its pressed look says the item is in the list), so nothing moves when the
 * list is read after hydration.
 */
export function AddToEnquiryButton({ item, label, className = 'button button--quiet' }: AddToEnquiryButtonProps) {
  const key = enquiryItemKey(item)
  const added = useEnquiryList().some((kept) => enquiryItemKey(kept) === key)
  const toggle = () => {
    if (added) writeEnquiryList(enquiryListItems().filter((kept) => enquiryItemKey(kept) !== key))
    else addToEnquiryList({ ...item, quantity: 1 })
  }
  return (
    <button type="button" className={`${className} add-to-enquiry`} aria-pressed={added} aria-label={`Add to enquiry: ${label}`} onClick={toggle}>
      Add to enquiry
    </button>
  )
}
