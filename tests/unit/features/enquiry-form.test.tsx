// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { enquiryListItems, writeEnquiryList } from '@/runtime/enquiry-list'
import { RequestError } from '@/runtime/request-error'
import { EnquiryForm } from '@/features/enquiry/enquiry-form'
import type { EnquiryDraft } from '@/features/enquiry/enquiry-draft'
import { emptyEnquiry, type EnquiryFields } from '@/features/enquiry/enquiry-values'
import { Component as ThanksScreen } from '@/screens/thanks/thanks-screen'
import { hostileFiles, sampleFiles } from '../../support/attachment-files'
import { renderRoute } from '../../support/render-route'

const http = vi.hoisted(() => ({ post: vi.fn() }))
vi.mock('@/runtime/http-client', () => ({ httpClient: http }))

const DRAFT_KEY = 'site:enquiry-draft'

const roll = {
  product: 'Trough Idler Roller',
  slug: 'conveyor-trough-idler-roller',
  partNumber: 'TIR-D-133x380-6305',
  quantity: 1,
  unit: 'pieces',
}
const idlerSet = { product: 'Conveyor Idler Set', slug: 'conveyor-idler-set', quantity: 1, unit: 'sets' }

/** A draft left on this device, started long enough ago to be sent at once. */
function leaveDraft(values: Partial<EnquiryFields>, idempotencyKey = 'draft-key-0000000001'): void {
  const draft: EnquiryDraft = { values: { ...emptyEnquiry(), ...values }, idempotencyKey, startedAt: Date.now() - 60_000 }
  window.localStorage.setItem(DRAFT_KEY, JSON.stringify(draft))
}

const productLines = () => screen.getAllByLabelText(/^Product \d+ \(required\)$/).map((input) => (input as HTMLInputElement).value)

function showForm(product?: { name: string; slug?: string; partNumber?: string }, duty?: EnquiryFields['duty'], address = '/contact-us') {
  return renderRoute(<EnquiryForm choice={{ product, duty }} sourcePage={address} utm={{}} />, {
    address,
    routes: [{ path: '/thanks', element: <ThanksScreen /> }],
  })
}

beforeEach(() => {
  window.localStorage.clear()
  http.post.mockReset()
})
afterEach(cleanup)

