import { Link } from 'react-router-dom'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { site } from '@/config/site'
import { EnquiryFormSlot } from '@/features/enquiry/enquiry-form-slot'
import { telephoneHref, whatsAppHref } from '@/utils/contact-links'

export function Component() {
  return (
    <article className="contact-page">
      <Breadcrumbs trail={[{ name: 'Contact us' }]} />
      <h1>Contact us</h1>
      <p className="lead">
        Tell us your belt width, roller diameter and length, bearing, standard and quantity: we reply within one working day with a
        quotation or our questions.
      </p>
      <div className="contact-layout">
        <section aria-labelledby="enquiry" className="enquiry-section">
          <h2 id="enquiry">Ask for a quotation</h2>
          <p>
            Minimum orders, lead times, payment and shipping terms are set out under <Link to="/how-to-order">how to order</Link>.
          </p>
          <noscript>
            <p>
              This form needs JavaScript. You can also write to <a href={`mailto:${site.email}`}>{site.email}</a> with the same details.
            </p>
          </noscript>
          <EnquiryFormSlot />
        </section>
        <aside aria-labelledby="contact-details">
          <h2 id="contact-details">Our contacts</h2>
          <address className="contact-details">
            <p>
              <strong>{site.companyName}</strong>
            </p>
            <p>{site.address}</p>
            <p>
              Telephone: <a href={telephoneHref(site.telephone)}>{site.telephone}</a>
            </p>
            <p>Fax: {site.fax}</p>
            <p>
              E-mail: <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
            <p>
              WhatsApp: <a href={whatsAppHref(site.whatsapp)}>{site.whatsapp}</a>
            </p>
          </address>
          <p>
            After you send an enquiry, our reply comes within one working day: <Link to="/thanks">what happens next</Link>.
          </p>
        </aside>
      </div>
    </article>
  )
}
