import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom'
import { NotFoundMessage } from '@/components/not-found-message'
import { PageHead } from '@/components/page-head'
import { SiteFooter } from '@/components/site-footer'
import { SiteHeader } from '@/components/site-header'
import { HeaderSearch } from '@/features/search/header-search'
import { site } from '@/config/site'
import { routeErrorMarker } from '@/utils/route-error-marker'

/** Status and message of any thrown value: a Response, an Error, or anything else. */
function describeError(error: unknown): { status: number; message: string } {
  if (isRouteErrorResponse(error)) return { status: error.status, message: error.statusText || 'Error' }
  if (error instanceof Error) {
    const status = (error as Error & { status?: unknown }).status
    return { status: typeof status === 'number' ? status : 500, message: error.message || 'Error' }
  }
  return { status: 500, message: 'Error' }
}

/** Shown when a route fails. The marker attribute makes the build fail if it is ever pre-rendered. */
export function RouteErrorScreen() {
  const error = useRouteError()
  const { pathname } = useLocation()
  const { status, message } = describeError(error)
  const notFound = status === 404
  return (
    <div {...{ [routeErrorMarker]: `${status} ${message}` }}>
      <PageHead
        siteUrl={site.siteUrl}
        path={pathname}
        title={`${notFound ? 'Page not found' : 'Error'}${site.titleSuffix}`}
        description={notFound ? 'This page could not be found.' : 'An error occurred while showing this page.'}
        keywords={site.shortName}
        image="/share/default.png"
        noindex
      />
      <SiteHeader search={<HeaderSearch />} />
      <main id="main" tabIndex={-1}>
        {notFound ? (
          <NotFoundMessage />
        ) : (
          <section className="message-page">
            <h1>Error {status}</h1>
            <p>{message}</p>
            <p><a href={pathname} className="button">Try again</a> <a href="/">Go back to home</a></p>
          </section>
        )}
      </main>
      <SiteFooter />
    </div>
  )
}
