import { Link } from 'react-router-dom'

export interface Crumb {
  name: string
  path?: string
}

/** Home > ... > current page. The last crumb is the current page and is not a link. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        <li><Link to="/">Home</Link></li>
        {trail.map((crumb) => (
          <li key={crumb.name}>
            {crumb.path ? <Link to={crumb.path}>{crumb.name}</Link> : <span aria-current="page">{crumb.name}</span>}
          </li>
        ))}
      </ol>
    </nav>
  )
}
