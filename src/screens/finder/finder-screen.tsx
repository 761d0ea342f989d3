import { lazy, Suspense } from 'react'
import { Link } from 'react-router-dom'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { useHydrated } from '@/utils/use-hydrated'
import { usePayload } from '@/utils/use-payload'
import type { loader } from './finder.loader.server'

const ProductFinder = lazy(() => import('@/features/finder/product-finder').then((m) => ({ default: m.ProductFinder })))

export function Component() {
  const hydrated = useHydrated()
  const { index, ratingBasis } = usePayload<typeof loader>()
  const waiting = (
    <p className="finder-loading" role="status">
      Loading the sizes…
    </p>
  )
  return (
    <article className="finder-page">
      <Breadcrumbs trail={[{ name: 'Products', path: '/products' }, { name: 'Product finder' }]} />
      <h1>Product finder</h1>
      <p className="lead">
        Every size we make, with its part number: narrow them by belt width, roll diameter, standard, bearing, trough angle, duty and
        material. The counts beside each choice say how many sizes it leaves, and the address keeps your choices, so you can send the list
        to a colleague.
      </p>
      <p className="field-hint">{ratingBasis}</p>
      {hydrated ? (
        <Suspense fallback={waiting}>
          <ProductFinder index={index} />
        </Suspense>
      ) : (
        waiting
      )}
      <p>
        Know your conveyor but not the sizes?{' '}
        <Link to="/tools/select">Enter its duty and get the idlers, pulleys and cleaners that carry it</Link>, work a figure out with{' '}
        <Link to="/tools">our calculators</Link>, or <Link to="/part-numbers">read a part number</Link>.
      </p>
    </article>
  )
}
