/**
 * The inline module at the end of every pre-rendered page; the build compiles it into the page
 * (scripts/build/plugins/deferred-scripts.ts), the same text on every page, so one CSP hash.
 *
 * A page paints and works without JavaScript: its links are plain links and its content is in the
 * HTML. So its scripts, listed in the page, start once it has loaded and painted, or sooner if the
 * reader touches, clicks or types first. On a slow phone line the stylesheet and the first picture
 * then have the line to themselves.
 */
import { EARLY_TAP_ATTRIBUTE } from './early-taps'
import { pageScriptListId } from './page-script-list'

/** How long after the last largest paint the browser reports (once the page has loaded) the scripts wait. */
const quietAfterPaintMs = 100
/** How long after the load event the scripts wait when the browser reports no paint. */
const noPaintReportMs = 1000

const [entry, ...chunks] = JSON.parse(document.getElementById(pageScriptListId)?.textContent ?? '[]') as string[]

let started = false
/** Adds the chunks as modulepreloads and imports the entry, once. */
function start(): void {
  if (started) return
  started = true
  for (const href of chunks) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
  }
  if (entry) void import(/* @vite-ignore */ entry)
}

for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin'])
  addEventListener(type, start, { once: true, passive: true, capture: true })

// A tap on a marked control before React listens is kept for the app to apply (early-taps.ts);
// once React's root is in place it hears taps itself, and replays those made during hydration.
window.__earlyTaps = []
addEventListener(
  'click',
  (event) => {
    const control = event.target instanceof Element && event.target.closest(`[${EARLY_TAP_ATTRIBUTE}]`)
    const root = document.getElementById('root')
    const listening = root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'))
    if (control && window.__earlyTaps && !listening) window.__earlyTaps.push(control)
  },
  { capture: true },
)

// After the load event the page paints what it loaded; the scripts start once a paint has been
// reported and no larger one has followed for a moment, so they never share the line with what
// the reader sees first. A browser that reports no paint (one without the API, a hidden tab)
// starts them a second after the load event.
let timer: ReturnType<typeof setTimeout> | undefined
const settle = () => {
  clearTimeout(timer)
  timer = setTimeout(start, quietAfterPaintMs)
}
const afterLoad = () => {
  timer = setTimeout(start, noPaintReportMs)
  new PerformanceObserver(settle).observe({ type: 'largest-contentful-paint', buffered: true })
}
if (document.readyState === 'complete') afterLoad()
else addEventListener('load', afterLoad, { once: true })
