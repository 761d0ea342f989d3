import { Link } from 'react-router-dom'
import type { NearCopyGroup } from './list-facets'

/** The list gathered under its main products: each main product, then the near-copies of it and what each is. */
export function NearCopyGroups({ groups }: { groups: Array<NearCopyGroup<{ name: string; path: string; summary: string }>> }) {
  return (
    <ul className="near-copy-groups">
      {groups.map((group) => (
        <li key={group.main.path}>
          <h2>
            <Link to={group.main.path}>{group.main.name}</Link>
          </h2>
          {group.copies.length > 0 ? (
            <ul>
              {group.copies.map((copy) => (
                <li key={copy.path}>
                  <Link to={copy.path}>{copy.name}</Link>: {copy.summary}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
