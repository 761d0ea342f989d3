import { useId, useMemo } from 'react'
import { useAddressParams } from '@/runtime/use-address-params'
import { useHydrated } from '@/utils/use-hydrated'
import {
  chosenFacets,
  facetChoices,
  facetValueText,
  listFacetLabels,
  listFacets,
  matchingProducts,
  type FacetedProduct,
  type ListFacet,
} from './list-facets'

/**
 * The list's filters: a select per facet the category's products differ in, written to the address
 * so a filtered list can be linked and reloaded. `render` gets the matching products while any
 * filter is chosen, or undefined for the plain page. The pre-rendered page cannot know the address's
 * query, so the filters are drawn unchosen until the page has hydrated (no layout shift, no mismatch).
 */
export function ListFilters<Card>({
  products,
  render,
}: {
  products: ReadonlyArray<FacetedProduct<Card>>
  render: (matching: Array<FacetedProduct<Card>> | undefined, clear: () => void, grouped: boolean) => React.ReactNode
}) {
  const [params, changeParams] = useAddressParams()
  const id = useId()
  const hydrated = useHydrated()
  const chosen = useMemo(() => (hydrated ? chosenFacets(params) : {}), [hydrated, params])
  const offered = listFacets.filter((facet) => new Set(products.flatMap((product) => product.facets[facet])).size > 1)
  const active = offered.some((facet) => chosen[facet])
  // Near-copies (under others/) can be gathered under their main products: ?by=main.
  const hasCopies = products.some((product) => product.primary)
  const grouped = hydrated && hasCopies && params.get('by') === 'main'
  const clear = () => changeParams((next) => listFacets.forEach((facet) => next.delete(facet)))
  const choose = (facet: ListFacet, value: string) => changeParams((next) => (value ? next.set(facet, value) : next.delete(facet)))
  return (
    <>
      {offered.length > 0 ? (
        <form className="list-filters" aria-label="Filter this list" onSubmit={(event) => event.preventDefault()}>
          {offered.map((facet) => (
            <div className="field" key={facet}>
              <label htmlFor={`${id}-${facet}`}>{listFacetLabels[facet]}</label>
              <select id={`${id}-${facet}`} value={chosen[facet] ?? ''} onChange={(event) => choose(facet, event.target.value)}>
                <option value="">Any</option>
                {facetChoices(products, chosen, facet).map(({ value, count }) => (
                  <option key={value} value={value} disabled={count === 0 && chosen[facet] !== value}>
                    {facetValueText(facet, value)} ({count})
                  </option>
                ))}
              </select>
            </div>
          ))}
          {active ? (
            <button type="button" className="button button--quiet" onClick={clear}>
              Clear filters
            </button>
          ) : null}
        </form>
      ) : null}
      {hasCopies ? (
        <p className="list-grouping">
          <label>
            <input
              type="checkbox"
              checked={grouped}
              onChange={(event) => changeParams((next) => (event.target.checked ? next.set('by', 'main') : next.delete('by')))}
            />{' '}
            One entry per main product, with its near-copies under it
          </label>
        </p>
      ) : null}
      {render(active || grouped ? matchingProducts(products, chosen) : undefined, clear, grouped)}
    </>
  )
}
