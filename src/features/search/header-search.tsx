import { Suspense, lazy, useEffect, useRef, useState } from 'react'

/** The suggestions (and the index library) load on the first focus, never with the page. */
const LiveSuggestions = lazy(() => import('./header-suggestions').then((module) => ({ default: module.LiveSuggestions })))

/**
 * The header search box. Before it is used it is a plain GET form to /search; on focus (or "/"
 * pressed anywhere outside a field) it gains live suggestions.
 */
export function HeaderSearch() {
  const inputRef = useRef<HTMLInputElement>(null)
  const [live, setLive] = useState(false)

  useEffect(() => {
    const onSlash = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || target.closest('input, textarea, select, [contenteditable="true"]')) return
      event.preventDefault()
      inputRef.current?.focus()
    }
    window.addEventListener('keydown', onSlash)
    return () => window.removeEventListener('keydown', onSlash)
  }, [])

  return (
    <form role="search" aria-label="Site search" action="/search" method="get" className="header-search">
      <label htmlFor="header-search-input" className="visually-hidden">Search products and articles</label>
      <input
        ref={inputRef}
        id="header-search-input"
        name="q"
        type="text"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder="Search rollers, idlers, 6205..."
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        aria-controls="header-search-suggestions"
        onFocus={() => setLive(true)}
      />
      <button type="submit">Search</button>
      {live ? (
        <Suspense fallback={null}>
          <LiveSuggestions input={inputRef} listId="header-search-suggestions" />
        </Suspense>
      ) : (
        <ul id="header-search-suggestions" role="listbox" aria-label="Suggestions" hidden />
      )}
    </form>
  )
}
