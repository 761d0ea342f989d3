import { describe, expect, it } from 'vitest'
import { quantityInWords } from '@/contracts/enquiry-terms'

describe('a quantity in words', () => {
  it('says one of a unit in the singular and more in the plural, with thousands marked', () => {
    expect(quantityInWords(1, 'pieces')).toBe('1 piece')
    expect(quantityInWords(1, 'metres')).toBe('1 metre')
    expect(quantityInWords(2, 'sets')).toBe('2 sets')
    expect(quantityInWords(12000, 'pieces')).toBe('12,000 pieces')
  })
})
