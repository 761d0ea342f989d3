import type { ReactNode } from 'react'
import { Link, NavLink } from 'react-router-dom'
import { categoryNav, site } from '@/config/site'

/** Logo, contact line, the seven categories, the search box (given by the app) and the quote button. */
export function SiteHeader({ search }: { search: ReactNode }) {
  return (
    <header className="site-header">
      <div className="contact-line">
        <span>Tel: {site.telephone}</span>
        <a href={`mailto:${site.email}`}>{site.email}</a>
      </div>
      <div className="header-main">
        <Link to="/" className="logo">{site.shortName}</Link>
        {search}
        <Link to="/contact-us" className="button quote-button">Get a quote</Link>
      </div>
      <nav aria-label="Main" className="main-nav">
        <ul>
          <li><NavLink to="/products" end>Products</NavLink></li>
          {categoryNav.map((category) => (
            <li key={category.slug}><NavLink to={category.path} end>{category.name}</NavLink></li>
          ))}
          <li><NavLink to="/news" end>News</NavLink></li>
          <li><NavLink to="/knowledge" end>Knowledge</NavLink></li>
          <li><NavLink to="/about-us">About Us</NavLink></li>
          <li><NavLink to="/contact-us">Contact</NavLink></li>
        </ul>
      </nav>
    </header>
  )
}
