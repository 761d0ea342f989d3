import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { createPath, Router, useLocation, useNavigate, type NavigateFunction, type Navigator } from 'react-router-dom'
import { enquiryDutyFields } from '@/contracts/enquiry-terms'
import { enquiryListItems } from '@/runtime/enquiry-list'
import { onFirstInteraction } from '@/runtime/first-interaction'
import { loadDraft } from './enquiry-draft'

/**
 * The form's code (react-hook-form, the enquiry contract, the countries, the send) is a chunk of
 * its own, some 35 KB gzip. On a first visit to the contact page the pre-rendered form is on screen
 * and its fields work as plain HTML; its code waits until the buyer moves (scrolls, touches,
 * types, or focuses a field), unless the form has something to show at once: a kept draft, a
 * product or a conveyor duty from the address, or lines in the enquiry list. A visit that only looks up the address
 * or telephone downloads none of it.
 *
 * The code then hydrates the pre-rendered form in a React root of its own, so nothing on screen is
 * replaced: what was typed and the focus stay (React keeps what was typed into a field before it
 * hydrates). The page's own root leaves the slot's HTML alone. Reached from another page, the form
 * renders in the page's root as any lazy component does.
 */
const loadForm = () => import('./enquiry-form-from-address').then((module) => ({ default: module.EnquiryFormFromAddress }))
const LazyForm = lazy(loadForm)

/** The pre-rendered form's HTML, kept as it is while the page hydrates. */
const keepServerHtml = { __html: '' }

/** The form has something to show from the start, so its code should come without waiting. */
function formHasContent(): boolean {
  const query = new URLSearchParams(window.location.search)
  const fromAddress = query.has('product') || enquiryDutyFields.some((field) => query.has(field.param))
  return loadDraft() !== undefined || fromAddress || enquiryListItems().length > 0
}

/** A field of the pre-rendered form already holds what the buyer typed or chose before the scripts ran. */
function fieldsChanged(slot: Element): boolean {
  return [...slot.querySelectorAll('input, select, textarea')].some((field) => {
    // A select with no option marked selected shows its first one.
    if (field instanceof HTMLSelectElement)
      return (
        field.selectedIndex !==
        Math.max(
          0,
          [...field.options].findIndex((option) => option.defaultSelected),
        )
      )
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
      return field.checked !== field.defaultChecked
    return (field as HTMLInputElement | HTMLTextAreaElement).value !== (field as HTMLInputElement | HTMLTextAreaElement).defaultValue
  })
}

/**
 * Resolves on the buyer's next scroll, touch or key, or focus in a field of `slot`; with
 * `focusedCounts`, at once if a field of it already has the focus.
 */
function buyerMoves(slot: Element, focusedCounts: boolean): Promise<void> {
  return new Promise((resolve) => {
    if (focusedCounts && slot.contains(document.activeElement)) return resolve()
    let stopWatching = () => {}
    const moved = () => {
      stopWatching()
      slot.removeEventListener('focusin', moved)
      resolve()
    }
    stopWatching = onFirstInteraction(moved)
    slot.addEventListener('focusin', moved)
  })
}

/**
 * Loads the form's code when it is wanted. A failed load (a dropped line) is tried again on the
 * buyer's next move, not at once, so a page offline does not retry in a loop.
 */
async function formCodeFor(slot: Element, attempt = 1): Promise<Awaited<ReturnType<typeof loadForm>>> {
  if (attempt > 1 || !(formHasContent() || fieldsChanged(slot))) await buyerMoves(slot, attempt === 1)
  return loadForm().catch(() => formCodeFor(slot, attempt + 1))
}

/** The page router's navigation, as the Router of the form's own root takes it. */
function navigatorFor(navigate: NavigateFunction): Navigator {
  return {
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    go: (delta) => void navigate(delta),
    push: (to, state, options) => void navigate(to, { ...options, state }),
    replace: (to, state, options) => void navigate(to, { ...options, replace: true, state }),
  }
}

/** Where the contact page shows its enquiry form. */
export function EnquiryFormSlot() {
  // Decided once: a pre-rendered form is on the page only while the first page hydrates.
  const [preRendered] = useState(() => typeof document !== 'undefined' && document.querySelector('.enquiry-form-slot form') !== null)
  const slot = useRef<HTMLDivElement>(null)
  const location = useLocation()
  const navigate = useNavigate()
  const page = useRef({ location, navigate })
  const island = useRef<{ root: Root; Form: ComponentType } | undefined>(undefined)
  const inPage = (Form: ComponentType) => (
    <Router location={page.current.location} navigator={navigatorFor(page.current.navigate)}>
      <Form />
    </Router>
  )

  // The form's root follows the page's location (a new ?product=, the way to /thanks).
  useEffect(() => {
    page.current = { location, navigate }
    if (island.current) island.current.root.render(inPage(island.current.Form))
  })

  useEffect(() => {
    const element = slot.current
    if (!preRendered || !element) return
    let cancelled = false
    void formCodeFor(element).then(({ default: Form }) => {
      if (!cancelled) island.current = { root: hydrateRoot(element, inPage(Form)), Form }
    })
    return () => {
      cancelled = true
      const root = island.current?.root
      island.current = undefined
      // Not while the page's root is committing: unmount on the next turn.
      if (root) setTimeout(() => root.unmount())
    }
    // Once: the form hydrates a single time.
  }, [preRendered])

  if (import.meta.env.SSR)
    return (
      <div className="enquiry-form-slot">
        <LazyForm />
      </div>
    )
  if (preRendered) return <div className="enquiry-form-slot" ref={slot} suppressHydrationWarning dangerouslySetInnerHTML={keepServerHtml} />
  return (
    <div className="enquiry-form-slot">
      <Suspense
        fallback={
          <p className="form-note" role="status">
            Loading the enquiry form…
          </p>
        }
      >
        <LazyForm />
      </Suspense>
    </div>
  )
}
