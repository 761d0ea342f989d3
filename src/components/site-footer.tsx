import { Link } from 'react-router-dom'
import { categoryNav, site } from '@/config/site'
import { telephoneHref, whatsAppHref } from '@/utils/contact-links'
import { fill } from '@/config/interface-messages'
import { useMessages } from './interface-messages'

/** Categories, quick links and the company's contacts. */
export function SiteFooter() {
  const m = useMessages()
  const t = m.footer
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <nav aria-label={t.categoriesLabel}>
          <h2>{t.products}</h2>
          <ul>
            {(m.categoryNav ?? categoryNav).map((category) => (
              <li key={category.slug}>
                <Link to={category.path}>{category.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t.quickLinks}>
          <h2>{t.quickLinks}</h2>
          <ul>
            <li>
              <Link to="/products">{t.allProducts}</Link>
            </li>
            <li>
              <Link to="/products/finder">{t.finder}</Link>
            </li>
            <li>
              <Link to="/industries">{t.industries}</Link>
            </li>
            <li>
              <Link to="/tools">{t.tools}</Link>
            </li>
            <li>
              <Link to="/part-numbers">{t.partNumbers}</Link>
            </li>
            <li>
              <Link to="/news">{t.news}</Link>
            </li>
            <li>
              <Link to="/knowledge">{t.knowledge}</Link>
            </li>
            <li>
              <Link to="/about-us">{t.about}</Link>
            </li>
            <li>
              <Link to="/how-to-order">{t.howToOrder}</Link>
            </li>
            <li>
              <Link to="/contact-us">{t.contact}</Link>
            </li>
            <li>
              <Link to="/search">{t.search}</Link>
            </li>
            <li>
              <Link to="/privacy">{t.privacy}</Link>
            </li>
          </ul>
        </nav>
        <div className="footer-company">
          <h2>{site.companyName}</h2>
          <address>
            <p>{site.address}</p>
            <p>
              {t.telephone} <a href={telephoneHref(site.telephone)}>{site.telephone}</a>
            </p>
            <p>
              WhatsApp: <a href={whatsAppHref(site.whatsapp)}>{site.whatsapp}</a>
            </p>
            <p>
              {t.fax} {site.fax}
            </p>
            <p>
              {t.email} <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
          </address>
        </div>
      </div>
      <p className="copyright">
        © {site.companyName} · {fill(t.established, { year: site.facts.founded })} ·{' '}
        <Link to="/about-us#certificates">{fill(t.certified, { certificate: site.facts.certification })}</Link> · {t.creditCode}{' '}
        {site.businessLicence.creditCode}
      </p>
    </footer>
  )
}
