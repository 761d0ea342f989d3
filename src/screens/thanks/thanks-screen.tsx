import { Link, useSearchParams } from 'react-router-dom'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { site } from '@/config/site'
import { ENQUIRY_REFERENCE_PATTERN } from '@/contracts/enquiry-schema'
import { useHydrated } from '@/utils/use-hydrated'
import { whatsAppHref, telephoneHref } from '@/utils/contact-links'

export function Component() {
  const hydrated = useHydrated()
  const [params] = useSearchParams()
  const candidate = hydrated ? params.get('ref') ?? '' : ''
  const reference = ENQUIRY_REFERENCE_PATTERN.test(candidate) ? candidate : undefined
  return (
    <section className="message-page">
      <Breadcrumbs trail={[{ name: 'Contact Us', path: '/contact-us' }, { name: 'Thank you' }]} />
      <h1>Thank you for your enquiry</h1>
      {reference ? (
        <p className="reference">Your reference: <strong>{reference}</strong>. Please quote it when you write or call.</p>
      ) : null}
      <h2>What happens next</h2>
      <ol>
        <li>An engineer in our sales team reads your enquiry and checks the sizes against our drawings.</li>
        <li>Within one working day you receive a quotation, or our questions about sizes, quantities or delivery.</li>
        <li>Once the details are agreed, we send a proforma invoice with the production time and the shipping terms.</li>
      </ol>
      <p>Need us sooner? Call <a href={telephoneHref(site.telephone)}>{site.telephone}</a>, message us on WhatsApp at <a href={whatsAppHref(site.whatsapp)}>{site.whatsapp}</a> or write to <a href={`mailto:${site.email}`}>{site.email}</a>.</p>
      <p><Link to="/products">Back to the products</Link></p>
    </section>
  )
}
