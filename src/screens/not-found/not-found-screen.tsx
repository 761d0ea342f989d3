import { useLocation } from 'react-router-dom'
import { NotFoundMessage } from '@/components/not-found-message'
import { PageHead } from '@/components/page-head'
import { site } from '@/config/site'

export function Component() {
  const { pathname } = useLocation()
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
