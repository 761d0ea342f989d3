import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'
import { browserStorage } from '@/utils/browser-storage'

/** How the page arrived at its current address, in the router's words. */
export type NavigationAction = 'POP' | 'PUSH' | 'REPLACE'

export type ScrollDecision = { kind: 'restore'; y: number } | { kind: 'hash'; id: string } | { kind: 'top' } | { kind: 'stay' }

export interface ScrollContext {
  action: NavigationAction
  /** The new address's hash, with or without "#". */
  hash: string
  /** Where the reader left this history entry, when known. */
  savedY: number | undefined
  /** Only the query string or hash changed (typing a search, opening a tab). */
  samePath: boolean
  /**
   * Set for the document's first screen only: how the browser loaded the document
   * (PerformanceNavigationTiming.type). Undefined for client navigations.
   */
  documentLoad?: DocumentLoadType
}

/** PerformanceNavigationTiming.type: a link, bookmark or typed address is "navigate". */
export type DocumentLoadType = 'navigate' | 'reload' | 'back_forward' | 'prerender'

/**
 * Where a completed navigation leaves the page: back and forward restore the reader's place; a new
 * navigation goes to its hash target, else to the top; a replaced query on the same page stays put.
 */
export function decideScroll({ action, hash, savedY, samePath, documentLoad }: ScrollContext): ScrollDecision {
  // A new load of an address seen earlier in the tab (a bookmark, a typed address, a link from
  // another site) is a new visit: only a reload or a back/forward load returns to the old place.
  const mayRestore = documentLoad === undefined || documentLoad === 'reload' || documentLoad === 'back_forward'
  if (action === 'POP' && savedY !== undefined && mayRestore) return { kind: 'restore', y: savedY }
  const id = decodeURIComponent(hash.replace(/^#/, ''))
  if (id) return { kind: 'hash', id }
  if (action === 'REPLACE' && samePath) return { kind: 'stay' }
  if (action === 'POP' && samePath) return { kind: 'stay' }
  return { kind: 'top' }
}

const POSITIONS_KEY = 'site:scroll-positions'
const MAX_POSITIONS = 100

/** Scroll positions by history entry key, kept for the tab's session so they survive a reload. */
export function createScrollMemory(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined) {
  let positions: Record<string, number> = {}
  try {
    positions = JSON.parse(storage?.getItem(POSITIONS_KEY) ?? '{}') as Record<string, number>
  } catch {
    positions = {}
  }
  return {
    save(key: string, y: number) {
      delete positions[key]
      positions[key] = Math.round(y)
      const keys = Object.keys(positions)
      for (const old of keys.slice(0, Math.max(0, keys.length - MAX_POSITIONS))) delete positions[old]
      try {
        storage?.setItem(POSITIONS_KEY, JSON.stringify(positions))
      } catch {
        // Storage full or blocked: positions still work for this page's lifetime.
      }
    },
    get: (key: string): number | undefined => positions[key],
  }
}

/** Applies a decision to the window. A hash with no element on the page falls back to the top. */
export function applyScroll(decision: ScrollDecision): void {
  if (decision.kind === 'stay') return
  if (decision.kind === 'restore') return window.scrollTo(0, decision.y)
  if (decision.kind === 'hash') {
    const target = document.getElementById(decision.id)
    if (target) return target.scrollIntoView()
  }
  window.scrollTo(0, 0)
}

/** How the browser loaded this document; "navigate" where the browser cannot say. */
export function documentLoadType(): DocumentLoadType {
  const [entry] = performance.getEntriesByType?.('navigation') ?? []
  const type = (entry as PerformanceNavigationTiming | undefined)?.type
  return type === 'reload' || type === 'back_forward' || type === 'prerender' ? type : 'navigate'
}

const sessionStore = () => browserStorage('sessionStorage')

/**
 * Keeps scrolling the way readers expect across client navigations (history.scrollRestoration is
 * manual): call once in the root layout. Renders nothing; acts after each new screen is in the DOM.
 */
export function useScrollManagement(): void {
  const location = useLocation()
  const action = useNavigationType()
  const memory = useRef<ReturnType<typeof createScrollMemory>>(undefined)
  const shown = useRef<{ key: string; pathname: string } | undefined>(undefined)
  // A freshly loaded document's entry is always "default", and so is one the browser made for an
  // in-page link followed before the app had started: the whole address, hash too, tells them apart.
  const entryKey = `${location.key} ${location.pathname}${location.search}${location.hash}`
  const lastY = useRef(0)

  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    // Whole pixels: a fractional position (a layout with fractional heights) restored after a
    // reload can round to the next pixel, so the place is kept as the reader sees it.
    const record = () => {
      lastY.current = Math.round(window.scrollY)
    }
    const persist = () => shown.current && memory.current?.save(shown.current.key, Math.round(window.scrollY))
    window.addEventListener('scroll', record, { passive: true })
    window.addEventListener('pagehide', persist)
    return () => {
      window.removeEventListener('scroll', record)
      window.removeEventListener('pagehide', persist)
    }
  }, [])

  useLayoutEffect(() => {
    memory.current ??= createScrollMemory(sessionStore())
    const previous = shown.current
    shown.current = { key: entryKey, pathname: location.pathname }
    if (previous) memory.current.save(previous.key, lastY.current)
    const decision = decideScroll({
      action,
      hash: location.hash,
      savedY: memory.current.get(entryKey),
      samePath: previous?.pathname === location.pathname,
      documentLoad: previous ? undefined : documentLoadType(),
    })
    // On the first load the browser has placed the page (and its hash); only a reload restores.
    if (!previous && decision.kind !== 'restore') return
    applyScroll(decision)
    lastY.current = Math.round(window.scrollY)
  }, [entryKey, location.pathname, location.hash, action])
}
