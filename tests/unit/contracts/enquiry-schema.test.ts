import { describe, expect, it } from 'vitest'
import {
  ENQUIRY_REFERENCE_PATTERN,
  enquiryFieldCodes,
  enquiryFieldCodesOf,
  enquiryFieldErrors,
  enquiryFormSchema,
  enquiryRefusalSchema,
  enquiryRequestSchema,
  enquiryResponseSchema,
  idempotencyKeySchema,
  incoterms,
  quantityUnits,
  type EnquiryFormInput,
  type EnquiryRequestInput,
} from '@/contracts/enquiry-schema'

const form: EnquiryFormInput = {
  name: 'Ama Mensah',
  email: 'ama.mensah@example.com',
  country: 'GH',
  products: [{ name: 'Bend Pulley', slug: 'bend-pulley', quantity: 4, unit: 'pieces' }],
}
const request: EnquiryRequestInput = { ...form, sourcePage: '/pulley/bend-pulley', website: '', elapsedMs: 12_000 }

/** The message per field path of a refused form. */
function messages(
  input: unknown,
  schema: typeof enquiryFormSchema | typeof enquiryRequestSchema = enquiryFormSchema,
): Record<string, string> {
  const result = schema.safeParse(input)
  if (result.success) throw new Error(`expected a refusal, got ${JSON.stringify(result.data)}`)
  return enquiryFieldErrors(result.error)
}

