import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { ArticleCardList, type ArticleCardData } from '@/components/article-card-list'
import { ArticleListView } from '@/components/article-list-view'
import { filteredListPath } from '@/utils/route-paths'
import { useHydrated } from '@/utils/use-hydrated'

export interface FilterMenu {
  /** The query parameter that holds the choice: "kind" or "topic". */
  param: string
  options: { value: string; label: string; count: number }[]
}

interface FilteredArticleListProps {
  list: 'news' | 'knowledge'
  heading: string
  intro: string
  /** What the menu is named for a screen reader, e.g. "News by kind". */
  menuLabel: string
  basePath: string
  page: number
  pageCount: number
  articles: ArticleCardData[]
  filter: FilterMenu
}

type Loaded = { value: string; articles: ArticleCardData[] } | { value: string; failure: string }

/**
 * An article list with a filter menu whose choice lives in the address (`/news?kind=delivery`).
 * The pre-rendered page is the unfiltered list, as crawlers read it; once hydrated, a choice in the
 * address (a first visit or a client navigation) loads every article of that kind or topic.
 */
export function FilteredArticleList({
  list,
  heading,
  intro,
  menuLabel,
  basePath,
  page,
  pageCount,
  articles,
  filter,
}: FilteredArticleListProps) {
  const hydrated = useHydrated()
  const [params] = useSearchParams()
  const requested = hydrated ? params.get(filter.param) : null
  const chosen = filter.options.find((option) => option.value === requested)
  const [loaded, setLoaded] = useState<Loaded>()
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!chosen) return
    const controller = new AbortController()
    import('@/runtime/http-client')
      .then(({ httpClient }) =>
        httpClient.get<{ articles: ArticleCardData[] }>(filteredListPath(list, chosen.value), { baseURL: '/', signal: controller.signal }),
      )
      .then((response) => setLoaded({ value: chosen.value, articles: response.data.articles }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ value: chosen.value, failure: error instanceof Error ? error.message : String(error) })
      })
    return () => controller.abort()
  }, [chosen, list, attempt])

  const total = filter.options.reduce((sum, option) => sum + option.count, 0)
  const menu = (
    <nav className="category-nav filter-menu" aria-label={menuLabel}>
      <ul>
        <li>
          <Link to={basePath} aria-current={!chosen ? 'page' : undefined}>
            All <span className="filter-count">{total}</span>
          </Link>
        </li>
        {filter.options.map((option) => (
          <li key={option.value}>
            <Link
              to={{ pathname: basePath, search: `?${filter.param}=${option.value}` }}
              aria-current={chosen?.value === option.value ? 'page' : undefined}
            >
              {option.label} <span className="filter-count">{option.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
  const unknownChoice =
    requested !== null && !chosen ? (
      <p className="form-note" role="status">
        There is no {filter.param} “{requested}”: showing all {heading.toLowerCase()}.
      </p>
    ) : null

  let replacement = null
  if (chosen) {
    const current = loaded?.value === chosen.value ? loaded : undefined
    replacement = (
      <section aria-labelledby="filtered-heading" aria-busy={!current}>
        <h2 id="filtered-heading" className="filtered-heading">
          {chosen.label} <span className="filter-count">{chosen.count}</span>
        </h2>
        {!current && <p role="status">Loading {chosen.label.toLowerCase()}…</p>}
        {current && 'failure' in current && (
          <div className="form-alert" role="alert">
            <p>
              The list of {chosen.label.toLowerCase()} could not be loaded ({current.failure}).
            </p>
            <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          </div>
        )}
        {current && 'articles' in current && <ArticleCardList articles={current.articles} headingLevel={3} />}
      </section>
    )
  }

  return (
    <ArticleListView
      heading={heading}
      intro={intro}
      basePath={basePath}
      page={page}
      pageCount={pageCount}
      articles={articles}
      filters={
        <>
          {menu}
          {unknownChoice}
        </>
      }
      replacement={replacement}
    />
  )
}
