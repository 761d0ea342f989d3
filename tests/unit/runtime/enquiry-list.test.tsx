// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AddToEnquiryButton } from '@/components/add-to-enquiry-button'
import { EnquiryListCount } from '@/components/enquiry-list-count'
import { addToEnquiryList, ENQUIRY_LIST_LIMIT, enquiryListItems, writeEnquiryList } from '@/runtime/enquiry-list'

const roll = {
  product: 'Trough Idler Roller',
  slug: 'conveyor-trough-idler-roller',
  partNumber: 'TIR-D-133x380-6305',
  quantity: 1,
  unit: 'pieces',
}
const set = { product: 'Conveyor Idler Set', slug: 'conveyor-idler-set', quantity: 1, unit: 'sets' }

afterEach(() => localStorage.clear())

describe('the enquiry list', () => {
  it('adds an item once, keeps it in localStorage and gives the same array until it changes', () => {
    expect(addToEnquiryList(roll)).toBe(true)
    expect(addToEnquiryList({ ...roll, quantity: 5 })).toBe(true)
    const first = enquiryListItems()
    expect(first).toEqual([roll])
    expect(enquiryListItems()).toBe(first)
    expect(JSON.parse(localStorage.getItem('site:enquiry-list') ?? '[]')).toEqual([roll])
    addToEnquiryList({ ...roll, partNumber: 'TIR-D-133x465-6305' })
    expect(enquiryListItems()).toHaveLength(2)
  })

  it('holds at most as many items as one enquiry', () => {
    for (let i = 0; i < ENQUIRY_LIST_LIMIT; i++) expect(addToEnquiryList({ ...roll, partNumber: `P-${i}` })).toBe(true)
    expect(addToEnquiryList(set)).toBe(false)
    expect(enquiryListItems()).toHaveLength(ENQUIRY_LIST_LIMIT)
  })

  it('says on its button when the list is full, and still lets an item in it out', () => {
    for (let i = 0; i < ENQUIRY_LIST_LIMIT - 1; i++) addToEnquiryList({ ...roll, partNumber: `P-${i}` })
    render(
      <>
        <AddToEnquiryButton item={roll} label="TIR-D-133x380-6305" />
        <AddToEnquiryButton item={set} label="Conveyor Idler Set" />
      </>,
    )
    const rollButton = screen.getByRole('button', { name: 'Add to enquiry: TIR-D-133x380-6305' }) as HTMLButtonElement
    act(() => rollButton.click())
    expect(enquiryListItems()).toHaveLength(ENQUIRY_LIST_LIMIT)
    // The button says what it did, and what a second tap does.
    expect(rollButton.textContent).toBe('Added - remove')
    expect(rollButton.getAttribute('aria-label')).toBe('Added - remove from enquiry: TIR-D-133x380-6305')
    const setButton = screen.getByRole('button', {
      name: `Enquiry list full (${ENQUIRY_LIST_LIMIT} items): Conveyor Idler Set`,
    }) as HTMLButtonElement
    expect(setButton.disabled).toBe(true)
    expect(setButton.textContent).toBe('Enquiry list full')
    expect(rollButton.disabled).toBe(false)
    act(() => rollButton.click())
    expect(rollButton.textContent).toBe('Add to enquiry')
    expect(setButton.disabled).toBe(false)
    expect(setButton.textContent).toBe('Add to enquiry')
  })

  it('reads a damaged entry as an empty list and drops malformed items', () => {
    localStorage.setItem('site:enquiry-list', '{not json')
    expect(enquiryListItems()).toEqual([])
    localStorage.setItem('site:enquiry-list', JSON.stringify([set, { product: 'x' }, null]))
    expect(enquiryListItems()).toEqual([set])
  })

  it('shows its count in the header, following this tab and the others', () => {
    const { container } = render(<EnquiryListCount />)
    expect(container.textContent).toBe('')
    act(() => void addToEnquiryList(roll))
    expect(screen.getByText('1').parentElement?.textContent).toBe(', enquiry list: 1 item')
    // Another tab adds an item: this tab hears the storage event.
    act(() => {
      localStorage.setItem('site:enquiry-list', JSON.stringify([roll, set]))
      window.dispatchEvent(new StorageEvent('storage', { key: 'site:enquiry-list' }))
    })
    expect(container.textContent).toBe(', enquiry list: 2 items')
    act(() => void writeEnquiryList([]))
    expect(container.textContent).toBe('')
    expect(localStorage.getItem('site:enquiry-list')).toBeNull()
  })
})
