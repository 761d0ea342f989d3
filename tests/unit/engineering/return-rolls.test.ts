import { describe, expect, it } from 'vitest'
import { catalogueFigures } from '@/engineering/catalogue-figures'
import type { IdlerSetSizes, RollerSizes } from '@/engineering/size-rows'
import { sizeRuleBreaches } from '@/engineering/size-rules'

describe('flat return idlers', () => {
  const flat: IdlerSetSizes = {
    type: 'idler-set',
    series: 'FRI',
    standard: 'gb',
    beltSpeeds: [2.5, 5],
    rows: [{ belt: 1000, angle: 0, rolls: 1, d: 108, l: 1150, shaft: 20, bearing: '6204', wall: 3.5, frameMass: 5.5 }],
  }

  it('have no trough angle column and no troughed-idler speed ceiling', () => {
    const [row] = catalogueFigures(flat)
    expect(row?.details.map((d) => d.label)).not.toContain('Trough angle')
    expect(row?.maxBeltSpeed).toBeUndefined()
  })

  it('are not failed for turning above 750 rpm, while a troughing roll at the same speed is', () => {
    // 108 mm at 5 m/s: 5 x 60 / (pi x 0.108) = 884 rpm.
    expect(sizeRuleBreaches(flat).filter((b) => b.rule === 'roll-speed')).toEqual([])
    const trough: RollerSizes = {
      type: 'roller',
      series: 'TRR',
      standard: 'gb',
      position: 'trough',
      beltSpeeds: [2.5, 5],
      rows: [{ d: 108, l: 380, shaft: 20, bearing: '6204', wall: 3.5, belt: 1000 }],
    }
    expect(sizeRuleBreaches(trough).map((b) => b.rule)).toContain('roll-speed')
  })

  it('read "flat" among troughed sets', () => {
    const mixed: IdlerSetSizes = {
      ...flat,
      beltSpeeds: [2.5, 3.15],
      rows: [...flat.rows, { belt: 1000, angle: 35, rolls: 3, d: 108, l: 380, shaft: 20, bearing: '6204', wall: 3.5, frameMass: 20 }],
    }
    expect(catalogueFigures(mixed).map((f) => f.details.find((d) => d.label === 'Trough angle')?.value)).toEqual(['flat', '35°'])
  })
})
