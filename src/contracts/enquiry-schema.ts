// zod/mini, not the classic API: the browser then downloads only the checks this contract uses.
import * as z from 'zod/mini'
import { countries } from './countries'
import {
  attachmentProblem,
  attachmentsProblem,
  base64Head,
  base64Size,
  MAX_ATTACHMENTS,
  MAX_ATTACHMENTS_TOTAL_BYTES,
} from './enquiry-attachments'
import { ENQUIRY_REFERENCE_PATTERN, enquiryDutyFields, quantityUnits, type DutyFigureField, type EnquiryDutyKey } from './enquiry-terms'
import { textCharacterProblem } from './text-characters'
import { defaultLanguage, languages } from '@/utils/languages'

// The pages' Content-Security-Policy allows no eval: zod would probe for it (new Function) and the
// browser would report a violation on every page with the form. Validation works the same without.
z.config({ jitless: true })

/** Where the browser sends an enquiry (POST, JSON), relative to the API base URL. */
export const ENQUIRY_PATH = '/api/enquiries'

/** The largest form the API accepts without files; a full form with a 5,000-character message is far smaller. */
export const ENQUIRY_BODY_LIMIT_BYTES = 32 * 1024

/** The largest request body the API accepts: the form, and its files as base64 (4 characters per 3 bytes). */
export const ENQUIRY_WITH_FILES_BODY_LIMIT_BYTES =
  ENQUIRY_BODY_LIMIT_BYTES + Math.ceil(MAX_ATTACHMENTS_TOTAL_BYTES / 3) * 4 + MAX_ATTACHMENTS * 1024

/** The request header that makes a repeated send of the same form count once. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/** The longest page address an enquiry carries: a selection tool's page with every input in its query. */
export const SOURCE_PAGE_MAX_LENGTH = 600

/** A form sent sooner than this after it opened is taken for a bot: answered as if stored, never stored. */
export const MIN_FILL_TIME_MS = 3000

/** The Incoterms 2020 rules: seven for any mode of transport, then four for sea and inland waterway. */
export const incoterms = [
  { code: 'EXW', label: 'EXW – Ex Works' },
  { code: 'FCA', label: 'FCA – Free Carrier' },
  { code: 'CPT', label: 'CPT – Carriage Paid To' },
  { code: 'CIP', label: 'CIP – Carriage and Insurance Paid To' },
  { code: 'DAP', label: 'DAP – Delivered At Place' },
  { code: 'DPU', label: 'DPU – Delivered at Place Unloaded' },
  { code: 'DDP', label: 'DDP – Delivered Duty Paid' },
  { code: 'FAS', label: 'FAS – Free Alongside Ship' },
  { code: 'FOB', label: 'FOB – Free On Board' },
  { code: 'CFR', label: 'CFR – Cost and Freight' },
  { code: 'CIF', label: 'CIF – Cost, Insurance and Freight' },
] as const
export type IncotermCode = (typeof incoterms)[number]['code']

export { quantityUnits, type QuantityUnit } from './enquiry-terms'

/** A UUID, or any 16–64 letters, digits and hyphens. */
export const idempotencyKeySchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9-]{16,64}$/, 'The Idempotency-Key header must be a UUID or 16–64 letters, digits and hyphens.'))

export { ENQUIRY_REFERENCE_PATTERN } from './enquiry-terms'

/**
 * An optional text field. Whitespace is trimmed and an empty value (what an untouched HTML input
 * sends) counts as absent, so browser and server store the same thing.
 */
function optionalText(max: number, tooLong: string, format?: { pattern: RegExp; message: string }, { multiline = false } = {}) {
  const text = z
    .string({ error: 'Please enter text here.' })
    .check(
      z.trim(),
      z.maxLength(max, tooLong),
      ...(format ? [z.regex(format.pattern, format.message)] : []),
      refuseCharacters({ multiline }),
    )
  return z.optional(
    z.pipe(
      text,
      z.transform((value: string) => (value === '' ? undefined : value)),
    ),
  )
}

