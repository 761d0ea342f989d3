import { describe, expect, it } from 'vitest'
import { enquiryFieldErrors, enquiryRequestSchema } from '@/contracts/enquiry-schema'
import { dutyFromAddress, productFromAddress, sourcePageFromAddress } from '@/features/enquiry/enquiry-address'
import { quotationHref } from '@/utils/contact-links'
import { enquiryRequest } from '../../support/enquiry-request'

const selectionTool =
  '/tools/select?width=1200&speed=2.5&capacity=800&material=Coal&lump=100&length=300&trough=35&surcharge=20&density=0.85'
const address = (query: string) => new URLSearchParams(query)

describe('the duty the selection tool passes in the address', () => {
  it('fills every duty field from width, speed, capacity, material, lump and length', () => {
    const params = address(`?width=1200&speed=2.5&capacity=800&material=Coal&lump=100&length=300&from=${encodeURIComponent(selectionTool)}`)
    expect(dutyFromAddress(params)).toEqual({
      beltWidth: 1200,
      beltSpeed: 2.5,
      capacity: 800,
      material: 'Coal',
      lumpSize: 100,
      length: 300,
    })
    // The page with the tool's inputs arrives whole, query and all.
    expect(sourcePageFromAddress(params, '/contact-us')).toBe(selectionTool)
  })

  it('leaves out malformed and out-of-range values, and keeps the rest', () => {
    expect(dutyFromAddress(address('?width=12OO&speed=-1&capacity=1e3&lump=0x10&length=300&material=%1B%5B2J'))).toEqual({ length: 300 })
    expect(dutyFromAddress(address('?width=99999&speed=11'))).toBeUndefined()
    expect(dutyFromAddress(address('?product=Bend%20Pulley'))).toBeUndefined()
  })

  it('keeps the page the buyer came from only when it is a whole path of this site', () => {
    expect(sourcePageFromAddress(address(`?from=${encodeURIComponent('//evil.example/x')}`), '/contact-us')).toBe('/contact-us')
    expect(sourcePageFromAddress(address(`?from=${encodeURIComponent('/\\evil.example')}`), '/contact-us')).toBe('/contact-us')
    expect(sourcePageFromAddress(address(`?from=${encodeURIComponent(`/tools/select?${'w=1&'.repeat(200)}`)}`), '/contact-us')).toBe(
      '/contact-us',
    )
    expect(sourcePageFromAddress(address('?from=https%3A%2F%2Fevil.example'), '/contact-us')).toBe('/contact-us')
  })
})

describe('the duty in the enquiry contract', () => {
  const errors = (duty: unknown) => {
    const parsed = enquiryRequestSchema.safeParse(enquiryRequest({ duty } as never))
    return parsed.success ? {} : enquiryFieldErrors(parsed.error)
  }

  it('takes figures in range and says the range of one outside it', () => {
    expect(errors({ beltWidth: 1200, beltSpeed: 2.5, capacity: 800, material: 'Coal', lumpSize: 100, length: 300 })).toEqual({})
    expect(errors({ beltWidth: 12_000, beltSpeed: 0, capacity: Number.NaN })).toEqual({
      'duty.beltWidth': 'Belt width: please give a number from 300 to 3,200 mm.',
      'duty.beltSpeed': 'Belt speed: please give a number from 0.1 to 10 m/s.',
      'duty.capacity': 'Capacity: please give a number from 1 to 40,000 t/h.',
    })
    expect(errors({ material: 'x'.repeat(81) })).toEqual({ 'duty.material': 'Please keep the material to 80 characters.' })
  })

  it('carries a page address with the tool inputs whole, up to 600 characters, and refuses another host', () => {
    const parse = (sourcePage: string) => enquiryRequestSchema.safeParse(enquiryRequest({ sourcePage }))
    expect(parse(selectionTool).success).toBe(true)
    expect(parse(`/tools/select?${'x'.repeat(580)}`).success).toBe(true)
    expect(parse('//evil.example/').success).toBe(false)
  })
})

describe('the quotation link of a size', () => {
  it('names the product and the part number in fields of their own', () => {
    const href = quotationHref({
      product: 'Trough Idler Roller',
      slug: 'conveyor-trough-idler-roller',
      partNumber: 'TIR-D-133x380-6305',
      from: '/roller/trough',
    })
    const params = new URL(href, 'https://site.example').searchParams
    expect(productFromAddress(params)).toEqual({
      name: 'Trough Idler Roller',
      slug: 'conveyor-trough-idler-roller',
      partNumber: 'TIR-D-133x380-6305',
    })
    expect(href).toMatch(/#enquiry$/)
  })

  it('still reads an older link with the part number in the product name', () => {
    expect(
      productFromAddress(address('?product=Trough%20Idler%20Roller%2C%20TIR-D-133x380-6305&slug=conveyor-trough-idler-roller')),
    ).toEqual({ name: 'Trough Idler Roller, TIR-D-133x380-6305', slug: 'conveyor-trough-idler-roller' })
  })
})
