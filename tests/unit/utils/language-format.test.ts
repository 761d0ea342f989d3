import { describe, expect, it } from 'vitest'
import { formatDateIn, formatNumber, groupSeparator, localiseFigures } from '@/utils/language-format'
import { formatDate } from '@/utils/format-date'

const g = groupSeparator

describe('formatNumber', () => {
  it('keeps the English style unchanged', () => {
    expect(formatNumber(1070, 'en')).toBe('1,070')
    expect(formatNumber(3.75, 'en')).toBe('3.75')
  })

  it('writes a decimal comma in Spanish and Russian', () => {
    expect(formatNumber(3.75, 'es')).toBe('3,75')
    expect(formatNumber(0.6, 'ru')).toBe('0,6')
    expect(formatNumber(3, 'es', { minimumFractionDigits: 1 })).toBe('3,0')
  })

  it('groups five or more digits with a narrow no-break space, and never four', () => {
    expect(formatNumber(1070, 'es')).toBe('1070')
    expect(formatNumber(30000, 'ru')).toBe(`30${g}000`)
    expect(formatNumber(1250000.5, 'es')).toBe(`1${g}250${g}000,5`)
  })
})

describe('localiseFigures', () => {
  it('rewrites the figures of a short English text', () => {
    expect(localiseFigures('3.0-3.75 mm', 'es')).toBe('3,0-3,75 mm')
    expect(localiseFigures('about 1,070 rpm', 'ru')).toBe('about 1070 rpm')
    expect(localiseFigures('30,000 h L10', 'es')).toBe(`30${g}000 h L10`)
  })

  it('leaves bearing codes, standards and part numbers alone', () => {
    expect(localiseFigures('6204 on DIN 15207-1', 'ru')).toBe('6204 on DIN 15207-1')
    expect(localiseFigures('CR-D-108x380-6204', 'es')).toBe('CR-D-108x380-6204')
  })

  it('does nothing in English', () => {
    expect(localiseFigures('3.0-3.75 mm, 30,000 h', 'en')).toBe('3.0-3.75 mm, 30,000 h')
  })
})

describe('formatDateIn', () => {
  it('writes the date in each language, the same in every time zone', () => {
    expect(formatDateIn('2024-05-14', 'en')).toBe('14 May 2024')
    expect(formatDateIn('2024-05-14', 'es')).toBe('14 de mayo de 2024')
    expect(formatDateIn('2024-05-14', 'ru')).toBe('14 мая 2024 г.')
    expect(formatDate('2024-01-01')).toBe('1 January 2024')
  })
})