/** Control, direction-override, invisible and broken characters are refused (see text-characters.ts). */
function refuseCharacters(options: { multiline: boolean; visible?: boolean }) {
  return z.superRefine((value: string, context) => {
    const problem = textCharacterProblem(value, options)
    if (problem) context.addIssue({ code: 'custom', message: problem, params: { code: 'invalid_characters' satisfies EnquiryFieldCode } })
  })
}

/** A dialling code the form filled in, left without a number: no phone number at all. */
const diallingCodeAlone = /^(\+\d{1,4})?$/

/**
 * Optional; when given, a number a person can dial: + only at its start, then digits, spaces and
 * ( ) -, with 6 to 15 digits in all (15 is the longest international number, ITU-T E.164).
 */
const phoneSchema = z.optional(
  z.pipe(
    z.string({ error: 'Please enter text here.' }).check(
      z.trim(),
      z.maxLength(32, 'Please shorten the phone number to 32 characters.'),
      z.regex(/^\+?[0-9 ()-]*$/, 'A phone number may contain only digits, spaces and + ( ) -, with the + only at its start.'),
      z.refine(
        (value: string) => {
          const digits = value.replace(/\D/g, '').length
          return diallingCodeAlone.test(value) || (digits >= 6 && digits <= 15)
        },
        {
          error: 'A phone number has 6 to 15 digits, with its country code.',
          params: { code: 'invalid_format' satisfies EnquiryFieldCode },
        },
      ),
      refuseCharacters({ multiline: false }),
    ),
    z.transform((value: string) => (diallingCodeAlone.test(value) ? undefined : value)),
  ),
)

function requiredText(min: number, max: number, messages: { missing: string; tooShort: string; tooLong: string }) {
  return z
    .string({ error: messages.missing })
    .check(
      z.trim(),
      z.minLength(1, { error: messages.missing, abort: true }),
      z.minLength(min, messages.tooShort),
      z.maxLength(max, messages.tooLong),
      refuseCharacters({ multiline: false, visible: true }),
    )
}

const missingEmail = 'Please enter your e-mail address so we can reply.'

