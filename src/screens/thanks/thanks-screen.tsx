import { Link, useLocation } from 'react-router-dom'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { site } from '@/config/site'
import { enquiryChatText, sentEnquiryOf, type SentEnquiry } from '@/features/enquiry/sent-enquiry'
import { telephoneHref, whatsAppHref } from '@/utils/contact-links'
import { useHydrated } from '@/utils/use-hydrated'
import { quantityInWords } from '@/contracts/enquiry-terms'

function SentEnquiryReceipt({ sent }: { sent: SentEnquiry }) {
  return (
    <>
      <h1>Thank you for your enquiry</h1>
      <p className="reference">
        Your reference: <strong>{sent.reference}</strong>. Please quote it when you write or call.
      </p>
      <h2>What you sent</h2>
      <ul className="sent-products">
        {sent.products.map((line, index) => (
          <li key={index}>
            {line.name}
            {line.partNumber ? `, part no. ${line.partNumber}` : ''} × {quantityInWords(line.quantity, line.unit)}
          </li>
        ))}
      </ul>
      {sent.fields.length > 0 ? (
        <dl className="sent-fields">
          {sent.fields.map((field) => (
            <div key={field.label}>
              <dt>{field.label}</dt>
              <dd>{field.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {sent.message ? (
        <>
          <h3>Your message</h3>
          <p className="sent-message">{sent.message}</p>
        </>
      ) : null}
      <p>
        An acknowledgement with your reference and the products you asked about goes to <strong>{sent.email}</strong>.
      </p>
      <h2>What happens next</h2>
      <ol>
        <li>An engineer in our sales team reads your enquiry and checks the sizes against our drawings.</li>
        <li>Within one working day you receive a quotation, or our questions about sizes, quantities or delivery.</li>
        <li>Once the details are agreed, we send a proforma invoice with the production time and the shipping terms.</li>
      </ol>
      <p>
        Need us sooner? Call <a href={telephoneHref(site.telephone)}>{site.telephone}</a>, message us on WhatsApp at{' '}
        <a href={whatsAppHref(site.whatsapp, enquiryChatText(sent.reference))}>{site.whatsapp}</a> (the chat opens with your reference) or
        write to <a href={`mailto:${site.email}`}>{site.email}</a>.
      </p>
      <p>
        <Link to="/products">Back to the products</Link>
      </p>
    </>
  )
}

/**
 * After a send, what was sent (it travels in the history entry, so a reload keeps it). Opened any
 * other way (a bookmark, a typed address, the pre-rendered page) it says nothing about an enquiry.
 */
export function Component() {
  const hydrated = useHydrated()
  const { state } = useLocation()
  const sent = hydrated ? sentEnquiryOf(state) : undefined
  return (
    <section className="message-page">
      <Breadcrumbs trail={[{ name: 'Contact us', path: '/contact-us' }, { name: 'Thank you' }]} />
      {sent ? (
        <SentEnquiryReceipt sent={sent} />
      ) : (
        <>
          <h1>Ask us for a quotation</h1>
          <p>Once you send the form on our contact page, this page shows your reference and what you sent.</p>
          <p>
            <Link to="/contact-us#enquiry">Go to the form</Link> or <Link to="/products">browse the products</Link>.
          </p>
        </>
      )}
    </section>
  )
}
