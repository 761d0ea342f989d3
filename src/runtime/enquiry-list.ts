import { useSyncExternalStore } from 'react'
import { browserStorage } from '@/utils/browser-storage'

/**
 * The buyer's enquiry list: products and sizes gathered while browsing, kept on the device
 * (localStorage) until the enquiry is sent. This part runs on every page (the header's count, the
 * "Add to enquiry" buttons), so it stays small; editing the list belongs to the enquiry form.
 */
export interface EnquiryListItem {
  /** The product's name, as its page shows it. */
  product: string
  slug: string
  /** The size chosen from the product's size table. */
  partNumber?: string
  quantity: number
  /** pieces, sets, metres or units: given by the product's family at build time. */
  unit: string
}

const LIST_KEY = 'site:enquiry-list'
/** Tells this tab's readers; other tabs hear the `storage` event. */
const CHANGED = 'enquiry-list-change'
/** Carries the words that say what the buyer's last tap did to the list. */
const NOTICE = 'enquiry-list-notice'
/** As many lines as one enquiry holds. */
export const ENQUIRY_LIST_LIMIT = 20

const none: EnquiryListItem[] = []
let readText: string | null | undefined
let readItems = none

const isItem = (value: Partial<EnquiryListItem> | null): value is EnquiryListItem =>
  typeof value?.product === 'string' &&
  typeof value.slug === 'string' &&
  typeof value.unit === 'string' &&
  Number.isInteger(value.quantity) &&
  (value.partNumber === undefined || typeof value.partNumber === 'string')

/** The list as stored; the same array until it changes (a stable snapshot for React). */
export function enquiryListItems(): EnquiryListItem[] {
  let text: string | null = null
  try {
    text = browserStorage('localStorage')?.getItem(LIST_KEY) ?? null
  } catch {
    // Storage refused: an empty list.
  }
  if (text !== readText) {
    readText = text
    try {
      const parsed: unknown = JSON.parse(text ?? '[]')
      readItems = Array.isArray(parsed) ? parsed.filter(isItem) : none
    } catch {
      readItems = none
    }
  }
  return readItems
}

/** One item per product size: the product's slug and the part number. */
export const enquiryItemKey = (item: { slug?: string; partNumber?: string }) => `${item.slug ?? ''} ${item.partNumber ?? ''}`

/** Stores the list (an empty one is removed); false when the browser refuses. */
export function writeEnquiryList(items: EnquiryListItem[]): boolean {
  try {
    const storage = browserStorage('localStorage')
    if (!storage) return false
    if (items.length > 0) storage.setItem(LIST_KEY, JSON.stringify(items))
    else storage.removeItem(LIST_KEY)
  } catch {
    return false
  }
  window.dispatchEvent(new Event(CHANGED))
  return true
}

/** Adds an item unless it is there already; false when the list is full or cannot be kept. */
export function addToEnquiryList(item: EnquiryListItem): boolean {
  const items = enquiryListItems()
  if (items.some((kept) => enquiryItemKey(kept) === enquiryItemKey(item))) return true
  return items.length < ENQUIRY_LIST_LIMIT && writeEnquiryList([...items, item])
}

export function subscribeToEnquiryList(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === LIST_KEY || event.key === null) onChange()
  }
  window.addEventListener('storage', onStorage)
  window.addEventListener(CHANGED, onChange)
  return () => {
    window.removeEventListener('storage', onStorage)
    window.removeEventListener(CHANGED, onChange)
  }
}

/** The list; empty while pre-rendering and hydrating, so the pre-rendered page matches. */
export function useEnquiryList(): EnquiryListItem[] {
  return useSyncExternalStore(subscribeToEnquiryList, enquiryListItems, () => none)
}

/** Says what a tap did to the list ("TIR-D-133x380-6305 added to your enquiry: 3 items"), for the enquiry notice. */
export function announceEnquiryChange(words: string): void {
  window.dispatchEvent(new CustomEvent<string>(NOTICE, { detail: words }))
}

/** Hears each announcement of a change to the list. */
export function subscribeToEnquiryNotice(onNotice: (words: string) => void): () => void {
  const listener = (event: Event) => onNotice((event as CustomEvent<string>).detail)
  window.addEventListener(NOTICE, listener)
  return () => window.removeEventListener(NOTICE, listener)
}