/** Names the part of an e-mail address that looks wrong, in words a buyer understands. */
function emailProblem(input: unknown): string {
  if (typeof input !== 'string' || input.trim() === '') return missingEmail
  const address = input.trim()
  const at = address.indexOf('@')
  if (at < 0) return 'An e-mail address needs an @, as in name@company.com.'
  if (at === 0) return 'This e-mail address looks incomplete: check the part before @.'
  if (/\s/.test(address)) return 'An e-mail address cannot contain spaces.'
  if (address.indexOf('@', at + 1) >= 0) return 'An e-mail address has only one @.'
  if (!/^[A-Za-z0-9_'+.-]+$/.test(address.slice(0, at))) return 'This e-mail address does not look right: check the part before @.'
  return 'This e-mail address looks incomplete: check the part after @.'
}

const emailSchema = z.pipe(
  z
    .string({ error: missingEmail })
    .check(
      z.trim(),
      z.minLength(1, { error: missingEmail, abort: true }),
      z.maxLength(254, { error: 'This e-mail address is too long: at most 254 characters.', abort: true }),
    ),
  z.email({ error: (issue) => emailProblem(issue.input) }),
)

const countryCodes = countries.map((country) => country.code)

/** Lowercase words joined by hyphens, or nothing. */
const productSlugPattern = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/

/** Letters and digits with the separators our part numbers use (RCD-D-133x380-6305), or nothing. */
const partNumberPattern = /^(?:[A-Za-z0-9][A-Za-z0-9./-]*)?$/

const productSchema = z.strictObject({
  name: requiredText(1, 120, {
    missing: 'Please enter the product you are asking about.',
    tooShort: 'Please enter the product you are asking about.',
    tooLong: 'Please shorten the product name to 120 characters.',
  }),
  /** The catalogue product the enquiry came from, when it did. */
  slug: optionalText(120, 'This product link is not valid.', { pattern: productSlugPattern, message: 'This product link is not valid.' }),
  /** The size of the catalogue product, when the buyer chose one from its size table. */
  partNumber: optionalText(60, 'Please shorten the part number to 60 characters.', {
    pattern: partNumberPattern,
    message: 'A part number may contain only letters, digits, dots, slashes and hyphens.',
  }),
  quantity: z
    .number({ error: 'Please enter the quantity as a number.' })
    .check(
      z.int('Please enter the quantity as a whole number.'),
      z.gte(1, 'The quantity must be at least 1.'),
      z.lte(10_000_000, 'For more than 10,000,000, please give the quantity in your message.'),
    ),
  unit: z.enum(quantityUnits, { error: 'Please choose a unit: pieces, sets, metres or units.' }),
})

const detailText = () => optionalText(80, 'Please keep this to 80 characters.')

/** Optional technical details of the products concerned. */
const detailsSchema = z.strictObject({
  beltWidth: detailText(),
  rollerDiameter: detailText(),
  rollerLength: detailText(),
  bearing: detailText(),
  standard: detailText(),
  material: detailText(),
})

const dutyField = (key: EnquiryDutyKey) => enquiryDutyFields.find((field) => field.key === key) as DutyFigureField

/** An optional figure of the duty, within the range of its field. */
function dutyFigure(key: Exclude<EnquiryDutyKey, 'material'>) {
  const { label, unit, min, max } = dutyField(key)
  const message = `${label}: please give a number from ${min.toLocaleString('en-GB')} to ${max.toLocaleString('en-GB')} ${unit}.`
  return z.optional(z.number({ error: message }).check(z.gte(min, message), z.lte(max, message)))
}

/** The conveyor the products are for, as the buyer or the selection tool gives it; all optional. */
const dutySchema = z.strictObject({
  beltWidth: dutyFigure('beltWidth'),
  beltSpeed: dutyFigure('beltSpeed'),
  capacity: dutyFigure('capacity'),
  material: optionalText(80, 'Please keep the material to 80 characters.'),
  lumpSize: dutyFigure('lumpSize'),
  length: dutyFigure('length'),
})

const incotermCodes = incoterms.map((incoterm) => incoterm.code)

/** What the buyer fills in. */
export const enquiryFormSchema = z.strictObject(
  {
    name: requiredText(2, 100, {
      missing: 'Please enter your name.',
      tooShort: 'Please enter your full name (at least 2 characters).',
      tooLong: 'Please shorten your name to 100 characters.',
    }),
    email: emailSchema,
    company: optionalText(120, 'Please shorten the company name to 120 characters.'),
    country: z.enum(countryCodes, { error: 'Please choose your country from the list.' }),
    phone: phoneSchema,
    products: z
      .array(productSchema, { error: 'Please add at least one product.' })
      .check(
        z.minLength(1, 'Please add at least one product.'),
        z.maxLength(20, 'Please ask about at most 20 products in one enquiry; send the rest in a second one.'),
      ),
    details: z.optional(detailsSchema),
    duty: z.optional(dutySchema),
    port: optionalText(80, 'Please shorten the port name to 80 characters.'),
    // '' is the select's "no choice" option.
    incoterm: z.optional(
      z.pipe(
        z.enum([...incotermCodes, ''], { error: 'Please choose an Incoterm from the list.' }),
        z.transform((code: IncotermCode | '') => (code === '' ? undefined : code)),
      ),
    ),
    message: optionalText(5000, 'Please shorten your message to 5,000 characters, or send the rest by e-mail.', undefined, {
      multiline: true,
    }),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'The enquiry must be sent as a JSON object of the form fields.' : undefined) },
)

/** Base64 letters, with up to two = at the end; checked without a pattern over the whole text (files are megabytes long). */
function isBase64(data: string): boolean {
  const padding = data.indexOf('=')
  return (
    data.length % 4 === 0 && !/[^A-Za-z0-9+/=]/.test(data) && (padding < 0 || padding >= data.length - 2) && !/=[^=]/.test(data.slice(-2))
  )
}

const fileRefused = { code: 'file_refused' satisfies EnquiryFieldCode }

/** One file, as the form sends it: its name and its bytes in base64. Its kind is told by its bytes. */
const attachmentSchema = z
  .strictObject({
    name: z
      .string({ error: 'A file was sent without its name: please attach it again.' })
      .check(
        z.minLength(1, 'A file was sent without its name: please attach it again.'),
        z.maxLength(255, 'A file name is longer than 255 characters: please rename the file.'),
        refuseCharacters({ multiline: false }),
      ),
    data: z.string({ error: 'A file was sent without its content: please attach it again.' }),
  })
  .check(
    z.superRefine((file, context) => {
      if (!isBase64(file.data))
        return context.addIssue({
          code: 'custom',
          message: `A file could not be read as sent: please attach it again.`,
          params: fileRefused,
        })
      const problem = attachmentProblem({ name: file.name, size: base64Size(file.data), head: base64Head(file.data) })
      if (problem) context.addIssue({ code: 'custom', message: problem, params: fileRefused })
    }),
  )

const attachmentsSchema = z.array(attachmentSchema, { error: 'The files must be sent as a list.' }).check(
  z.superRefine((files, context) => {
    const problem = attachmentsProblem(files.map((file) => (typeof file.data === 'string' ? base64Size(file.data) : 0)))
    if (problem) context.addIssue({ code: 'custom', message: problem, params: { code: 'files_too_large' satisfies EnquiryFieldCode } })
  }),
)

/** A path of this site: one leading "/", and nothing a browser would read as another host ("//", "\"). */
const sitePathPattern = /^\/(?![/\\])[^\s\\]*$/

const campaignTag = () => optionalText(120, 'A campaign tag is longer than 120 characters.')

/** The unseen fields are the page's business: a buyer can only reload it. */
const incompleteForm = 'The form is incomplete: please reload the page.'

/** The POST body: the form plus what travels with it unseen. */
export const enquiryRequestSchema = z.extend(enquiryFormSchema, {
  /** The site path the form was sent from, with its query: "/tools/select?width=1200&speed=2.5". */
  sourcePage: z
    .string({ error: 'The page the form was sent from is missing.' })
    .check(
      z.maxLength(SOURCE_PAGE_MAX_LENGTH, `The page address is longer than ${SOURCE_PAGE_MAX_LENGTH} characters.`),
      z.regex(sitePathPattern, 'The page the form was sent from must be a path of this site beginning with "/".'),
      refuseCharacters({ multiline: false }),
    ),
  utm: z.optional(
    z.strictObject({ source: campaignTag(), medium: campaignTag(), campaign: campaignTag(), term: campaignTag(), content: campaignTag() }),
  ),
  /**
   * The language of the page the form was shown on, from its path prefix (languageOfPath): the
   * acknowledgement is written in it. Absent, as from pages older than the languages, it is English.
   */
  language: z._default(z.enum(languages, { error: `The page's language must be one of ${languages.join(', ')}.` }), defaultLanguage),
  /** Drawings and photographs: see enquiry-attachments.ts for the limits and kinds. */
  attachments: z.optional(attachmentsSchema),
  /** The honeypot: a hidden input people leave empty. Any value is accepted so a bot is not told. */
  website: z.string({ error: incompleteForm }).check(z.maxLength(200, incompleteForm)),
  /** Milliseconds the form was open before it was sent. */
  elapsedMs: z.number({ error: incompleteForm }).check(z.int(incompleteForm), z.gte(0, incompleteForm)),
})

/** What the form holds and what the server stores after validation ('' fields become absent). */
export type EnquiryForm = z.infer<typeof enquiryFormSchema>
export type EnquiryRequest = z.infer<typeof enquiryRequestSchema>
/** What the form may hand to the schema (optional fields may still be ''). */
export type EnquiryFormInput = z.input<typeof enquiryFormSchema>
export type EnquiryRequestInput = z.input<typeof enquiryRequestSchema>

/** The 201 body: the reference to show the buyer. */
export const enquiryResponseSchema = z.object({ reference: z.string().check(z.regex(ENQUIRY_REFERENCE_PATTERN)) })
export type EnquiryResponse = z.infer<typeof enquiryResponseSchema>

/** The machine codes of a refusal; a client should still expect codes it does not know. */
export const enquiryErrorCodes = [
  'invalid',
  'malformed_json',
  'invalid_encoding',
  'unsupported_media_type',
  'payload_too_large',
  'idempotency_key_missing',
  'idempotency_key_invalid',
  'idempotency_conflict',
  'rate_limited',
  'not_found',
  'method_not_allowed',
  'server_error',
] as const
export type EnquiryErrorCode = (typeof enquiryErrorCodes)[number]

/**
 * What is wrong with one field, beside its English message: a page in another language says it in
 * its own words from the code and the field. Stable; a client should still expect codes it does not know.
 */
export const enquiryFieldCodes = [
  /** Absent, empty or not text where text belongs. */
  'missing',
  'too_short',
  'too_long',
  /** More list items than the form takes (products, files). */
  'too_many',
  /** A figure outside its field's range. */
  'out_of_range',
  'not_whole_number',
  /** Not the shape the field takes: an e-mail address, a phone number, a part number, a path. */
  'invalid_format',
  /** Not one of the field's choices: country, unit, Incoterm, language. */
  'not_in_list',
  /** Control, invisible or direction-changing characters. */
  'invalid_characters',
  /** A file of a kind, size or content the form does not take. */
  'file_refused',
  /** The files together are larger than the form takes. */
  'files_too_large',
  /** A field the form does not have. */
  'unknown_field',
  'invalid',
] as const
export type EnquiryFieldCode = (typeof enquiryFieldCodes)[number]

/**
 * Every refusal: a machine code, a sentence for the buyer and, for invalid fields, one message and
 * one code per field path. The sentences are English; the codes let a page say them in its language.
 */
export const enquiryRefusalSchema = z.object({
  error: z.string(),
  message: z.string(),
  /** Field path (e.g. "products.0.quantity") to its message. */
  fields: z.optional(z.record(z.string(), z.string())),
  /** Field path to its code (an EnquiryFieldCode, or a newer one). */
  fieldCodes: z.optional(z.record(z.string(), z.string())),
})
export type EnquiryRefusal = z.infer<typeof enquiryRefusalSchema>

/** The first issue of each field path ("products.0.quantity"); each unknown field is a path of its own. */
function firstIssueOfEachField(error: z.core.$ZodError): Map<string, z.core.$ZodIssue> {
  const fields = new Map<string, z.core.$ZodIssue>()
  for (const issue of error.issues) {
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path]
    for (const path of paths) {
      const key = path.map(String).join('.')
      if (!fields.has(key)) fields.set(key, issue)
    }
  }
  return fields
}

