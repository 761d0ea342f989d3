import { useState } from 'react'
import { Link } from 'react-router-dom'
import { HighlightedText } from './highlighted-text'
import type { ResultGroup, SearchHit, SearchResults } from './search-engine'

/** Results shown at first in each group, and added by each "Show more". */
export const resultsPerStep = 10

const groups: Record<ResultGroup, { heading: string; noun: string }> = {
  products: { heading: 'Products', noun: 'products' },
  pages: { heading: 'Ordering and company', noun: 'pages' },
  downloads: { heading: 'Downloads', noun: 'files' },
  knowledge: { heading: 'Knowledge', noun: 'articles' },
  news: { heading: 'News', noun: 'news stories' },
}

/** A page opens in the app; a download is a file, saved rather than opened in place. */
function HitLink({ hit }: { hit: SearchHit }) {
  const title = <HighlightedText text={hit.title} terms={hit.terms} />
  if (hit.kind === 'download')
    return (
      <a href={hit.path} download={hit.path.slice(hit.path.lastIndexOf('/') + 1)}>
        {title}
      </a>
    )
  return <Link to={hit.path}>{title}</Link>
}

function ProductExtras({ hit }: { hit: SearchHit }) {
  return (
    <>
      {hit.partNumber ? (
        <p className="search-size">
          Size found: <Link to={`${hit.path}#sizes`}>{hit.partNumber}</Link>
        </p>
      ) : null}
      {hit.alsoListed.length > 0 ? (
        <p className="search-also">
          Also listed as:{' '}
          {hit.alsoListed.map((other, index) => (
            <span key={other.path}>
              {index > 0 ? '; ' : ''}
              <Link to={other.path}>{other.title}</Link>
            </span>
          ))}
        </p>
      ) : null}
    </>
  )
}

function ResultGroup({ heading, noun, id, hits }: { heading: string; noun: string; id: string; hits: SearchHit[] }) {
  const [shown, setShown] = useState(resultsPerStep)
  const rest = hits.length - shown
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>
        {heading} <span className="filter-count">{hits.length}</span>
      </h2>
      <ul className="article-list">
        {hits.slice(0, shown).map((hit) => (
          <li key={hit.path} className={hit.image ? 'has-picture' : undefined}>
            {hit.image ? (
              <img className="article-picture" src={hit.image} alt="" width={160} height={120} loading="lazy" decoding="async" />
            ) : null}
            <div>
              <h3>
                <HitLink hit={hit} />
              </h3>
              <p>
                <HighlightedText text={hit.summary} terms={hit.terms} />
              </p>
              {hit.kind === 'product' ? <ProductExtras hit={hit} /> : null}
            </div>
          </li>
        ))}
      </ul>
      {rest > 0 ? (
        <button type="button" className="button button--quiet" onClick={() => setShown((count) => count + resultsPerStep)}>
          Show {Math.min(rest, resultsPerStep)} more {noun} ({rest} not shown)
        </button>
      ) : null}
    </section>
  )
}

/** The groups of results, the one that answers the query first; each shows ten at a time, with "Show more" for the rest. */
export function SearchResultGroups({ results }: { results: SearchResults }) {
  return (
    <>
      {results.order.map((key) =>
        results[key].length > 0 ? (
          <ResultGroup key={key} id={`results-${key}`} heading={groups[key].heading} noun={groups[key].noun} hits={results[key]} />
        ) : null,
      )}
    </>
  )
}

/** Said when a query in another language was read through the word table and answered in English. */
export function ReadAsEnglish({ results }: { results: SearchResults }) {
  if (!results.readAs) return null
  return (
    <p className="search-read-as">
      We have no {results.readAs.language} pages yet. Showing English results for <q lang="en">{results.readAs.query}</q>.
    </p>
  )
}

/** "Did you mean": each suggestion a link to its results. */
export function DidYouMean({ suggestions }: { suggestions: string[] }) {
  if (suggestions.length === 0) return null
  return (
    <p className="did-you-mean">
      Did you mean{' '}
      {suggestions.map((suggestion, index) => (
        <span key={suggestion}>
          {index > 0 ? ' or ' : ''}
          <Link to={`/search?q=${encodeURIComponent(suggestion)}`}>{suggestion}</Link>
        </span>
      ))}
      ?
    </p>
  )
}
