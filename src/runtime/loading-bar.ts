import type NProgress from 'nprogress'
import type { ActivityOutcome, ActivityReporter, SettleActivity } from './request-activity'

/** Work that ends sooner than this shows no bar at all. */
export const LOADING_BAR_DELAY_MS = 200
/** The bar creeps towards full over about this long while work is in flight. */
export const LOADING_BAR_TRICKLE_MS = 5000
/** After the last piece of work ends, the full bar stays this long, then goes. */
export const LOADING_BAR_HIDE_MS = 500
/**
 * nprogress animates each step over its `speed` and, at 100 %, waits one speed then fades over
 * another: with speed = 250 its own fade-out ends exactly at LOADING_BAR_HIDE_MS.
 */
const TRICKLE_STEP_MS = LOADING_BAR_HIDE_MS / 2
/** Set on <html> while the bar shows a failure (CSS gives it another colour). */
export const FAILED_ATTRIBUTE = 'data-loading-failed'

/** Progress after `elapsedMs` of trickling: starts at 8 %, reaches about 90 % at 5 s, never 100 %. */
export function trickleProgress(elapsedMs: number): number {
  return Math.min(0.98, 0.08 + 0.87 * (1 - Math.exp((-3 * elapsedMs) / LOADING_BAR_TRICKLE_MS)))
}

/** What the loading bar asks of nprogress. */
export interface ProgressBar {
  configure(options: Partial<NProgress.NProgressOptions>): unknown
  set(progress: number): unknown
  remove(): unknown
}

/**
 * nprogress, fetched when first wanted: a visit that only reads the page never shows the bar, so
 * its code waits for `warmUp` (the reader's first move, ahead of a click) or the bar's first use.
 * What is asked before it has arrived is applied on arrival: the options, then the last state.
 * Should it not arrive (offline), the next use asks again; the page works without a bar.
 */
export function deferredProgressBar(load: () => Promise<ProgressBar>): ProgressBar & { warmUp: () => void } {
  let loaded: ProgressBar | undefined
  let loading: Promise<void> | undefined
  let options: Partial<NProgress.NProgressOptions> = {}
  let pending: ((bar: ProgressBar) => unknown) | undefined
  const warmUp = () => {
    loading ??= load().then(
      (bar) => {
        loaded = bar
        bar.configure(options)
        pending?.(bar)
        pending = undefined
      },
      () => {
        loading = undefined
      },
    )
  }
  const apply = (change: (bar: ProgressBar) => unknown) => {
    if (loaded) return change(loaded)
    pending = change
    warmUp()
  }
  return {
    warmUp,
    configure: (next) => (loaded ? loaded.configure(next) : (options = { ...options, ...next })),
    set: (progress) => apply((bar) => bar.set(progress)),
    remove: () => apply((bar) => bar.remove()),
  }
}

/**
 * The top loading bar over nprogress, which has no counter of its own: it counts the work in
 * flight, shows only when work outlasts the delay, and finishes when the last piece settles.
 */
export function createLoadingBar(progress: ProgressBar) {
  progress.configure({ showSpinner: false, trickle: false, speed: TRICKLE_STEP_MS, minimum: 0.08 })
  let inFlight = 0
  let failed = false
  let visible = false
  let shownAt = 0
  let showTimer: ReturnType<typeof setTimeout> | undefined
  let trickleTimer: ReturnType<typeof setInterval> | undefined
  let hideTimer: ReturnType<typeof setTimeout> | undefined

  function markFailed(on: boolean) {
    failed = on
    document.documentElement.toggleAttribute(FAILED_ATTRIBUTE, on)
  }

  function show() {
    showTimer = undefined
    visible = true
    shownAt = Date.now()
    progress.set(trickleProgress(0))
    trickleTimer = setInterval(() => progress.set(trickleProgress(Date.now() - shownAt)), TRICKLE_STEP_MS)
  }

  function hide() {
    hideTimer = undefined
    visible = false
    progress.remove()
    markFailed(false)
  }

  function finish() {
    clearTimeout(showTimer)
    showTimer = undefined
    clearInterval(trickleTimer)
    trickleTimer = undefined
    // A failure must be seen even when it came fast; a quick success shows nothing.
    if (!visible && !failed) return
    visible = true
    progress.set(1)
    hideTimer = setTimeout(hide, LOADING_BAR_HIDE_MS)
  }

  function begin(): SettleActivity {
    if (hideTimer !== undefined) {
      // New work while the last bar fades: hide that one now, the new work starts afresh.
      clearTimeout(hideTimer)
      hide()
    }
    inFlight += 1
    if (inFlight === 1 && !visible) showTimer = setTimeout(show, LOADING_BAR_DELAY_MS)
    let settled = false
    return (outcome: ActivityOutcome) => {
      if (settled) return
      settled = true
      inFlight -= 1
      if (outcome === 'failed') markFailed(true)
      if (inFlight === 0) finish()
    }
  }

  return {
    begin,
    /** Listens to a reporter; returns the unsubscribe function. */
    connect: (reporter: ActivityReporter) => reporter.subscribe(begin),
    get inFlight() {
      return inFlight
    },
  }
}