describe('the enquiry form schema', () => {
  it('accepts a minimal and a full form', () => {
    expect(enquiryFormSchema.parse(form)).toEqual(form)
    const full: EnquiryFormInput = {
      ...form,
      company: 'Tema Bulk Handling Ltd',
      phone: '+233 (20) 000-0000',
      products: Array.from({ length: 20 }, (_, index) => ({
        name: `Roller ${index}`,
        quantity: 10_000_000,
        unit: quantityUnits[index % 4] ?? 'units',
      })),
      details: {
        beltWidth: '1000 mm',
        rollerDiameter: '133 mm',
        rollerLength: '380 mm',
        bearing: '6305 2RS',
        standard: 'CEMA C',
        material: 'Iron ore',
      },
      port: 'Tema',
      incoterm: 'FOB',
      message: 'x'.repeat(5000),
    }
    expect(enquiryFormSchema.parse(full)).toEqual(full)
  })

  it('trims text and treats empty optional fields as absent', () => {
    const parsed = enquiryFormSchema.parse({
      ...form,
      name: '  Ama Mensah ',
      company: '',
      phone: '   ',
      port: '',
      incoterm: '',
      message: '',
      details: { beltWidth: '', material: ' coal ' },
      products: [
        { name: ' Bend Pulley ', slug: '', partNumber: '', quantity: 4, unit: 'pieces' },
        { name: 'Bend Pulley', partNumber: ' BP-D-500x1150-22216 ', quantity: 2, unit: 'pieces' },
      ],
    })
    expect(parsed).toEqual({
      ...form,
      details: { material: 'coal' },
      products: [
        { name: 'Bend Pulley', quantity: 4, unit: 'pieces' },
        { name: 'Bend Pulley', partNumber: 'BP-D-500x1150-22216', quantity: 2, unit: 'pieces' },
      ],
    })
  })

  it('reads a phone field left holding only the dialling code the form filled in as no phone number', () => {
    expect(enquiryFormSchema.parse({ ...form, phone: '+233 ' }).phone).toBeUndefined()
    expect(enquiryFormSchema.parse({ ...form, phone: '+233 24 123 4567' }).phone).toBe('+233 24 123 4567')
  })

  it('asks for each missing field in plain words', () => {
    expect(messages({})).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your e-mail address so we can reply.',
      country: 'Please choose your country from the list.',
      products: 'Please add at least one product.',
    })
    expect(messages({ ...form, name: ' ', email: '' })).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your e-mail address so we can reply.',
    })
  })

  it.each([
    ['ama.example.com', 'An e-mail address needs an @, as in name@company.com.'],
    ['ama@example', 'This e-mail address looks incomplete: check the part after @.'],
    ['ama@', 'This e-mail address looks incomplete: check the part after @.'],
    ['@example.com', 'This e-mail address looks incomplete: check the part before @.'],
    ['ama@@example.com', 'An e-mail address has only one @.'],
    ['ama mensah@example.com', 'An e-mail address cannot contain spaces.'],
    ['<ama>@example.com', 'This e-mail address does not look right: check the part before @.'],
    [`${'a'.repeat(250)}@example.com`, 'This e-mail address is too long: at most 254 characters.'],
  ])('says what is wrong with the e-mail address %s', (email, message) => {
    expect(messages({ ...form, email })).toEqual({ email: message })
  })

  it.each([
    ['a one-letter name', { name: 'A' }, 'name', /at least 2 characters/],
    ['a name over 100 characters', { name: 'A'.repeat(101) }, 'name', /100 characters/],
    ['a company over 120 characters', { company: 'C'.repeat(121) }, 'company', /120 characters/],
    ['a country not in the list', { country: 'ZZ' }, 'country', /from the list/],
    ['a lower-case country code', { country: 'gh' }, 'country', /from the list/],
    ['letters in the phone number', { phone: '+233 call me' }, 'phone', /digits, spaces and \+ \( \) -/],
    ['a phone number over 32 characters', { phone: '1'.repeat(33) }, 'phone', /32 characters/],
    ['a + after the digits', { phone: '241234567+233' }, 'phone', /\+ only at its start/],
    ['a number too short to dial', { phone: '+233 24' }, 'phone', /6 to 15 digits/],
    ['16 digits', { phone: '+233 2412 3456 7890 12' }, 'phone', /6 to 15 digits/],
    ['no products', { products: [] }, 'products', /at least one product/],
    ['21 products', { products: Array(21).fill(form.products[0]) }, 'products', /at most 20 products/],
    [
      'a product without a name',
      { products: [{ name: '', quantity: 1, unit: 'sets' }] },
      'products.0.name',
      /product you are asking about/,
    ],
    [
      'a bad product slug',
      { products: [{ name: 'Roller', slug: 'Not A Slug', quantity: 1, unit: 'sets' }] },
      'products.0.slug',
      /not valid/,
    ],
    [
      'a part number with spaces',
      { products: [{ name: 'Roller', partNumber: 'RC D 133', quantity: 1, unit: 'pieces' }] },
      'products.0.partNumber',
      /letters, digits, dots, slashes and hyphens/,
    ],
    [
      'a part number over 60 characters',
      { products: [{ name: 'Roller', partNumber: 'R'.repeat(61), quantity: 1, unit: 'pieces' }] },
      'products.0.partNumber',
      /60 characters/,
    ],
    ['a zero quantity', { products: [{ name: 'Roller', quantity: 0, unit: 'sets' }] }, 'products.0.quantity', /at least 1/],
    [
      'a quantity over ten million',
      { products: [{ name: 'Roller', quantity: 10_000_001, unit: 'sets' }] },
      'products.0.quantity',
      /in your message/,
    ],
    ['a quantity as text', { products: [{ name: 'Roller', quantity: '4', unit: 'sets' }] }, 'products.0.quantity', /as a number/],
    ['an unknown unit', { products: [{ name: 'Roller', quantity: 4, unit: 'kg' }] }, 'products.0.unit', /pieces, sets, metres or units/],
    ['a detail over 80 characters', { details: { bearing: 'b'.repeat(81) } }, 'details.bearing', /80 characters/],
    ['an unknown Incoterm', { incoterm: 'FOR' }, 'incoterm', /Incoterm from the list/],
    ['a message over 5,000 characters', { message: 'm'.repeat(5001) }, 'message', /5,000 characters/],
    ['an unknown field', { price: 1 }, 'price', /not part of the enquiry form/],
    ['an unknown detail', { details: { colour: 'red' } }, 'details.colour', /not part of the enquiry form/],
  ])('refuses %s with a message', (_case, change, path, message) => {
    const fields = messages({ ...form, ...change })
    expect(Object.keys(fields)).toEqual([path])
    expect(fields[path]).toMatch(message)
    expect(fields[path]).toMatch(/^[A-Z].*\.$/)
  })
})

describe('the enquiry request schema', () => {
  it('accepts the form with its unseen fields, whatever the honeypot holds', () => {
    expect(enquiryRequestSchema.parse(request)).toEqual({ ...request, language: 'en' })
    expect(enquiryRequestSchema.parse({ ...request, website: 'http://spam.example', utm: { source: 'google', term: '' } })).toMatchObject({
      website: 'http://spam.example',
      utm: { source: 'google' },
    })
  })

  it.each([
    ['a source page that is not a path', { sourcePage: 'https://elsewhere.example/' }, 'sourcePage'],
    ['a source page over 600 characters', { sourcePage: `/${'p'.repeat(600)}` }, 'sourcePage'],
    ['a source page that names another host', { sourcePage: '//evil.example/page' }, 'sourcePage'],
    ['a negative fill time', { elapsedMs: -1 }, 'elapsedMs'],
    ['a fractional fill time', { elapsedMs: 1.5 }, 'elapsedMs'],
    ['a campaign tag over 120 characters', { utm: { campaign: 'c'.repeat(121) } }, 'utm.campaign'],
    ['an unknown campaign tag', { utm: { gclid: 'x' } }, 'utm.gclid'],
    ['a honeypot over 200 characters', { website: 'w'.repeat(201) }, 'website'],
  ])('refuses %s', (_case, change, path) => {
    expect(Object.keys(messages({ ...request, ...change }, enquiryRequestSchema))).toEqual([path])
  })

  it('carries the language of the page, English when a page sends none', () => {
    expect(enquiryRequestSchema.parse(request).language).toBe('en')
    expect(enquiryRequestSchema.parse({ ...request, language: 'es' }).language).toBe('es')
    expect(enquiryRequestSchema.parse({ ...request, language: 'ru' }).language).toBe('ru')
  })

  it.each(['de', 'ES', '', 7])('refuses the language %j, naming the field and the languages there are', (language) => {
    expect(messages({ ...request, language }, enquiryRequestSchema)).toEqual({ language: "The page's language must be one of en, es, ru." })
  })

  it('requires the unseen fields', () => {
    expect(Object.keys(messages(form, enquiryRequestSchema)).sort()).toEqual(['elapsedMs', 'sourcePage', 'website'])
  })
})

