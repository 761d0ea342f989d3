import { useEffect, useMemo, useState, type RefObject } from 'react'
import { useNavigate } from 'react-router-dom'
import { HighlightedText } from './highlighted-text'
import { loadSiteSearch, searchSite, type SearchHit } from './site-search'

const maxSuggestions = 6

interface LiveSuggestionsProps {
  input: RefObject<HTMLInputElement | null>
  listId: string
}

const kindLabel = { product: 'Product', knowledge: 'Knowledge', news: 'News' } as const

/**
 * Suggestions under the header box as the reader types: arrow keys move through them, Enter opens
 * the highlighted one (or the full results), Escape closes. Attached to the box the page already has.
 */
export function LiveSuggestions({ input, listId }: LiveSuggestionsProps) {
  const navigate = useNavigate()
  const [query, setQuery] = useState(() => input.current?.value ?? '')
  const [found, setFound] = useState<{ query: string; hits: SearchHit[] }>({ query: '', hits: [] })
  const [open, setOpen] = useState(true)
  const [active, setActive] = useState(-1)

  const hits = useMemo(() => (query.trim() && found.query === query ? found.hits : []), [query, found])
  const showList = open && hits.length > 0

  useEffect(() => {
    if (!query.trim()) return
    let current = true
    loadSiteSearch()
      .then((index) => {
        if (!current) return
        const results = searchSite(index, query, maxSuggestions)
        setFound({ query, hits: [...results.products, ...results.knowledge, ...results.news].slice(0, maxSuggestions) })
        setActive(-1)
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [query])

  // The box belongs to the page; wire it here and keep its ARIA state in step.
  useEffect(() => {
    const box = input.current
    const form = box?.form
    if (!box || !form) return
    const close = () => {
      setOpen(false)
      setActive(-1)
    }
    const onInput = () => {
      setQuery(box.value)
      setOpen(true)
    }
    const onKeyDown = (event: KeyboardEvent) => {
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
        // The first Escape closes the list and keeps the text (a search box would clear it).
        event.preventDefault()
        close()
      }
    }
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault()
      const hit = showList ? hits[active] : undefined
      close()
      if (hit) navigate(hit.path)
      else if (box.value.trim()) navigate(`/search?q=${encodeURIComponent(box.value.trim())}`)
    }
    const onBlur = () => setTimeout(close, 150)
    // Keystrokes typed while this module was loading: read the box as it is now.
    if (box.value !== query) queueMicrotask(onInput)
    box.addEventListener('input', onInput)
    box.addEventListener('keydown', onKeyDown)
    box.addEventListener('blur', onBlur)
    form.addEventListener('submit', onSubmit)
    return () => {
      box.removeEventListener('input', onInput)
      box.removeEventListener('keydown', onKeyDown)
      box.removeEventListener('blur', onBlur)
      form.removeEventListener('submit', onSubmit)
    }
  }, [input, query, hits, active, showList, navigate])

  useEffect(() => {
    const box = input.current
    if (!box) return
    box.setAttribute('aria-expanded', String(showList))
    if (showList && active >= 0) box.setAttribute('aria-activedescendant', `${listId}-${active}`)
    else box.removeAttribute('aria-activedescendant')
  }, [input, listId, showList, active])

  return (
    <ul id={listId} role="listbox" aria-label="Suggestions" className="search-suggestions" hidden={!showList}>
      {hits.map((hit, index) => (
        <li
          key={hit.path}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === active}
          onMouseDown={(event) => {
            event.preventDefault()
            setOpen(false)
            navigate(hit.path)
          }}
        >
          <span className="suggestion-kind">{kindLabel[hit.kind]}</span> <HighlightedText text={hit.title} terms={hit.terms} />
        </li>
      ))}
    </ul>
  )
}
