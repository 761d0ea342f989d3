import { useId, useMemo } from 'react'
import { Link } from 'react-router-dom'
import { useAddressParams } from '@/runtime/use-address-params'
import {
  choicesFrom,
  facetCounts,
  facetLabels,
  facetNames,
  facetToRelax,
  massText,
  matchingRows,
  type FacetName,
  type FinderIndex,
  type FinderRow,
} from './finder-index'

const units: Partial<Record<FacetName, string>> = { width: ' mm', diameter: ' mm', pulley: ' mm', angle: '°' }
const rowsPerProduct = 6

function shown(facet: FacetName, value: string, categories: Map<string, string>): string {
  if (facet === 'category') return categories.get(value) ?? value
  if (facet === 'angle' && value === '0') return 'Flat'
  return `${value}${units[facet] ?? ''}`
}

/** Facets in the address, counts beside each choice, and the matching sizes grouped by product. */
export function ProductFinder({ index }: { index: FinderIndex }) {
  const [params, changeParams] = useAddressParams()
  const id = useId()
  const choices = useMemo(() => choicesFrom(params), [params])
  const categories = useMemo(() => new Map(index.products.map((p) => [p[2], p[3]])), [index])

  const choose = (facet: FacetName, value: string) =>
    changeParams((next) => {
      if (value) next.set(facet, value)
      else next.delete(facet)
    })
  const rows = matchingRows(index, choices)
  const groups = new Map<number, FinderRow[]>()
  for (const row of rows) groups.set(row[0], [...(groups.get(row[0]) ?? []), row])
  const relax = rows.length === 0 ? facetToRelax(index, choices) : undefined
  const chosenCount = facetNames.filter((f) => choices[f]).length

  return (
    <div className="finder">
      <form className="finder-facets" aria-label="Narrow the sizes" onSubmit={(event) => event.preventDefault()}>
        {facetNames.map((facet) => {
          // Categories by the name the buyer reads, not by their address.
          const counts =
            facet === 'category'
              ? facetCounts(index, choices, facet).sort((a, b) =>
                  shown(facet, a.value, categories).localeCompare(shown(facet, b.value, categories)),
                )
              : facetCounts(index, choices, facet)
          if (counts.length === 0) return null
          return (
            <div className="field" key={facet}>
              <label htmlFor={`${id}-${facet}`}>{facetLabels[facet]}</label>
              <select id={`${id}-${facet}`} value={choices[facet] ?? ''} onChange={(event) => choose(facet, event.target.value)}>
                <option value="">Any ({matchingRows(index, choices, facet).length})</option>
                {counts.map(({ value, count }) => (
                  <option key={value} value={value} disabled={count === 0 && choices[facet] !== value}>
                    {shown(facet, value, categories)} ({count})
                  </option>
                ))}
              </select>
            </div>
          )
        })}
        {chosenCount > 0 ? (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => changeParams((next) => facetNames.forEach((facet) => next.delete(facet)))}
          >
            Clear all choices
          </button>
        ) : null}
      </form>
      <div className="finder-results" aria-live="polite">
        <p className="finder-count">
          <strong>{rows.length}</strong> size{rows.length === 1 ? '' : 's'} in <strong>{groups.size}</strong> product
          {groups.size === 1 ? '' : 's'}
        </p>
        {rows.length === 0 ? (
          <p role="status">
            No size matches all your choices.
            {relax ? (
              <>
                {' '}
                Drop the{' '}
                <button type="button" className="link-button" onClick={() => choose(relax.facet, '')}>
                  {facetLabels[relax.facet].toLowerCase()} ({shown(relax.facet, choices[relax.facet] ?? '', categories)})
                </button>{' '}
                and {relax.count} size{relax.count === 1 ? '' : 's'} match.
              </>
            ) : null}
          </p>
        ) : null}
        {[...groups].map(([productIndex, productRows]) => {
          const [name, path] = index.products[productIndex] ?? ['', '']
          return (
            <section key={path} className="finder-group" aria-label={name}>
              <h3>
                <Link to={`${path}#sizes`}>{name}</Link>
              </h3>
              <ul>
                {productRows.slice(0, rowsPerProduct).map((row) => (
                  <li key={row[1]}>
                    <code>{row[1]}</code>
                    <span className="finder-figures">
                      {[
                        row[2][facetNames.indexOf('width')] && `belt ${row[2][facetNames.indexOf('width')]} mm`,
                        row[2][facetNames.indexOf('diameter')] && `Ø${row[2][facetNames.indexOf('diameter')]} mm`,
                        row[2][facetNames.indexOf('pulley')] && `pulley Ø${row[2][facetNames.indexOf('pulley')]} mm`,
                        row[2][facetNames.indexOf('bearing')],
                        massText(row[3]),
                        row[4] ? `${row[4]} kN` : '',
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </li>
                ))}
              </ul>
              {productRows.length > rowsPerProduct ? (
                <p className="field-hint">
                  <Link to={`${path}#sizes`}>{productRows.length - rowsPerProduct} more sizes on the product page</Link>
                </p>
              ) : null}
            </section>
          )
        })}
      </div>
    </div>
  )
}
