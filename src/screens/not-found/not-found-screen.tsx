import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { NotFoundMessage } from '@/components/not-found-message'
import { PageHead } from '@/components/page-head'
import { site } from '@/config/site'
import { currentPathOf } from '@/utils/legacy-path'

export function Component() {
  const { pathname, search, hash } = useLocation()
  const navigate = useNavigate()

  // An old-site address (`/roller/x.html`) answers 404 to crawlers; a reader is taken on to the
  // page's address today, which shows the not-found page in turn if that page does not exist either.
  useEffect(() => {
    const current = currentPathOf(pathname)
    if (current !== pathname) navigate(`${current}${search}${hash}`, { replace: true })
  }, [pathname, search, hash, navigate])

  return (
    <>
      <PageHead
        siteUrl={site.siteUrl}
        path={pathname}
        title={`Page not found${site.titleSuffix}`}
        description="This page could not be found."
        keywords={site.shortName}
        image="/share/default.png"
        noindex
      />
      <NotFoundMessage />
    </>
  )
}