/** One message per field path ("products.0.quantity"), the first that applies; unknown fields are named too. */
export function enquiryFieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [key, issue] of firstIssueOfEachField(error))
    fields[key] = issue.code === 'unrecognized_keys' ? 'This field is not part of the enquiry form.' : issue.message
  return fields
}

const isFieldCode = (code: unknown): code is EnquiryFieldCode => (enquiryFieldCodes as readonly unknown[]).includes(code)

/** The code of an issue: from the check's own params where it gives one, else from the kind of issue. */
function fieldCodeOf(issue: z.core.$ZodIssue): EnquiryFieldCode {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'int' ? 'not_whole_number' : 'missing'
    case 'too_small':
      if (issue.origin === 'number') return 'out_of_range'
      return Number(issue.minimum) <= 1 ? 'missing' : 'too_short'
    case 'too_big':
      if (issue.origin === 'number') return 'out_of_range'
      return issue.origin === 'array' ? 'too_many' : 'too_long'
    case 'invalid_format':
      return 'invalid_format'
    case 'invalid_value':
      return 'not_in_list'
    case 'unrecognized_keys':
      return 'unknown_field'
    case 'custom':
      return isFieldCode(issue.params?.code) ? issue.params.code : 'invalid'
    default:
      return 'invalid'
  }
}

/** One code per field path, for the same issue enquiryFieldErrors gives the message of. */
export function enquiryFieldCodesOf(error: z.core.$ZodError): Record<string, EnquiryFieldCode> {
  const codes: Record<string, EnquiryFieldCode> = {}
  for (const [key, issue] of firstIssueOfEachField(error)) codes[key] = fieldCodeOf(issue)
  return codes
}
