import { Link } from 'react-router-dom'
import { listPagePath } from '@/utils/route-paths'

interface PaginationProps {
  basePath: string
  page: number
  pageCount: number
  label: string
}

/** Crawlable page links: previous, numbered pages, next. Page 1 links to the bare list path. */
export function Pagination({ basePath, page, pageCount, label }: PaginationProps) {
  if (pageCount <= 1) return null
  const href = (n: number) => (n === 1 ? basePath : listPagePath(basePath, n))
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1)
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev">
          Previous
        </Link>
      ) : null}
      <ol>
        {pages.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <Link to={href(n)} aria-label={`Page ${n}`}>
                {n}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  )
}
