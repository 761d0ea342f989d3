import { Link } from 'react-router-dom'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { site } from '@/config/site'

export function Component() {
  return (
    <article>
      <Breadcrumbs trail={[{ name: 'Contact Us' }]} />
      <h1>Contact us</h1>
      <p className="lead">Tell us your belt width, roller diameter and length, bearing, standard and quantity: we reply within one working day with a quotation or our questions.</p>
      <address className="contact-details">
        <p><strong>{site.companyName}</strong></p>
        <p>{site.address}</p>
        <p>Telephone: <a href={`tel:${site.telephone.replace(/\s/g, '')}`}>{site.telephone}</a></p>
        <p>Fax: {site.fax}</p>
        <p>E-mail: <a href={`mailto:${site.email}`}>{site.email}</a></p>
        <p>WhatsApp: <a href={`https://wa.me/${site.whatsapp.replace(/\D/g, '')}`}>{site.whatsapp}</a></p>
      </address>
      <p>After you send an enquiry, our reply comes within one working day: <Link to="/thanks">what happens next</Link>.</p>
    </article>
  )
}
