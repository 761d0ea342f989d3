import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router-dom'

/**
 * A click handler for a block of HTML rendered from Markdown: a plain left click on a link to a
 * site path goes through the router (no full page load); any other click is the browser's.
 */
export function useInternalLinkClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate()
  return (event) => {
    const link = (event.target as HTMLElement).closest('a')
    const href = link?.getAttribute('href')
    if (!href?.startsWith('/') || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    navigate(href)
  }
}
