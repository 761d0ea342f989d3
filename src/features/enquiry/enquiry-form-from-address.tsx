import { useMemo } from 'react'
import { useLocation, useSearchParams } from 'react-router-dom'
import { useHydrated } from '@/utils/use-hydrated'
import { dutyFromAddress, productFromAddress, sourcePageFromAddress } from './enquiry-address'
import { EnquiryForm } from './enquiry-form'

const campaignTags = ['source', 'medium', 'campaign', 'term', 'content'] as const

/**
 * The enquiry form as the contact page shows it: the product the buyer came from (`?product=`,
 * `part=`), the conveyor's duty from the selection tool (`?width=`, `speed=`…), the page they
 * came from (`?from=`) and the visit's campaign tags (`utm_*`) come from the address.
 */
export function EnquiryFormFromAddress() {
  const hydrated = useHydrated()
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  // The address's query is unknown to the pre-rendered page: read it once hydrated.
  const choice = useMemo(() => (hydrated ? { product: productFromAddress(params), duty: dutyFromAddress(params) } : {}), [hydrated, params])
  const utm = useMemo(() => {
    const tags: Record<string, string> = {}
    for (const tag of campaignTags) {
      const value = hydrated ? params.get(`utm_${tag}`) : null
      if (value) tags[tag] = value.slice(0, 120)
    }
    return tags
  }, [hydrated, params])
  return <EnquiryForm choice={choice} sourcePage={hydrated ? sourcePageFromAddress(params, pathname) : pathname} utm={utm} />
}
