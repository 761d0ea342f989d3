import { Component as ReactComponent, lazy, Suspense, type ReactNode } from 'react'
import { useLocation, useNavigate, useRouteError } from 'react-router-dom'
import { PageHead } from '@/components/page-head'
import { site } from '@/config/site'
import { useNetworkStatus } from '@/runtime/network-status'
import { routeErrorMarker } from '@/utils/route-error-marker'
import { describeRouteError, type RouteErrorView } from './describe-route-error'

/**
 * The not-found message with its suggestions comes with the 404 itself, not with every page: the
 * server has just answered, so its chunk can load; until it has (or if it cannot), the heading says it.
 */
const NotFoundMessage = lazy(() => import('@/components/not-found-message').then((module) => ({ default: module.NotFoundMessage })))
const notFoundHeading = (
  <section className="message-page not-found">
    <h1>This page could not be found</h1>
  </section>
)

function ErrorMessage({ view }: { view: RouteErrorView }) {
  const location = useLocation()
  const navigate = useNavigate()
  const { online } = useNetworkStatus()
  if (view.kind === 'not-found')
    return (
      <Suspense fallback={notFoundHeading}>
        <NotFoundMessage />
      </Suspense>
    )
  if (view.kind === 'request') {
    // The failed payload is not kept, so going to the same address again asks the server anew.
    const retry = () => navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true })
    return (
      <section className="message-page" role="alert">
        <h1>This page could not be loaded</h1>
        <p>{view.message}</p>
        {online ? null : <p>Your device is offline: try again once the connection is back.</p>}
        <p>
          <button type="button" className="button" onClick={retry}>
            Try again
          </button>{' '}
          <a href="/">Go back to home</a>
        </p>
      </section>
    )
  }
  if (view.kind === 'new-build') {
    return (
      <section className="message-page" role="alert">
        <h1>The site has been updated</h1>
        <p>{view.message} Reload to see the latest version of this page.</p>
        <p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Reload the page
          </button>{' '}
          <a href="/">Go back to home</a>
        </p>
      </section>
    )
  }
  return (
    <section className="message-page" role="alert">
      <h1>Error {view.status}</h1>
      <p>{view.message}</p>
      <p>
        <a href="/">Go back to home</a>
      </p>
    </section>
  )
}

/**
 * Shown in the page frame (header, footer, `main`) when a page fails. The marker attribute makes
 * the build fail if it is ever pre-rendered.
 */
function RouteErrorScreen() {
  const view = describeRouteError(useRouteError())
  const { pathname } = useLocation()
  const notFound = view.kind === 'not-found'
  return (
    <div {...{ [routeErrorMarker]: `${view.status} ${view.message}` }}>
      <PageHead
        siteUrl={site.siteUrl}
        path={pathname}
        title={`${notFound ? 'Page not found' : 'Error'}${site.titleSuffix}`}
        description={notFound ? 'This page could not be found.' : 'An error occurred while showing this page.'}
        keywords={site.shortName}
        image="/share/default.png"
        noindex
      />
      <ErrorMessage view={view} />
    </div>
  )
}

/** The last resort: the error page itself failed, so show plain markup that cannot fail. */
export class ErrorPageBoundary extends ReactComponent<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    if (!this.state.failed) return this.props.children
    return <ErrorPageFailed />
  }
}

function ErrorPageFailed() {
  return (
    <section className="message-page" role="alert">
      <h1>An error occurred while showing the error page</h1>
      <p>
        <a href="/">Go back to home</a>
      </p>
    </section>
  )
}

/** The route tree's error element: the error page, guarded by its own fallback. */
export function RouteErrorElement() {
  return (
    <ErrorPageBoundary>
      <RouteErrorScreen />
    </ErrorPageBoundary>
  )
}

/** The root's error element: the page frame itself failed, so show plain markup that cannot fail. */
export function RootErrorElement() {
  return (
    <main id="main" tabIndex={-1}>
      <ErrorPageFailed />
    </main>
  )
}
