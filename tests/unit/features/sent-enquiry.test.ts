import { describe, expect, it } from 'vitest'
import { sentEnquiryOf, thanksState, type SentEnquiry } from '@/features/enquiry/sent-enquiry'

const sent: SentEnquiry = {
  reference: 'Q-2611-7KX4M9',
  email: 'ama@example.com',
  products: [
    { name: 'Return Idler', partNumber: 'RI-G-1200-133-6305', quantity: 1, unit: 'sets' },
    { name: 'Bend Pulley', quantity: 4, unit: 'pieces' },
  ],
  fields: [
    { label: 'Destination port', value: 'Tema' },
    { label: 'Incoterm', value: 'CIF – Cost, Insurance and Freight' },
    { label: 'Belt width', value: '1200 mm' },
  ],
  message: 'Coal, 800 t/h.\nPlease quote with spares.',
}

describe('the enquiry a /thanks history entry carries', () => {
  it('reads back what the send put there', () => {
    expect(sentEnquiryOf(thanksState(sent))).toEqual(sent)
  })

  it('still shows the products of an entry written before the other fields travelled with it', () => {
    const { fields: _fields, message: _message, ...older } = sent
    expect(sentEnquiryOf({ sent: older })).toEqual({ ...older, fields: [] })
  })

  it('leaves out a field that is not a label and a text', () => {
    expect(sentEnquiryOf({ sent: { ...sent, fields: [{ label: 'Port', value: 3 }, ...sent.fields] } })?.fields).toEqual(sent.fields)
  })

  it.each([
    ['no state', null],
    ['a state of another page', { usr: 1 }],
    ['a reference not of our shape', thanksState({ ...sent, reference: 'Q-1' })],
    ['no products', thanksState({ ...sent, products: [] })],
    ['an unknown unit', { sent: { ...sent, products: [{ name: 'Roller', quantity: 2, unit: 'kg' }] } }],
    ['a quantity as text', { sent: { ...sent, products: [{ name: 'Roller', quantity: '2', unit: 'pieces' }] } }],
    ['an e-mail that is not text', { sent: { ...sent, email: 7 } }],
  ])('is none for %s', (_case, state) => {
    expect(sentEnquiryOf(state)).toBeUndefined()
  })
})
