import type { Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { countryByCode } from '@/contracts/countries'
import { enquiryFormSchema, type EnquiryForm, type EnquiryFormInput } from '@/contracts/enquiry-schema'

/** A catalogue product the buyer came from, and the size's part number when they chose one. */
export interface ProductChoice {
  name: string
  slug?: string
  partNumber?: string
}

type ProductLineInput = EnquiryFormInput['products'][number]

/**
 * What the form's fields hold while the buyer types: a quantity is empty until typed and the
 * country unchosen, which the schema's input type does not allow. The schema turns it into an
 * `EnquiryForm` or says which field is wrong.
 */
export type EnquiryFields = Omit<EnquiryFormInput, 'country' | 'products' | 'duty'> & {
  duty: DutyValues
  country: EnquiryFormInput['country'] | ''
  products: (Omit<ProductLineInput, 'quantity'> & { quantity: number | undefined })[]
}

/** The conveyor's duty as the form holds it: figures as numbers, each absent until given. */
export type DutyValues = NonNullable<EnquiryFormInput['duty']>

/** The schema checks the fields as they are, empty ones included. */
export const enquiryResolver = zodResolver(enquiryFormSchema) as unknown as Resolver<EnquiryFields, unknown, EnquiryForm>

/** The most products one enquiry holds (the schema refuses more). */
export const MAX_PRODUCTS = 20

export function blankProduct(choice?: ProductChoice): EnquiryFields['products'][number] {
  return { name: choice?.name ?? '', slug: choice?.slug ?? '', partNumber: choice?.partNumber ?? '', quantity: undefined, unit: 'pieces' }
}

export function emptyEnquiry(product?: ProductChoice): EnquiryFields {
  return {
    name: '',
    email: '',
    company: '',
    country: '',
    phone: '',
    products: [blankProduct(product)],
    details: { beltWidth: '', rollerDiameter: '', rollerLength: '', bearing: '', standard: '', material: '' },
    duty: { material: '' },
    port: '',
    incoterm: '',
    message: '',
  }
}

/** What the address brings to the form: a product (and size), and the conveyor's duty from the selection tool. */
export interface AddressChoice {
  product?: ProductChoice
  duty?: DutyValues
}

/**
 * A draft brought back, with what the address brings added: the product of this page when the
 * buyer came from another one (empty lines give way to it, and it never takes the list past
 * `MAX_PRODUCTS` lines), and the duty figures, which replace the draft's.
 */
export function withAddressChoice(values: EnquiryFields, { product, duty }: AddressChoice): EnquiryFields {
  const withDuty = duty ? { ...values, duty: { ...values.duty, ...duty } } : values
  const sameLine = (line: EnquiryFields['products'][number]) =>
    line.name === product?.name && (line.partNumber ?? '') === (product.partNumber ?? '')
  if (!product || withDuty.products.some(sameLine)) return withDuty
  const lines = withDuty.products.filter((line) => line.name.trim() !== '')
  if (lines.length >= MAX_PRODUCTS) return { ...withDuty, products: lines }
  return { ...withDuty, products: [...lines, blankProduct(product)] }
}

/** Only a dialling code, as filled in for the buyer ("+233", "+233 "). */
const diallingCodeOnly = /^\+\d{0,4}\s*$/

/**
 * The phone field once the buyer chose `countryCode`: its dialling code, unless they have typed a
 * number of their own (then undefined: leave it).
 */
export function phoneForCountry(phone: string | undefined, countryCode: string): string | undefined {
  const country = countryByCode(countryCode)
  const typed = (phone ?? '').trim()
  if (!country || (typed !== '' && !diallingCodeOnly.test(typed))) return undefined
  return `${country.dialCode} `
}

/** A phone field holding only the dialling code we filled in is no number at all. */
export function phoneToSend(phone: string | undefined): string | undefined {
  return phone && diallingCodeOnly.test(phone.trim()) ? undefined : phone
}
