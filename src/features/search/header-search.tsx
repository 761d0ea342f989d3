import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { HighlightedText } from './highlighted-text'
import type { SearchHit, SiteIndex } from './search-engine'

const maxSuggestions = 6
const listId = 'header-search-suggestions'
const kindLabel = { product: 'Product', page: 'Page', download: 'Download', knowledge: 'Knowledge', news: 'News' } as const

type SearchEngine = typeof import('./search-engine')

/** The index and its library load on the first focus, never with the page. */
const searchModules = () => Promise.all([import('./site-search'), import('./search-engine')])

/** The index once it has loaded (after the first focus); undefined until then. */
interface LoadedSearch {
  index: SiteIndex
  search: SearchEngine['searchSite']
  inOrder: SearchEngine['resultsInOrder']
}

function useSiteIndex(wanted: boolean): LoadedSearch | undefined {
  const [loaded, setLoaded] = useState<LoadedSearch>()
  useEffect(() => {
    if (!wanted || loaded) return
    let current = true
    searchModules()
      .then(async ([{ loadSiteSearch }, { searchSite, resultsInOrder }]) => ({
        index: await loadSiteSearch(),
        search: searchSite,
        inOrder: resultsInOrder,
      }))
      .then((ready) => current && setLoaded(ready))
      // Without the index the box stays a plain search form.
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [wanted, loaded])
  return loaded
}

/** "/" pressed anywhere outside a field focuses the box. */
function useSlashToFocus(box: React.RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onSlash = (event: globalThis.KeyboardEvent) => {
      const target = event.target as HTMLElement
      if (
        event.key !== '/' ||
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        target.closest('input, textarea, select, [contenteditable="true"]')
      )
        return
      event.preventDefault()
      box.current?.focus()
    }
    window.addEventListener('keydown', onSlash)
    return () => window.removeEventListener('keydown', onSlash)
  }, [box])
}

/**
 * The header search box, one combobox. Before hydration (or without the index) it is a plain GET
 * form to /search. Focused (or "/" pressed), it loads the index and suggests as the reader types:
 * arrow keys move through the suggestions, Enter opens the highlighted one (or the full results),
 * Escape closes the list and keeps the text.
 */
export function HeaderSearch() {
  const navigate = useNavigate()
  const box = useRef<HTMLInputElement>(null)
  const [focused, setFocused] = useState(false)
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const site = useSiteIndex(focused)
  useSlashToFocus(box)
  const { pathname } = useLocation()
  const onSearchPages = pathname === '/search' || pathname.startsWith('/search/')
  // A query belongs to the search pages: leaving them empties the box (state here, the field below).
  const [pathShown, setPathShown] = useState(pathname)
  if (pathShown !== pathname) {
    setPathShown(pathname)
    if (!onSearchPages) {
      setQuery('')
      setOpen(false)
      setActive(-1)
    }
  }
  useEffect(() => {
    if (!onSearchPages && box.current) box.current.value = ''
  }, [onSearchPages, pathname])

  const hits: SearchHit[] = useMemo(() => {
    if (!site || !query.trim()) return []
    // In the order the results page lists them: the group that answers the query first.
    return site.inOrder(site.search(site.index, query)).slice(0, maxSuggestions)
  }, [site, query])
  const showList = open && hits.length > 0

  const close = () => {
    setOpen(false)
    setActive(-1)
  }
  const go = (hit: Pick<SearchHit, 'path' | 'kind'>) => {
    close()
    // A download is a file, not a page of the app.
    if (hit.kind === 'download') window.location.assign(hit.path)
    else navigate(hit.path)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      // Positions run from -1 (the box itself) to the last suggestion, and wrap around.
      setActive((index) => {
        const next = index + step
        if (next >= hits.length) return -1
        return next < -1 ? hits.length - 1 : next
      })
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault()
      close()
    }
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const hit = showList ? hits[active] : undefined
    const text = (box.current?.value ?? '').trim()
    if (hit) go(hit)
    else if (text) go({ path: `/search?${new URLSearchParams({ q: text })}`, kind: 'page' })
  }

  return (
    <form role="search" aria-label="Site search" action="/search" method="get" className="header-search" onSubmit={onSubmit}>
      <label htmlFor="header-search-input" className="visually-hidden">
        Search products and articles
      </label>
      <input
        ref={box}
        id="header-search-input"
        name="q"
        type="text"
        enterKeyHint="search"
        autoComplete="off"
        placeholder="Search rollers, idlers, 6205..."
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          setQuery(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          // Text typed before the page was interactive counts too.
          setQuery(event.target.value)
          setFocused(true)
        }}
        onBlur={close}
      />
      <button type="submit">Search</button>
      <ul id={listId} role="listbox" aria-label="Suggestions" className="search-suggestions" hidden={!showList}>
        {hits.map((hit, index) => (
          <li
            key={hit.path}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Before the box loses focus (which closes the list).
            onMouseDown={(event) => {
              event.preventDefault()
              go(hit)
            }}
          >
            <span className="suggestion-kind">{kindLabel[hit.kind]}</span> <HighlightedText text={hit.title} terms={hit.terms} />
          </li>
        ))}
      </ul>
    </form>
  )
}
