import { describe, expect, it } from 'vitest'
import { choicesFrom, facetCounts, facetToRelax, massText, matchingRows, type FinderIndex } from '@/features/finder/finder-index'

// facet order: category, width, diameter, pulley, standard, bearing, angle, duty, material
const index: FinderIndex = {
  products: [
    ['Roller A', '/roller/a', 'roller', 'Conveyor Roller'],
    ['Idler B', '/idler/b', 'idler', 'Idler'],
  ],
  rows: [
    [0, 'RA-D-133x465-6205', ['roller', '1200', '133', '', 'DIN 15207-1', '6205', '', 'Carrying', 'Steel'], 8.9, 3.7],
    [0, 'RA-D-108x380-6204', ['roller', '1000', '108', '', 'DIN 15207-1', '6204', '', 'Carrying', 'Steel'], 5.2, 3.1],
    [1, 'IB-CC-1200x35x3-127-6204', ['idler', '1200', '127', '', 'CEMA C', '6204', '35', 'Carrying', 'Steel'], 40, 4],
    [1, 'IB-CC-1000x20x3-127-6204', ['idler', '1000', '127', '', 'CEMA C', '6204', '20', 'Carrying', 'Steel'], 33, 4],
  ],
}

describe('product finder facets', () => {
  it('keeps the rows that match every choice', () => {
    expect(matchingRows(index, { width: '1200' }).map((r) => r[1])).toEqual(['RA-D-133x465-6205', 'IB-CC-1200x35x3-127-6204'])
    expect(matchingRows(index, { width: '1200', bearing: '6204' }).map((r) => r[1])).toEqual(['IB-CC-1200x35x3-127-6204'])
  })

  it("counts each value of a facet beside the other choices, ignoring the facet's own choice", () => {
    // With belt 1200 chosen, bearings count only 1200 rows; widths count everything the bearing choice allows.
    expect(facetCounts(index, { width: '1200' }, 'bearing')).toEqual([
      { value: '6204', count: 1 },
      { value: '6205', count: 1 },
    ])
    expect(facetCounts(index, { width: '1200', bearing: '6204' }, 'width')).toEqual([
      { value: '1000', count: 2 },
      { value: '1200', count: 1 },
    ])
    // Numeric facets sort by number, not by text.
    expect(facetCounts(index, {}, 'diameter').map((c) => c.value)).toEqual(['108', '127', '133'])
  })

  it('names the facet to relax when the choices leave nothing', () => {
    expect(matchingRows(index, { standard: 'CEMA C', diameter: '133' })).toEqual([])
    // Dropping the diameter leaves 2 CEMA C rows; dropping the standard leaves 1 row of 133 mm.
    expect(facetToRelax(index, { standard: 'CEMA C', diameter: '133' })).toEqual({ facet: 'diameter', count: 2 })
  })

  it('reads the choices from the address, ignoring unknown and empty ones', () => {
    expect(choicesFrom(new URLSearchParams('width=1200&standard=CEMA+C&colour=red&bearing='))).toEqual({
      width: '1200',
      standard: 'CEMA C',
    })
  })
})

describe('finder masses', () => {
  it('reads grams under 0.1 kg, never "0 kg"', () => {
    expect(massText(0.0014)).toBe('1.4 g')
    expect(massText(0.014)).toBe('14 g')
    expect(massText(0.1)).toBe('0.1 kg')
    expect(massText(12.5)).toBe('12.5 kg')
  })
})
