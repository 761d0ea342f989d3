import { Link } from 'react-router-dom'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { site } from '@/config/site'
import { usePayload } from '@/utils/use-payload'
import type { loader } from './privacy.loader.server'

export function Component() {
  const { retentionDays } = usePayload<typeof loader>()
  return (
    <article>
      <Breadcrumbs trail={[{ name: 'Privacy notice' }]} />
      <h1>Privacy notice</h1>
      <p className="lead">
        This notice explains what we do with the details you give us when you ask for a quotation on this website: what we keep, why, who
        reads it and when it is deleted.
      </p>

      <h2>Who is responsible</h2>
      <p>
        {site.companyName}, {site.address}. For any question about your details, write to <a href={`mailto:${site.email}`}>{site.email}</a>.
      </p>

      <h2>What we keep when you send an enquiry</h2>
      <ul>
        <li>
          What you type into the form: your name, e-mail address, company, country and telephone number, the products and quantities, your
          conveyor&apos;s duty and the technical details, the destination port, the Incoterm and your message.
        </li>
        <li>
          The drawings and photographs you attach, with their file names. They are kept with your enquiry on our own server, seen only by
          our sales team, and never published.
        </li>
        <li>
          The page you sent the form from, any campaign tags in that page&apos;s address (such as utm_source), and how long the form was
          open before you sent it.
        </li>
        <li>The network (IP) address your enquiry came from and the description your browser gives of itself (its user agent).</li>
      </ul>
      <p>
        While you fill in the form, your unfinished enquiry is kept in your own browser&apos;s storage on your device, so that it survives a
        reload. It is removed from there once the enquiry has been sent; we never see it before then.
      </p>

      <h2>Why we keep it</h2>
      <ul>
        <li>
          To answer you: to prepare a quotation, to ask questions about sizes and delivery, and to refer to your enquiry later if it leads
          to an order.
        </li>
        <li>To send you an e-mail confirming that your enquiry has arrived, with its reference and a copy of what you sent.</li>
        <li>
          The network address and browser description only serve to keep the form working: to limit how many enquiries one network can send
          in a short time and to recognise automated spam.
        </li>
      </ul>

      <h2>Who sees it</h2>
      <p>
        Our sales team reads your enquiry by e-mail and in our own enquiry system. The e-mails travel through our e-mail provider. We do not
        sell your details, and we do not pass them to anyone else, except where the law requires it.
      </p>

      <h2>How long we keep it</h2>
      <p>
        The network address, the browser description and the files you attached are deleted automatically {retentionDays} days after your
        enquiry arrives. The rest of the enquiry is kept while it may lead to an order or relates to one, so that we can answer questions
        about a quotation or a delivery later, and is deleted when you ask us to.
      </p>

      <h2>What you can ask us</h2>
      <p>
        You may ask for a copy of the details we hold about you, have them corrected, or have them deleted. Write to{' '}
        <a href={`mailto:${site.email}`}>{site.email}</a> from the address you used in the form (or tell us which one it was). On deletion
        we remove every enquiry sent from that e-mail address, with its files, and tell you how many there were.
      </p>
      {site.analyticsSiteId ? (
        <>
          <h2>Visitor statistics</h2>
          <p>
            This website counts page visits and sent enquiries with Google Analytics, which sets cookies in your browser and sends the pages
            you visit to Google. It loads only after the page has loaded, and it receives none of the details you type into the form.
          </p>
        </>
      ) : null}
      <p>
        <Link to="/contact-us" className="button">
          Back to the enquiry form
        </Link>
      </p>
    </article>
  )
}
