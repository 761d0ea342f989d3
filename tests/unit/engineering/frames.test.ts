import { describe, expect, it } from 'vitest'
import { catalogueFigures } from '@/engineering/catalogue-figures'
import type { IdlerSetSizes } from '@/engineering/size-rows'

describe('a frame sold without rolls', () => {
  const frame: IdlerSetSizes = {
    type: 'idler-set',
    series: 'IFR',
    standard: 'din',
    beltSpeeds: [2.5, 3.15],
    frameOnly: true,
    rows: [{ belt: 1000, angle: 35, rolls: 3, d: 108, l: 380, shaft: 25, bearing: '6205', wall: 3.5, frameMass: 18 }],
  }

  it('weighs only the frame and lists the set it carries, with no bearing, rotating mass, rating or speed', () => {
    const [row] = catalogueFigures(frame)
    expect(row?.mass).toBe(18)
    expect(row?.details).toContainEqual({ label: 'Carries', value: '3 rolls of 108 x 380 mm on 25 mm shafts' })
    expect(row?.details.map((d) => d.label)).not.toContain('Bearing')
    expect(row?.bearing).toBeUndefined()
    expect(row?.rotatingMass).toBeUndefined()
    expect(row?.ratings).toEqual([])
    expect(row?.maxBeltSpeed).toBeUndefined()
  })

  it('the same row as a complete set weighs its rolls too', () => {
    const [set] = catalogueFigures({ ...frame, frameOnly: undefined })
    expect(set?.mass).toBeGreaterThan(18 + 3 * 5)
  })
})
