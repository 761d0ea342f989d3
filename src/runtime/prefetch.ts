import { whenIdle } from '@/utils/when-idle'
import { onFirstInteraction } from './first-interaction'
import { isOnline } from './network-status'

/** The parts of navigator.connection (Network Information API) that matter here. */
export interface ConnectionHints {
  saveData?: boolean
  effectiveType?: string
}

/** Prefetching spends the reader's data: never when they asked to save it, on 2G, or offline. */
export function prefetchAllowed(connection: ConnectionHints | undefined, online: boolean): boolean {
  if (!online) return false
  if (connection?.saveData) return false
  if (connection?.effectiveType?.includes('2g')) return false
  return true
}

function connectionHints(): ConnectionHints | undefined {
  return (navigator as Navigator & { connection?: ConnectionHints }).connection
}

/** The internal page a link leads to, or undefined for other sites, files, new tabs and downloads. */
export function internalLinkPath(anchor: HTMLAnchorElement, origin: string): string | undefined {
  if (anchor.target && anchor.target !== '_self') return undefined
  if (anchor.hasAttribute('download') || anchor.dataset.noPrefetch !== undefined) return undefined
  const url = new URL(anchor.href, origin)
  if (url.origin !== origin || /\.\w+$/.test(url.pathname)) return undefined
  return url.pathname
}

/**
 * Prefetches the code and data of internal links on intent (pointer over, focus, touch) and once
 * they come into view, each target once. `prefetch` does the work for one path, unseen. Links in
 * view are watched from the reader's first scroll, pointer movement, touch or key press: a visit
 * that only reads the first page downloads nothing for the next.
 */
export function startLinkPrefetch(prefetch: (path: string) => void): () => void {
  const done = new Set<string>([window.location.pathname])

  function consider(target: EventTarget | null) {
    const anchor = target instanceof Element ? target.closest('a[href]') : null
    if (!(anchor instanceof HTMLAnchorElement)) return
    const path = internalLinkPath(anchor, window.location.origin)
    if (!path || done.has(path) || !prefetchAllowed(connectionHints(), isOnline())) return
    done.add(path)
    prefetch(path)
  }

  const onIntent = (event: Event) => consider(event.target)
  const options = { passive: true, capture: true }
  document.addEventListener('pointerover', onIntent, options)
  document.addEventListener('focusin', onIntent, options)
  document.addEventListener('touchstart', onIntent, options)

  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue
            observer?.unobserve(entry.target)
            consider(entry.target)
          }
        })
      : undefined
  const observed = new WeakSet<Element>()
  const observeLinks = () => {
    for (const anchor of document.querySelectorAll('main a[href^="/"]')) {
      if (observed.has(anchor)) continue
      observed.add(anchor)
      observer?.observe(anchor)
    }
  }
  // New links arrive with each screen; look for them when the page has a quiet moment.
  let pending = false
  const scheduleObserve = () => {
    if (pending) return
    pending = true
    whenIdle(() => {
      pending = false
      observeLinks()
    }, 1000)
  }
  const mutations = new MutationObserver(scheduleObserve)
  const main = document.querySelector('main') ?? document.body
  const stopWaiting = onFirstInteraction(() => {
    mutations.observe(main, { childList: true, subtree: true })
    scheduleObserve()
  })

  return () => {
    stopWaiting()
    document.removeEventListener('pointerover', onIntent, options)
    document.removeEventListener('focusin', onIntent, options)
    document.removeEventListener('touchstart', onIntent, options)
    observer?.disconnect()
    mutations.disconnect()
  }
}