describe('the enquiry form', () => {
  it('brings back a draft and adds the product of this page after its lines', async () => {
    leaveDraft({
      products: [
        { name: 'Bend Pulley', slug: 'bend-pulley', quantity: 4, unit: 'pieces' },
        { name: '', slug: '', quantity: undefined, unit: 'pieces' },
      ],
    })
    showForm({ name: 'Impact Roller', slug: 'impact-roller' })
    await waitFor(() => expect(productLines()).toEqual(['Bend Pulley', 'Impact Roller']))
    expect(screen.getByText('We kept the enquiry you started on this device.')).toBeTruthy()
  })

  it('never takes a full list past 20 products, and offers no more lines then', async () => {
    leaveDraft({
      products: Array.from({ length: 20 }, (_, index) => ({ name: `Roller ${index + 1}`, slug: '', quantity: 1, unit: 'pieces' as const })),
    })
    showForm({ name: 'Impact Roller' })
    await waitFor(() => expect(productLines()).toHaveLength(20))
    expect(productLines()).not.toContain('Impact Roller')
    expect(screen.queryByRole('button', { name: 'Add another product' })).toBeNull()
  })

  it('fills the dialling code of the chosen country, never over a number the buyer typed', async () => {
    showForm()
    const phone = screen.getByLabelText('Phone or WhatsApp') as HTMLInputElement
    fireEvent.change(screen.getByLabelText('Country (required)'), { target: { value: 'GH' } })
    await waitFor(() => expect(phone.value).toBe('+233 '))
    fireEvent.change(screen.getByLabelText('Country (required)'), { target: { value: 'VN' } })
    await waitFor(() => expect(phone.value).toBe('+84 '))
    fireEvent.change(phone, { target: { value: '+84 90 123 4567' } })
    fireEvent.change(screen.getByLabelText('Country (required)'), { target: { value: 'GH' } })
    await waitFor(() => expect(phone.value).toBe('+84 90 123 4567'))
  })

  it('after a 409 sends the edited enquiry under a new key and shows its reference and what was sent', async () => {
    leaveDraft({
      name: 'Kwame Mensah',
      email: 'kwame@example.com',
      country: 'GH',
      products: [{ name: 'Return Idler', slug: '', quantity: 150, unit: 'pieces' }],
    })
    const conflict = new RequestError('client', 409, '/api/enquiries', 'conflict', {
      body: { error: 'idempotency_conflict', message: 'A different enquiry was already sent with this form.' },
    })
    http.post.mockRejectedValueOnce(conflict).mockResolvedValueOnce({ status: 201, data: { reference: 'Q-2611-7KX4M9' } })
    const { router } = showForm()
    await waitFor(() => expect((screen.getByLabelText('Your name (required)') as HTMLInputElement).value).toBe('Kwame Mensah'))
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/thanks'))
    const keys = http.post.mock.calls.map(([, , config]) => (config as { headers: Record<string, string> }).headers['Idempotency-Key'])
    expect(keys[0]).toBe('draft-key-0000000001')
    expect(keys[1]).not.toBe(keys[0])
    expect(keys).toHaveLength(2)
    await screen.findByText('Q-2611-7KX4M9')
    expect(screen.getByText('Return Idler × 150 pieces')).toBeTruthy()
    expect(screen.getByText('kwame@example.com')).toBeTruthy()
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull()
  })

  it.each([
    ['/es/contact-us', 'es'],
    ['/ru/roller/belt-conveyor-roller', 'ru'],
    ['/contact-us', 'en'],
  ])('sends the language of the page it is shown on, then thanks on /thanks (%s: %s)', async (address, language) => {
    leaveDraft({
      name: 'Kwame Mensah',
      email: 'kwame@example.com',
      country: 'GH',
      products: [{ name: 'Return Idler', slug: '', quantity: 150, unit: 'pieces' }],
    })
    http.post.mockResolvedValueOnce({ status: 201, data: { reference: 'Q-2611-7KX4M9' } })
    const { router } = showForm(undefined, undefined, address)
    await waitFor(() => expect(productLines()).toEqual(['Return Idler']))
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/thanks'))
    expect(router.state.location.search).toBe('?ref=Q-2611-7KX4M9')
    expect(http.post.mock.calls[0]?.[1]).toMatchObject({ language, sourcePage: address })
  })

  it('starts from the enquiry list: each item a line with its part number, quantity and unit, kept in step with the list', async () => {
    writeEnquiryList([roll, idlerSet])
    showForm()
    await waitFor(() => expect(productLines()).toEqual(['Trough Idler Roller', 'Conveyor Idler Set']))
    expect(screen.getAllByLabelText('Part number').map((input) => (input as HTMLInputElement).value)).toEqual(['TIR-D-133x380-6305', ''])
    expect(screen.getAllByLabelText('Unit').map((select) => (select as HTMLSelectElement).value)).toEqual(['pieces', 'sets'])
    fireEvent.change(screen.getAllByLabelText('Quantity (required)')[0]!, { target: { value: '240' } })
    await waitFor(() => expect(enquiryListItems()[0]?.quantity).toBe(240))
    fireEvent.click(screen.getByRole('button', { name: 'Remove product 2' }))
    await waitFor(() => expect(productLines()).toEqual(['Trough Idler Roller']))
    expect(enquiryListItems()).toEqual([{ ...roll, quantity: 240 }])
  })

  it('empties the enquiry list once the server has stored the enquiry, and keeps it when the send fails', async () => {
    writeEnquiryList([roll])
    leaveDraft({ name: 'Kwame Mensah', email: 'kwame@example.com', country: 'GH', products: [] })
    http.post
      .mockRejectedValueOnce(new RequestError('server', 503, '/api/enquiries', 'unavailable'))
      .mockResolvedValueOnce({ status: 201, data: { reference: 'Q-2611-7KX4M9' } })
    const { router } = showForm()
    await waitFor(() => expect(productLines()).toEqual(['Trough Idler Roller']))
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }))
    await screen.findByRole('button', { name: 'Try sending again' })
    expect(enquiryListItems()).toEqual([roll])
    fireEvent.click(screen.getByRole('button', { name: 'Try sending again' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/thanks'))
    expect(enquiryListItems()).toEqual([])
    const sent = http.post.mock.calls[1]?.[1] as { products: unknown[] }
    expect(sent.products).toEqual([
      { name: 'Trough Idler Roller', slug: 'conveyor-trough-idler-roller', partNumber: 'TIR-D-133x380-6305', quantity: 1, unit: 'pieces' },
    ])
  })

  it('fills the product line with the product and its part number, and the duty, from the address; the draft keeps the duty', async () => {
    showForm(
      { name: 'Trough Idler Roller', slug: 'conveyor-trough-idler-roller', partNumber: 'TIR-D-133x380-6305' },
      { beltWidth: 1200, beltSpeed: 2.5, material: 'Coal' },
    )
    await waitFor(() => expect(productLines()).toEqual(['Trough Idler Roller']))
    expect((screen.getByLabelText('Part number') as HTMLInputElement).value).toBe('TIR-D-133x380-6305')
    expect((screen.getByLabelText('Belt width (mm)') as HTMLInputElement).value).toBe('1200')
    expect((screen.getByLabelText('Belt speed (m/s)') as HTMLInputElement).value).toBe('2.5')
    fireEvent.change(screen.getByLabelText('Capacity (t/h)'), { target: { value: '800,5' } })
    fireEvent.change(screen.getByLabelText('Belt speed (m/s)'), { target: { value: '3.15' } })
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? '{}').values?.duty).toEqual({
        beltWidth: 1200,
        beltSpeed: 3.15,
        capacity: 800.5,
        material: 'Coal',
      }),
    )
    // The same address again (a reload): the buyer's changes stay, the address does not fill over them.
    cleanup()
    showForm(
      { name: 'Trough Idler Roller', slug: 'conveyor-trough-idler-roller', partNumber: 'TIR-D-133x380-6305' },
      { beltWidth: 1200, beltSpeed: 2.5, material: 'Coal' },
    )
    await waitFor(() => expect((screen.getByLabelText('Capacity (t/h)') as HTMLInputElement).value).toBe('800.5'))
    expect((screen.getByLabelText('Belt speed (m/s)') as HTMLInputElement).value).toBe('3.15')
    // Back from the selection tool with other figures: they fill the form.
    cleanup()
    showForm(undefined, { beltWidth: 1400, beltSpeed: 2.5, material: 'Coal' })
    await waitFor(() => expect((screen.getByLabelText('Belt width (mm)') as HTMLInputElement).value).toBe('1400'))
    expect((screen.getByLabelText('Capacity (t/h)') as HTMLInputElement).value).toBe('800.5')
  })

  it('refuses a file that is not a drawing beside the file input, keeps what was typed, and sends the good file with the enquiry', async () => {
    leaveDraft({
      name: 'Kwame Mensah',
      email: 'kwame@example.com',
      country: 'GH',
      products: [{ name: 'Return Idler', slug: '', quantity: 150, unit: 'pieces' }],
    })
    http.post.mockResolvedValueOnce({ status: 201, data: { reference: 'Q-2611-7KX4M9' } })
    const { router } = showForm()
    await waitFor(() => expect((screen.getByLabelText('Your name (required)') as HTMLInputElement).value).toBe('Kwame Mensah'))
    const program = new File([hostileFiles.exeAsPdf.bytes], 'drawing.pdf', { type: 'application/pdf' })
    const drawing = new File([sampleFiles.pdf], 'layout.pdf', { type: 'application/pdf' })
    fireEvent.change(screen.getByLabelText('Drawings and photographs'), { target: { files: [program, drawing] } })
    await screen.findByText(/^“drawing\.pdf” is not a PDF, PNG, JPEG, WebP, DWG or DXF file/)
    expect(screen.getByRole('list', { name: 'Attached files' }).textContent).toMatch(/^layout\.pdf \(1 KB\)/)
    expect(screen.getByLabelText('Drawings and photographs').getAttribute('aria-invalid')).toBe('true')
    expect((screen.getByLabelText('Your name (required)') as HTMLInputElement).value).toBe('Kwame Mensah')
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/thanks'))
    const sent = http.post.mock.calls[0]?.[1] as { attachments?: Array<{ name: string; data: string }> }
    expect(sent.attachments).toEqual([{ name: 'layout.pdf', data: sampleFiles.pdf.toString('base64') }])
  })

  it('shows the server’s refusal of a file beside the file input, and keeps the file and every field', async () => {
    leaveDraft({
      name: 'Kwame Mensah',
      email: 'kwame@example.com',
      country: 'GH',
      products: [{ name: 'Return Idler', slug: '', quantity: 150, unit: 'pieces' }],
    })
    const refusal = {
      error: 'invalid',
      message: 'Some fields need your attention: please check the messages next to them.',
      fields: { 'attachments.0': '“layout.pdf” is empty (0 bytes): please attach the file again.' },
    }
    http.post.mockRejectedValueOnce(new RequestError('client', 400, '/api/enquiries', 'invalid', { body: refusal }))
    showForm()
    await waitFor(() => expect((screen.getByLabelText('Your name (required)') as HTMLInputElement).value).toBe('Kwame Mensah'))
    fireEvent.change(screen.getByLabelText('Drawings and photographs'), { target: { files: [new File([sampleFiles.pdf], 'layout.pdf')] } })
    await screen.findByRole('button', { name: 'Remove layout.pdf' })
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }))
    const problem = await screen.findByText('“layout.pdf” is empty (0 bytes): please attach the file again.')
    expect(screen.getByLabelText('Drawings and photographs').getAttribute('aria-describedby')).toContain(problem.id)
    expect(screen.getByRole('button', { name: 'Remove layout.pdf' })).toBeTruthy()
    expect((screen.getByLabelText('Your name (required)') as HTMLInputElement).value).toBe('Kwame Mensah')
  })
})
