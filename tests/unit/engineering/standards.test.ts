import { describe, expect, it } from 'vitest'
import { captionStandard, standardCovers, standardFor, standardSubjectOf, type ProductSizes } from '@/engineering/size-rows'

describe('the standard a product names depends on what it is', () => {
  it('GB: idlers and rolls GB/T 990, pulleys GB/T 988, circlips GB/T 894, tubes GB/T 13793', () => {
    expect(standardFor('gb', 'roll')).toBe('GB/T 990')
    expect(standardFor('gb', 'idler-set')).toBe('GB/T 990')
    expect(standardFor('gb', 'pulley')).toBe('GB/T 988')
    expect(standardFor('gb', 'circlip')).toBe('GB/T 894')
    expect(standardFor('gb', 'tube')).toBe('GB/T 13793')
    expect(standardFor('gb', 'roll-part')).toBe('GB/T 990')
  })

  it('DIN: rolls DIN 15207-1, idler sets DIN 22107', () => {
    expect(standardFor('din', 'roll')).toBe('DIN 15207-1')
    expect(standardFor('din', 'idler-set')).toBe('DIN 22107')
    expect(standardFor('cema-c', 'idler-set')).toBe('CEMA 502 class C')
  })

  it('reads the subject from the sizes', () => {
    const pulley: ProductSizes = {
      type: 'pulley',
      series: 'DP',
      standard: 'gb',
      beltSpeeds: [2.5, 4],
      rows: [{ d: 500, face: 950, shaft: 70, bearing: '22214', wall: 12, belt: 800 }],
    }
    expect(captionStandard(pulley)).toBe('GB/T 988')
    expect(standardSubjectOf('part', 'circlip')).toBe('circlip')
    expect(standardSubjectOf('part', 'housing')).toBe('roll-part')
  })

  it('the coverage rule fails a standard that does not cover the product', () => {
    expect(standardCovers('gb', 'pulley')).toBe(true)
    expect(standardCovers('din', 'idler-set')).toBe(true)
    // No DIN document we name covers pulleys, nor JIS B 8803 or CEMA 502 a circlip.
    expect(standardCovers('din', 'pulley')).toBe(false)
    expect(standardCovers('jis', 'circlip')).toBe(false)
    expect(standardCovers('cema-c', 'pulley')).toBe(false)
    expect(standardCovers('own', 'pulley')).toBe(true)
  })
})
