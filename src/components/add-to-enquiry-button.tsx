import { EARLY_TAP_ATTRIBUTE } from '@/runtime/early-taps'
import {
  addToEnquiryList,
  announceEnquiryChange,
  ENQUIRY_LIST_LIMIT,
  enquiryItemKey,
  enquiryListItems,
  useEnquiryList,
  writeEnquiryList,
  type EnquiryListItem,
} from '@/runtime/enquiry-list'

interface AddToEnquiryButtonProps {
  item: Omit<EnquiryListItem, 'quantity'>
  /** What the button adds, after its words for screen readers: "TIR-D-133x380-6305" on a size row. */
  label: string
  className?: string
  /** How many to add: a bill of components adds each line's count. */
  quantity?: number
}

/**
 * Adds a product or one of its sizes to the enquiry list, or takes it out again. Its words say which
 * ("Add to enquiry", "Added - remove"), the enquiry notice announces each change, and a tap made
 * before the page's scripts have started is applied when they do. A full list (as many items as
 * one enquiry takes) says so and takes nothing more until an item leaves it.
 */
export function AddToEnquiryButton({ item, label, className = 'button button--quiet', quantity = 1 }: AddToEnquiryButtonProps) {
  const key = enquiryItemKey(item)
  const list = useEnquiryList()
  const added = list.some((kept) => enquiryItemKey(kept) === key)
  const full = !added && list.length >= ENQUIRY_LIST_LIMIT
  const toggle = () => {
    const kept = added
      ? writeEnquiryList(enquiryListItems().filter((other) => enquiryItemKey(other) !== key))
      : addToEnquiryList({ ...item, quantity })
    const count = enquiryListItems().length
    const items = `${count} item${count === 1 ? '' : 's'}`
    if (!kept) announceEnquiryChange(`${label} could not be kept: this browser does not let the site store the list.`)
    else announceEnquiryChange(added ? `${label} removed from your enquiry: ${items}.` : `${label} added to your enquiry: ${items}.`)
  }
  const words = full ? 'Enquiry list full' : added ? 'Added - remove' : 'Add to enquiry'
  return (
    <button
      type="button"
      className={`${className} add-to-enquiry${added ? ' is-added' : ''}`}
      aria-label={
        full
          ? `Enquiry list full (${ENQUIRY_LIST_LIMIT} items): ${label}`
          : added
            ? `Added - remove from enquiry: ${label}`
            : `Add to enquiry: ${label}`
      }
      disabled={full}
      onClick={toggle}
      {...{ [EARLY_TAP_ATTRIBUTE]: '' }}
    >
      {words}
    </button>
  )
}
