import { useMemo } from 'react'
import { useLocation, useSearchParams } from 'react-router-dom'
import { useHydrated } from '@/utils/use-hydrated'
import { EnquiryForm, type ProductChoice } from './enquiry-form'

const campaignTags = ['source', 'medium', 'campaign', 'term', 'content'] as const

/**
 * The enquiry form as the contact page shows it: the product the buyer came from (`?product=`),
 * the page they came from (`?from=`) and the visit's campaign tags (`utm_*`) come from the address.
 */
export function EnquiryFormFromAddress() {
  const hydrated = useHydrated()
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  // The address's query is unknown to the pre-rendered page: read it once hydrated.
  const product = useMemo<ProductChoice | undefined>(() => {
    const name = hydrated ? params.get('product')?.trim().slice(0, 120) : undefined
    return name ? { name, slug: params.get('slug') ?? undefined } : undefined
  }, [hydrated, params])
  const utm = useMemo(() => {
    const tags: Record<string, string> = {}
    for (const tag of campaignTags) {
      const value = hydrated ? params.get(`utm_${tag}`) : null
      if (value) tags[tag] = value.slice(0, 120)
    }
    return tags
  }, [hydrated, params])
  const from = hydrated ? params.get('from') : null
  return <EnquiryForm product={product} sourcePage={from && from.startsWith('/') ? from.slice(0, 300) : pathname} utm={utm} />
}
