import { describe, expect, it } from 'vitest'
import { productsInList } from '@/content/catalogue.server'
import { chosenFacets, facetChoices, groupByMainProduct, matchingProducts } from '@/screens/product-list/list-facets'
import { listFacetsOf } from '@/screens/product-list/list-facets.server'
import { loadFixtureCatalogue } from '../../fixtures/catalogue'

const content = loadFixtureCatalogue()
const idlers = productsInList(content, 'idler').map((product) => ({ card: product.slug, facets: listFacetsOf(product) }))

describe('category list filters', () => {
  it("read the troughing idler's widths, angles, standard and diameters from its size rows", () => {
    const troughing = idlers.find((product) => product.card === 'troughing-idler')!
    expect(troughing.facets.width).toContain('1200')
    expect(troughing.facets.angle).toContain('35')
    expect(troughing.facets.standard).toEqual(['GB/T 990'])
    expect(troughing.facets.diameter.map(Number)).toEqual([...troughing.facets.diameter.map(Number)].sort((a, b) => a - b))
  })

  it('keep only products made in every chosen value, and count each choice against the others', () => {
    const chosen = chosenFacets(new URLSearchParams('width=1200&angle=35&colour=red'))
    expect(chosen).toEqual({ width: '1200', angle: '35' })
    const matching = matchingProducts(idlers, chosen)
    expect(matching.map((product) => product.card)).toContain('troughing-idler')
    for (const product of matching) {
      expect(product.facets.width).toContain('1200')
      expect(product.facets.angle).toContain('35')
    }
    expect(matching.length).toBeLessThan(idlers.length)
    // The count beside 35° is what the width alone leaves with 35° sets.
    const angles = facetChoices(idlers, chosen, 'angle')
    expect(angles.find((choice) => choice.value === '35')?.count).toBe(matching.length)
    expect(angles.map((choice) => Number(choice.value))).toEqual([...angles.map((choice) => Number(choice.value))].sort((a, b) => a - b))
  })

  it('gather near-copies under their main product, in list order, each main product once', () => {
    const card = (name: string) => ({ name, path: `/x/${name}` })
    const none = { width: [], angle: [], standard: [], diameter: [] }
    const troughing = { name: 'Troughing Idler', path: '/idler/troughing-idler' }
    const groups = groupByMainProduct([
      { card: card('set'), facets: none, primary: troughing },
      { card: card('plain'), facets: none },
      { card: card('shallow'), facets: none, primary: troughing },
    ])
    expect(groups).toEqual([
      { main: troughing, copies: [card('set'), card('shallow')] },
      { main: card('plain'), copies: [] },
    ])
  })
})
