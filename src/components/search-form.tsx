import { useNavigate } from 'react-router-dom'

interface SearchFormProps {
  /** The form's landmark name, e.g. "Search the site". */
  label: string
  inputId: string
  inputLabel: string
  defaultValue?: string
  placeholder?: string
}

/**
 * A search box outside the header (the not-found pages): a plain GET form to /search before
 * hydration, a client navigation after it; an empty box opens the search page itself.
 */
export function SearchForm({ label, inputId, inputLabel, defaultValue, placeholder }: SearchFormProps) {
  const navigate = useNavigate()
  return (
    <form
      role="search"
      aria-label={label}
      action="/search"
      method="get"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault()
        const value = new FormData(event.currentTarget).get('q')?.toString().trim()
        navigate(value ? `/search?q=${encodeURIComponent(value)}` : '/search')
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {inputLabel}
      </label>
      <input
        key={defaultValue}
        id={inputId}
        name="q"
        type="search"
        placeholder={placeholder}
        autoComplete="off"
        defaultValue={defaultValue}
      />
      <button type="submit" className="button">
        Search
      </button>
    </form>
  )
}
