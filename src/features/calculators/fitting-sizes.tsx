import { useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { AddToEnquiryButton } from '@/components/add-to-enquiry-button'
import { quotationHref } from '@/utils/contact-links'
import type { RatedSize } from '@/engineering/catalogue-figures'

interface FittingSizesProps {
  sizes: Array<Pick<RatedSize, 'partNumber' | 'product' | 'path' | 'slug' | 'set'> & { note: string }>
  empty: string
}

const shown = 12

/**
 * Our sizes that meet the answer, best fit first, each with a quotation that carries its part number
 * and the calculator's inputs, and a button that adds it to the enquiry list. All can be opened.
 */
export function FittingSizes({ sizes, empty }: FittingSizesProps) {
  const { pathname, search } = useLocation()
  const [all, setAll] = useState(false)
  if (sizes.length === 0) return <p>{empty}</p>
  const from = `${pathname}${search}`
  const listed = all ? sizes : sizes.slice(0, shown)
  return (
    <>
      <ul className="fitting-sizes">
        {listed.map((size) => (
          <li key={size.partNumber}>
            <code>{size.partNumber}</code> <Link to={`${size.path}#sizes`}>{size.product}</Link>{' '}
            <span className="fitting-note">{size.note}</span>{' '}
            <span className="fitting-actions">
              <AddToEnquiryButton
                item={{ product: size.product, slug: size.slug, partNumber: size.partNumber, unit: size.set ? 'sets' : 'pieces' }}
                label={size.partNumber}
                className="button button--small button--quiet"
              />
              <Link
                className="button button--small button--quiet"
                to={quotationHref({ product: size.product, slug: size.slug, partNumber: size.partNumber, from })}
              >
                Ask for a quotation
              </Link>
            </span>
          </li>
        ))}
      </ul>
      {sizes.length > shown ? (
        <button type="button" className="button button--small button--quiet" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? `Show the first ${shown} only` : `Show all ${sizes.length} sizes that fit`}
        </button>
      ) : null}
    </>
  )
}