describe('the code of each field refusal', () => {
  function codes(input: unknown): Record<string, string> {
    const result = enquiryRequestSchema.safeParse(input)
    if (result.success) throw new Error(`expected a refusal, got ${JSON.stringify(result.data)}`)
    // The same fields as the messages: a page can put a word of its own beside each field the server named.
    expect(Object.keys(enquiryFieldCodesOf(result.error)).sort()).toEqual(Object.keys(enquiryFieldErrors(result.error)).sort())
    return enquiryFieldCodesOf(result.error)
  }

  it('names what is wrong with each field in a stable code, whatever the English message says', () => {
    expect(
      codes({
        ...request,
        name: undefined,
        company: 'c'.repeat(121),
        email: 'ama@',
        country: 'XX',
        phone: '+233 12',
        products: [{ name: 'Bend Pulley', quantity: 1.5, unit: 'kg' }],
        duty: { beltWidth: 50 },
        message: 'Hello\u202Eworld',
        language: 'de',
        elapsedMs: -1,
        gclid: 'x',
      }),
    ).toEqual({
      name: 'missing',
      company: 'too_long',
      email: 'invalid_format',
      country: 'not_in_list',
      phone: 'invalid_format',
      'products.0.quantity': 'not_whole_number',
      'products.0.unit': 'not_in_list',
      'duty.beltWidth': 'out_of_range',
      message: 'invalid_characters',
      language: 'not_in_list',
      elapsedMs: 'out_of_range',
      gclid: 'unknown_field',
    })
    expect(codes({ ...request, name: 'A', products: [] })).toEqual({ name: 'too_short', products: 'missing' })
    expect(codes({ ...request, attachments: [{ name: 'notes.txt', data: Buffer.from('plain words').toString('base64') }] })).toEqual({
      'attachments.0': 'file_refused',
    })
  })

  it('uses only the codes the contract lists', () => {
    const result = enquiryRequestSchema.safeParse({ ...request, name: '', email: '', products: Array(21).fill(form.products[0]) })
    expect(result.success).toBe(false)
    for (const code of Object.values(enquiryFieldCodesOf(result.error!))) expect(enquiryFieldCodes).toContain(code)
  })
})

describe('the shared constants', () => {
  it('lists the eleven Incoterms 2020 rules with labels', () => {
    expect(incoterms.map((incoterm) => incoterm.code)).toEqual([
      'EXW',
      'FCA',
      'CPT',
      'CIP',
      'DAP',
      'DPU',
      'DDP',
      'FAS',
      'FOB',
      'CFR',
      'CIF',
    ])
    expect(incoterms.find((incoterm) => incoterm.code === 'FOB')?.label).toBe('FOB – Free On Board')
    for (const { code, label } of incoterms) expect(label.startsWith(`${code} – `)).toBe(true)
  })

  it('accepts UUIDs and 16–64 safe characters as idempotency keys', () => {
    for (const key of ['7d444840-9dc0-11d1-b245-5ffdce74fad2', 'a'.repeat(16), 'A-1'.repeat(21)])
      expect(idempotencyKeySchema.safeParse(key).success, key).toBe(true)
    for (const key of ['short', 'a'.repeat(65), 'has spaces in it okay', 'ünïcödé-ünïcödé-ü'])
      expect(idempotencyKeySchema.safeParse(key).success, key).toBe(false)
  })

  it('describes the response and refusal bodies', () => {
    expect(enquiryResponseSchema.parse({ reference: 'Q-2611-7KX4M9' })).toEqual({ reference: 'Q-2611-7KX4M9' })
    expect(ENQUIRY_REFERENCE_PATTERN.test('Q-2611-7KX4MO')).toBe(false)
    const refusal = {
      error: 'invalid',
      message: 'Some fields need your attention.',
      fields: { 'products.0.quantity': 'The quantity must be at least 1.' },
    }
    expect(enquiryRefusalSchema.parse(refusal)).toEqual(refusal)
  })
})
