import { Link } from 'react-router-dom'
import { quotationHref } from '@/utils/contact-links'
import type { RatedSize } from '@/engineering/catalogue-figures'

interface FittingSizesProps {
  sizes: Array<RatedSize & { note: string }>
  /** The page the quotation starts from. */
  from: string
  empty: string
}

const shown = 12

/** Our sizes that meet the answer, each with a quotation that carries its part number. */
export function FittingSizes({ sizes, from, empty }: FittingSizesProps) {
  if (sizes.length === 0) return <p>{empty}</p>
  return (
    <>
      <ul className="fitting-sizes">
        {sizes.slice(0, shown).map((size) => (
          <li key={size.partNumber}>
            <code>{size.partNumber}</code> <Link to={`${size.path}#sizes`}>{size.product}</Link> <span className="fitting-note">{size.note}</span>{' '}
            <Link className="button button--small button--quiet" to={quotationHref({ product: size.product, slug: size.slug, partNumber: size.partNumber, from })}>Ask for a quotation</Link>
          </li>
        ))}
      </ul>
      {sizes.length > shown ? <p className="field-hint">{sizes.length - shown} more sizes fit; the lightest are listed first.</p> : null}
    </>
  )
}
