import { Link, useLocation } from 'react-router-dom'
import { site } from '@/config/site'
import { breadcrumbData } from '@/utils/structured-data'
import { StructuredData } from './structured-data'
import { useMessages } from './interface-messages'

export interface Crumb {
  name: string
  path?: string
}

/** Home > ... > current page, with its BreadcrumbList. The last crumb is the current page and is not a link. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const { pathname } = useLocation()
  const m = useMessages()
  return (
    <nav className="breadcrumbs" aria-label={m.breadcrumbs.label}>
      <StructuredData data={breadcrumbData(site.siteUrl, trail, pathname, { name: m.breadcrumbs.home, path: m.home })} />
      <ol>
        <li>
          <Link to={m.home}>{m.breadcrumbs.home}</Link>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.name}>{crumb.path ? <Link to={crumb.path}>{crumb.name}</Link> : <span aria-current="page">{crumb.name}</span>}</li>
        ))}
      </ol>
    </nav>
  )
}
