import { useEffect } from 'react'
import type { UseFieldArrayReturn, UseFormReturn } from 'react-hook-form'
import { quantityUnits, type EnquiryForm, type QuantityUnit } from '@/contracts/enquiry-schema'
import { enquiryItemKey, enquiryListItems, useEnquiryList, writeEnquiryList, type EnquiryListItem } from '@/runtime/enquiry-list'
import { blankProduct, MAX_PRODUCTS, type EnquiryFields } from './enquiry-values'

type ProductLine = EnquiryFields['products'][number]

const unitOf = (unit: string): QuantityUnit => ((quantityUnits as readonly string[]).includes(unit) ? (unit as QuantityUnit) : 'pieces')

/** The form's line for an item of the list. */
export function lineOf(item: EnquiryListItem): ProductLine {
  return { name: item.product, slug: item.slug, partNumber: item.partNumber ?? '', quantity: item.quantity, unit: unitOf(item.unit) }
}

/** A line that stands for an item of the list: the same product and size. */
const isListed = (line: ProductLine, items: EnquiryListItem[]) =>
  line.slug !== '' && line.slug !== undefined && items.some((item) => enquiryItemKey(item) === enquiryItemKey(line))

/**
 * The lines with every item of the list that none of them stands for added, in place of empty
 * lines, up to MAX_PRODUCTS; undefined when nothing is missing.
 */
export function withListItems(lines: ProductLine[], items: EnquiryListItem[]): ProductLine[] | undefined {
  const missing = items.filter((item) => !lines.some((line) => enquiryItemKey(line) === enquiryItemKey(item)))
  if (missing.length === 0) return undefined
  const filled = lines.filter((line) => line.name.trim() !== '')
  return [...filled, ...missing.map(lineOf)].slice(0, MAX_PRODUCTS)
}

/**
 * The form starts from the enquiry list: its items become product lines (and items added in
 * another tab join them). A quantity or unit changed in the form is kept in the list; a line
 * removed from the form leaves the list too.
 */
export function useEnquiryListLines(
  form: UseFormReturn<EnquiryFields, unknown, EnquiryForm>,
  lines: UseFieldArrayReturn<EnquiryFields, 'products'>,
) {
  const items = useEnquiryList()
  const { getValues, subscribe } = form
  const { replace, remove } = lines

  useEffect(() => {
    const merged = withListItems(getValues('products'), items)
    if (merged) replace(merged)
  }, [items, getValues, replace])

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          const listed = enquiryListItems()
          let changed = false
          const updated = listed.map((item) => {
            const line = values.products.find((candidate) => enquiryItemKey(candidate) === enquiryItemKey(item))
            const quantity = line?.quantity
            if (
              !line ||
              typeof quantity !== 'number' ||
              !Number.isInteger(quantity) ||
              quantity < 1 ||
              (quantity === item.quantity && line.unit === item.unit)
            )
              return item
            changed = true
            return { ...item, quantity, unit: line.unit }
          })
          if (changed) writeEnquiryList(updated)
        },
      }),
    [subscribe],
  )

  return {
    /** Whether a line may be removed: any of several, or the only one when it comes from the list. */
    removable: (index: number) => getValues('products').length > 1 || isListed(getValues(`products.${index}`), items),
    /** Removes a line, and its item from the list; the last line gives way to an empty one. */
    removeLine(index: number) {
      const line = getValues(`products.${index}`)
      if (getValues('products').length > 1) remove(index)
      else replace([blankProduct()])
      const listed = enquiryListItems()
      if (isListed(line, listed)) writeEnquiryList(listed.filter((item) => enquiryItemKey(item) !== enquiryItemKey(line)))
    },
  }
}
