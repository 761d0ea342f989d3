import { Link } from 'react-router-dom'
import { categoryNav, site } from '@/config/site'
import { telephoneHref, whatsAppHref } from '@/utils/contact-links'

/** Categories, quick links and the company's contacts. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <nav aria-label="Product categories">
          <h2>Products</h2>
          <ul>
            {categoryNav.map((category) => (
              <li key={category.slug}>
                <Link to={category.path}>{category.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Quick links">
          <h2>Quick links</h2>
          <ul>
            <li>
              <Link to="/products">All products</Link>
            </li>
            <li>
              <Link to="/products/finder">Product finder</Link>
            </li>
            <li>
              <Link to="/industries">By industry</Link>
            </li>
            <li>
              <Link to="/tools">Calculators</Link>
            </li>
            <li>
              <Link to="/part-numbers">Part numbers</Link>
            </li>
            <li>
              <Link to="/news">News</Link>
            </li>
            <li>
              <Link to="/knowledge">Knowledge</Link>
            </li>
            <li>
              <Link to="/about-us">About us</Link>
            </li>
            <li>
              <Link to="/how-to-order">How to order</Link>
            </li>
            <li>
              <Link to="/contact-us">Contact us</Link>
            </li>
            <li>
              <Link to="/search">Search</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy notice</Link>
            </li>
          </ul>
        </nav>
        <div className="footer-company">
          <h2>{site.companyName}</h2>
          <address>
            <p>{site.address}</p>
            <p>
              Tel: <a href={telephoneHref(site.telephone)}>{site.telephone}</a>
            </p>
            <p>
              WhatsApp: <a href={whatsAppHref(site.whatsapp)}>{site.whatsapp}</a>
            </p>
            <p>Fax: {site.fax}</p>
            <p>
              E-mail: <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
          </address>
        </div>
      </div>
      <p className="copyright">
        © {site.companyName} · Established {site.facts.founded} ·{' '}
        <Link to="/about-us#certificates">{site.facts.certification} certified</Link> · Unified social credit code{' '}
        {site.businessLicence.creditCode}
      </p>
    </footer>
  )
}
