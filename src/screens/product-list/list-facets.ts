/** The filters a category list offers, in the address as the finder writes them (?width=1200&angle=35). */
export const listFacets = ['width', 'angle', 'standard', 'diameter'] as const
export type ListFacet = (typeof listFacets)[number]

export const listFacetLabels: Record<ListFacet, string> = {
  width: 'Belt width',
  angle: 'Trough angle',
  standard: 'Standard',
  diameter: 'Roll diameter',
}
const units: Partial<Record<ListFacet, string>> = { width: ' mm', angle: '°', diameter: ' mm' }

export const facetValueText = (facet: ListFacet, value: string) => `${value}${units[facet] ?? ''}`

export interface FacetedProduct<Card> {
  card: Card
  facets: Record<ListFacet, string[]>
  /** A near-copy's main product (under others/), by name and address. */
  primary?: { name: string; path: string }
}

/** A main product and the near-copies of it a list holds, for the list's "one entry per main product" view. */
export interface NearCopyGroup<Card> {
  main: { name: string; path: string }
  copies: Card[]
}

/**
 * The list's products gathered under their main products, in list order: a near-copy goes under
 * its primary, any other product heads its own group.
 */
export function groupByMainProduct<Card extends { name: string; path: string }>(
  products: ReadonlyArray<FacetedProduct<Card>>,
): Array<NearCopyGroup<Card>> {
  const groups = new Map<string, NearCopyGroup<Card>>()
  for (const product of products) {
    const main = product.primary ?? { name: product.card.name, path: product.card.path }
    const group = groups.get(main.path) ?? { main, copies: [] }
    if (product.primary) group.copies.push(product.card)
    groups.set(main.path, group)
  }
  return [...groups.values()]
}

/** The facets chosen in the address, only those the list offers. */
export function chosenFacets(params: URLSearchParams): Partial<Record<ListFacet, string>> {
  return Object.fromEntries(listFacets.flatMap((facet) => (params.get(facet) ? [[facet, params.get(facet) as string]] : [])))
}

/** Products made in every chosen value. */
export function matchingProducts<Card>(
  products: ReadonlyArray<FacetedProduct<Card>>,
  chosen: Partial<Record<ListFacet, string>>,
): Array<FacetedProduct<Card>> {
  return products.filter((product) => listFacets.every((facet) => !chosen[facet] || product.facets[facet].includes(chosen[facet])))
}

/** The values of one facet across the products that match the other choices, with how many products each has. */
export function facetChoices<Card>(
  products: ReadonlyArray<FacetedProduct<Card>>,
  chosen: Partial<Record<ListFacet, string>>,
  facet: ListFacet,
): Array<{ value: string; count: number }> {
  const others = matchingProducts(products, { ...chosen, [facet]: undefined })
  const all = new Set(products.flatMap((product) => product.facets[facet]))
  const numeric = [...all].every((value) => /^\d+(?:\.\d+)?$/.test(value))
  return [...all]
    .sort((a, b) => (numeric ? Number(a) - Number(b) : a.localeCompare(b)))
    .map((value) => ({ value, count: others.filter((product) => product.facets[facet].includes(value)).length }))
}
