import { SOURCE_PAGE_MAX_LENGTH } from '@/contracts/enquiry-schema'
import { enquiryDutyFields } from '@/contracts/enquiry-terms'
import { textCharacterProblem } from '@/contracts/text-characters'
import type { DutyValues, ProductChoice } from './enquiry-values'

/**
 * What the contact page's address brings to the form. Links from the site build it (the size
 * tables' quotation, the selection tool); anyone can edit it, so a value that is malformed or out
 * of range is left out, never shown as an error the buyer did not make.
 */

/** A plain decimal figure, as the selection tool writes it: "1200", "2.5". */
const figurePattern = /^\d{1,6}(?:\.\d{1,3})?$/

/** `?product=` with `slug=` and `part=` (older links carry the part number in the product name only). */
export function productFromAddress(params: URLSearchParams): ProductChoice | undefined {
  const name = params.get('product')?.trim().slice(0, 120)
  if (!name) return undefined
  const partNumber = params.get('part')?.trim()
  return { name, slug: params.get('slug') ?? undefined, ...(partNumber && partNumber.length <= 60 ? { partNumber } : {}) }
}

/** The duty the selection tool passes: `width`, `speed`, `capacity`, `material`, `lump`, `length`. */
export function dutyFromAddress(params: URLSearchParams): DutyValues | undefined {
  const duty: DutyValues = {}
  for (const field of enquiryDutyFields) {
    const text = params.get(field.param)?.trim()
    if (!text) continue
    if (!('unit' in field)) {
      if (text.length <= field.maxLength && textCharacterProblem(text) === undefined) duty[field.key] = text
      continue
    }
    const value = Number(text)
    if (figurePattern.test(text) && value >= field.min && value <= field.max) duty[field.key] = value
  }
  return Object.keys(duty).length > 0 ? duty : undefined
}

/**
 * The page the buyer came from (`?from=`), whole with its query (a calculator's inputs), when it
 * is a path of this site that fits; otherwise the contact page itself. Never cut short: half a
 * query would show the sales engineer the wrong duty.
 */
export function sourcePageFromAddress(params: URLSearchParams, pathname: string): string {
  const from = params.get('from')
  const isSitePath = from !== null && /^\/(?![/\\])[^\s\\]*$/.test(from) && from.length <= SOURCE_PAGE_MAX_LENGTH
  return isSitePath ? from : pathname
}
