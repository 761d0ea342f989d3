import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router-dom'

type ChangeParams = (params: URLSearchParams) => void
/** `replace`: the change takes the place of the current history entry (a search box typed into). */
type ChangeOptions = { replace?: boolean }

const queryOf = (search: string) => new URLSearchParams(search).toString()

/**
 * The address's query for controls that write to it, where quick changes compose.
 *
 * react-router's setSearchParams builds on the query of the last render. Its navigations render
 * inside a transition, so a second change made before the first has rendered is computed from the
 * older query and undoes the first. Here every change builds on the last one made, the controls
 * show it at once, and the address follows. A query that this hook did not write (a link, Back,
 * Forward) replaces what it holds.
 */
export function useAddressParams(): [URLSearchParams, (change: ChangeParams, options?: ChangeOptions) => void] {
  const [, setSearchParams] = useSearchParams()
  const { key, search } = useLocation()
  const [shown, setShown] = useState(() => queryOf(search))
  // The latest query asked for, and those written that the address has not reached yet.
  const latest = useRef(shown)
  const written = useRef<string[]>([])

  useEffect(() => {
    const arrived = queryOf(search)
    const own = written.current.indexOf(arrived)
    if (own >= 0) {
      // One of ours: any written before it were overtaken and will not arrive.
      written.current.splice(0, own + 1)
      return
    }
    written.current = []
    latest.current = arrived
    setShown(arrived)
  }, [key, search])

  const change = useCallback(
    (apply: ChangeParams, options: ChangeOptions = {}) => {
      const next = new URLSearchParams(latest.current)
      apply(next)
      const query = next.toString()
      if (query === latest.current) return
      latest.current = query
      written.current.push(query)
      setShown(query)
      setSearchParams(next, { preventScrollReset: true, replace: options.replace })
    },
    [setSearchParams],
  )

  const params = useMemo(() => new URLSearchParams(shown), [shown])
  return [params, change]
}
