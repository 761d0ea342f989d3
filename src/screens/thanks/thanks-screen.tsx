import { Link } from 'react-router-dom'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { site } from '@/config/site'

export function Component() {
  return (
    <section className="message-page">
      <Breadcrumbs trail={[{ name: 'Contact Us', path: '/contact-us' }, { name: 'Thank you' }]} />
      <h1>Thank you for your enquiry</h1>
      <p>Our sales team replies within one working day, usually with a quotation, sometimes with a question about sizes or quantities.</p>
      <p>Need us sooner? Call {site.telephone} or write to <a href={`mailto:${site.email}`}>{site.email}</a>.</p>
      <p><Link to="/products">Back to the products</Link></p>
    </section>
  )
}
