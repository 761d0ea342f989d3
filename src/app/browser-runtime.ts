import type { createBrowserRouter } from 'react-router-dom'
import { installPreloadErrorGuard } from '@/runtime/chunk-reload-guard'
import { onFirstInteraction } from '@/runtime/first-interaction'
import { createLoadingBar, deferredProgressBar } from '@/runtime/loading-bar'
import { isOnline } from '@/runtime/network-status'
import { startLinkPrefetch } from '@/runtime/prefetch'
import { pageActivity, type SettleActivity } from '@/runtime/request-activity'
import { siteAnalytics } from '@/runtime/site-analytics'
import { whenInteractive } from '@/utils/when-idle'

type BrowserRouter = ReturnType<typeof createBrowserRouter>

/** Reports each route change to analytics once its screen (and head tags) have rendered. */
function reportPageView(pathname: string, search: string): void {
  requestAnimationFrame(() => setTimeout(() => siteAnalytics.pageView(`${pathname}${search}`, document.title), 0))
}

/**
 * Connects the router to the browser runtime: every route change is reported to the loading bar
 * (with the requests the HTTP client reports) and to analytics; link prefetch and the chunk guard start.
 */
export function startBrowserRuntime(router: BrowserRouter, prefetch: (path: string) => void): void {
  // The bar shows only while a next page loads: its code comes with the reader's first move.
  const progressBar = deferredProgressBar(() => import('nprogress').then((module) => module.default))
  createLoadingBar(progressBar).connect(pageActivity)
  // The first page carries its data: the HTTP client (axios) is needed only for a next page, so
  // it loads when the reader first scrolls, points or types, ahead of a click. Offline, the first
  // request loads it instead (a failed load here would count as a deploy and reload the page).
  onFirstInteraction(() => {
    // A failed warm-up costs nothing: the first request (or bar) loads its code again.
    if (!isOnline()) return
    import('@/runtime/http-client').catch(() => {})
    progressBar.warmUp()
  })
  installPreloadErrorGuard()

  let settleNavigation: SettleActivity | undefined
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') {
      settleNavigation ??= pageActivity.begin()
      return
    }
    if (settleNavigation) {
      settleNavigation(state.errors ? 'failed' : 'done')
      settleNavigation = undefined
    }
    reportPageView(state.location.pathname, state.location.search)
  })

  reportPageView(router.state.location.pathname, router.state.location.search)
  whenInteractive(() => {
    siteAnalytics.start()
    startLinkPrefetch(prefetch)
  })
}
