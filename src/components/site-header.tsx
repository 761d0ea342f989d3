import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { Link, NavLink, useLocation } from 'react-router-dom'
import { categoryNav, site } from '@/config/site'
import { CompanyMark } from './company-logo'
import { EnquiryListCount } from './enquiry-list-count'
import { whatsAppHref, telephoneHref } from '@/utils/contact-links'
import { useMessages } from './interface-messages'

/**
 * A menu entry for a section: marked on its own page (aria-current="page") and on the pages inside
 * it, its list pages and its products or articles (aria-current="true").
 */
function SectionLink({ to, children }: { to: string; children: ReactNode }) {
  const { pathname } = useLocation()
  return (
    <NavLink to={to} aria-current={pathname === to ? 'page' : 'true'}>
      {children}
    </NavLink>
  )
}

/**
 * A category name for the one-row desktop menu: a leading "Conveyor " is hidden from the eye there
 * (not from screen readers, so every link keeps its full name); the phone menu shows it whole.
 */
function MenuName({ name }: { name: string }) {
  const short = name.replace(/^Conveyor (?=\S)/, '')
  if (short === name) return <>{name}</>
  return (
    <>
      <span className="menu-name-prefix">Conveyor </span>
      {short}
    </>
  )
}

/** Logo, contact line, the seven categories, the search box (given by the app) and the quote button with the enquiry list's count. */
export function SiteHeader({ search, languageSwitcher }: { search: ReactNode; languageSwitcher?: ReactNode }) {
  const { pathname } = useLocation()
  const m = useMessages()
  const categories = m.categoryNav ?? categoryNav
  // The menu belongs to the page it was opened on: a new page starts with it closed.
  const [openOn, setOpenOn] = useState<string | undefined>(undefined)
  const open = openOn === pathname
  const menuButton = useRef<HTMLButtonElement>(null)
  const closeOnEscape = (event: KeyboardEvent) => {
    if (!open || event.key !== 'Escape') return
    setOpenOn(undefined)
    menuButton.current?.focus()
  }
  return (
    <header className="site-header" onKeyDown={closeOnEscape}>
      <div className="contact-line">
        <div className="contact-line-inner">
          <a href={telephoneHref(site.telephone)}>
            {m.header.telephone} {site.telephone}
          </a>
          <a href={`mailto:${site.email}`}>{site.email}</a>
          <a href={whatsAppHref(site.whatsapp)}>WhatsApp: {site.whatsapp}</a>
          {languageSwitcher}
        </div>
      </div>
      <div className="header-main">
        <Link to={m.home} className="logo">
          <CompanyMark />
          <span>
            {site.shortName}
            <small>{m.header.tagline}</small>
          </span>
        </Link>
        {search}
        <div className="header-actions">
          {/* On a laptop the menu row has no room for the finder: it stands here, beside the quote. */}
          <NavLink to="/products/finder" className="header-finder">
            {m.header.findBySize}
          </NavLink>
          <Link to="/contact-us#enquiry" className="button button--quote">
            {m.header.getQuote}
            <EnquiryListCount />
          </Link>
          <button
            ref={menuButton}
            type="button"
            className="button button--quiet menu-button"
            aria-expanded={open}
            aria-controls="main-nav"
            onClick={() => setOpenOn(open ? undefined : pathname)}
          >
            {open ? m.header.close : m.header.menu}
          </button>
        </div>
      </div>
      <nav aria-label={m.header.mainNav} className="main-nav" id="main-nav" data-open={open}>
        <ul>
          <li>
            <NavLink to="/products" end>
              {m.header.products}
            </NavLink>
          </li>
          <li className="nav-finder">
            <NavLink to="/products/finder">{m.header.findBySize}</NavLink>
          </li>
          {categories.map((category) => (
            <li key={category.slug}>
              <SectionLink to={category.path}>
                <MenuName name={category.name} />
              </SectionLink>
            </li>
          ))}
          <li>
            <SectionLink to="/news">{m.header.news}</SectionLink>
          </li>
          <li>
            <SectionLink to="/knowledge">{m.header.knowledge}</SectionLink>
          </li>
          <li>
            <NavLink to="/about-us">{m.header.about}</NavLink>
          </li>
          <li>
            <NavLink to="/contact-us">{m.header.contact}</NavLink>
          </li>
        </ul>
      </nav>
    </header>
  )
}
