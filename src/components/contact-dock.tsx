import { Link } from 'react-router-dom'
import { site } from '@/config/site'
import { useEnquiryList } from '@/runtime/enquiry-list'
import { whatsAppHref, telephoneHref, quotationGreeting } from '@/utils/contact-links'
import { fill } from '@/config/interface-messages'
import { useMessages } from './interface-messages'

const icons = {
  mail: 'M3 6h18v12H3z M3 6l9 7 9-7',
  chat: 'M4 5h16v11H9l-5 4z M8 10h8 M8 13h5',
  phone: 'M6 3h4l1.5 5-2.5 1.5a11 11 0 0 0 5.5 5.5L16 12.5l5 1.5v4a2 2 0 0 1-2 2A16 16 0 0 1 4 5a2 2 0 0 1 2-2z',
  quote: 'M6 3h9l4 4v14H6z M14 3v5h5 M9 12h7 M9 16h7',
  top: 'M12 19V5 M5 12l7-7 7 7',
}

function DockIcon({ path }: { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  )
}

/**
 * The floating contact dock: e-mail, WhatsApp (pre-filled with the product on a product page),
 * phone, the enquiry form and back to top. A bottom bar on phones, a column at the side on wide screens.
 */
export function ContactDock({ productName }: { productName?: string }) {
  // With sizes in the enquiry list the form takes the list; otherwise this page's product.
  const listed = useEnquiryList().length
  const t = useMessages().dock
  const enquiry = productName && listed === 0 ? `/contact-us?product=${encodeURIComponent(productName)}#enquiry` : '/contact-us#enquiry'
  return (
    <nav className="contact-dock" aria-label={t.label}>
      <a href={`mailto:${site.email}`}>
        <DockIcon path={icons.mail} />
        <span className="dock-label">{t.email}</span>
      </a>
      <a href={whatsAppHref(site.whatsapp, quotationGreeting(productName))}>
        <DockIcon path={icons.chat} />
        <span className="dock-label">WhatsApp</span>
      </a>
      <a href={telephoneHref(site.telephone)}>
        <DockIcon path={icons.phone} />
        <span className="dock-label">{t.call}</span>
      </a>
      <Link to={enquiry} className="dock-quote">
        <DockIcon path={icons.quote} />
        <span className="dock-label">{listed > 0 ? fill(t.enquiryCount, { count: listed }) : t.enquiry}</span>
      </Link>
      <button type="button" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
        <DockIcon path={icons.top} />
        <span className="dock-label">{t.top}</span>
      </button>
    </nav>
  )
}
