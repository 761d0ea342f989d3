/** A page view or a conversion, as the analytics tag receives it. */
export type AnalyticsEvent = { type: 'page_view'; path: string; title: string } | { type: 'conversion'; name: string; reference?: string }

export interface AnalyticsOptions {
  /** Empty: nothing loads and nothing is sent. */
  siteId: string
  /** Loads the external tag script (after the page is interactive). */
  loadTag: (siteId: string) => void
  /** Hands one event to the tag (its queue accepts events before the script has arrived). */
  send: (event: AnalyticsEvent) => void
}

/**
 * Records a page view per route change (the first load once) and conversions. With no site id it
 * does nothing at all. The tag script is loaded at most once, when `start` is called.
 */
export function createAnalytics({ siteId, loadTag, send }: AnalyticsOptions) {
  const enabled = siteId !== ''
  let lastPath: string | undefined
  let tagLoaded = false
  return {
    enabled,
    start() {
      if (!enabled || tagLoaded) return
      tagLoaded = true
      loadTag(siteId)
    },
    pageView(path: string, title: string) {
      // The router reports several states per navigation; one view per address.
      if (!enabled || path === lastPath) return
      lastPath = path
      send({ type: 'page_view', path, title })
    },
    conversion(name: string, reference?: string) {
      if (enabled) send({ type: 'conversion', name, reference })
    },
  }
}

type TagQueue = { dataLayer?: unknown[] }

/** The Google tag (gtag.js): its queue lives on window.dataLayer, filled before and after it loads. */
function gtag(...args: unknown[]): void {
  const queue = window as unknown as TagQueue
  queue.dataLayer ??= []
  // gtag.js reads the arguments object itself, not an array copy.
  // eslint-disable-next-line prefer-rest-params
  queue.dataLayer.push(arguments)
  void args
}

export function loadGoogleTag(siteId: string): void {
  gtag('js', new Date())
  gtag('config', siteId, { send_page_view: false })
  const script = document.createElement('script')
  script.async = true
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(siteId)}`
  document.head.append(script)
}

export function sendToGoogleTag(event: AnalyticsEvent): void {
  if (event.type === 'page_view')
    gtag('event', 'page_view', { page_path: event.path, page_title: event.title, page_location: window.location.href })
  else gtag('event', 'generate_lead', { event_label: event.name, transaction_id: event.reference })
}
