import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * After a client navigation to another page, the keyboard focus moves to the element `id` (the
 * main content): the next Tab goes into the new page instead of back to the link that left the old
 * one, and a screen reader reads on from there. A new query or hash on the same page leaves it.
 */
export function useFocusOnNewPage(id: string): void {
  const { pathname } = useLocation()
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    // The scroll manager decides where the page scrolls to; focusing must not move it.
    document.getElementById(id)?.focus({ preventScroll: true })
  }, [id, pathname])
}
