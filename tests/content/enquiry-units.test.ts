import { describe, expect, it } from 'vitest'
import { loadContent } from '@/content/content-store.server'
import { enquiryUnitOf } from '@/content/enquiry-units.server'

const products = loadContent().products
const unitOf = (slug: string) => {
  const product = products.find((p) => p.slug === slug)
  if (!product) throw new Error(`no product ${slug}`)
  return enquiryUnitOf(product)
}

describe('the unit an enquiry counts a product in', () => {
  it('follows the product family: rolls, pulleys and parts by the piece, idler sets by the set, machines by the unit, belting by the metre', () => {
    expect(unitOf('belt-conveyor-roller')).toBe('pieces')
    expect(unitOf('conveyor-idler-set')).toBe('sets')
    expect(unitOf('bend-pulley')).toBe('pieces')
    expect(unitOf('conveyor-belt')).toBe('metres')
    expect(unitOf('impact-bed')).toBe('pieces')
    const units = new Map<string, Set<string>>()
    for (const product of products) {
      const family = product.sizes?.type ?? `no sizes (${product.category})`
      units.set(family, (units.get(family) ?? new Set()).add(enquiryUnitOf(product)))
    }
    expect(units.get('idler-set')).toEqual(new Set(['sets']))
    expect(units.get('machine')).toEqual(new Set(['units']))
    expect(units.get('roller')).toEqual(new Set(['pieces']))
    expect(units.get('part')).toEqual(new Set(['pieces']))
  })
})
