import { Link } from 'react-router-dom'
import { ArticleCardList } from '@/components/article-card-list'
import { ProductCardList } from '@/components/product-card-list'
import { site } from '@/config/site'
import { usePayload } from '@/utils/use-payload'
import type { loader } from './home.loader.server'

export function Component() {
  const { categories, featured, news, knowledge } = usePayload<typeof loader>()
  const { facts } = site
  return (
    <>
      <section className="hero">
        <h1>Conveyor rollers, idlers and pulleys from our own factory</h1>
        <p>{site.tagline}. Built to CEMA, DIN, JIS and SANS sizes; common sizes in stock; quotation on request.</p>
        <p><Link to="/contact-us" className="button">Get a quote</Link> <Link to="/products">See all products</Link></p>
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">Product categories</h2>
        <ul className="card-grid">
          {categories.map((category) => (
            <li key={category.slug} className="card">
              <h3><Link to={category.path}>{category.name}</Link></h3>
              <p>{category.summary}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-featured">
        <h2 id="home-featured">Featured products</h2>
        <ProductCardList products={featured} />
      </section>
      <section aria-labelledby="home-facts">
        <h2 id="home-facts">Why buyers choose our factory</h2>
        <ul className="facts">
          <li><strong>{facts.founded}</strong> founded</li>
          <li><strong>{facts.workshopAreaM2.toLocaleString('en-US')} m²</strong> of workshops</li>
          <li><strong>{facts.rollerLines}</strong> roller production lines</li>
          <li><strong>{facts.rollersPerYear.toLocaleString('en-US')}</strong> rollers a year</li>
          <li><strong>{facts.exportCountries}+</strong> export countries</li>
          <li><strong>{facts.certification}</strong> certified</li>
        </ul>
      </section>
      <section aria-labelledby="home-news">
        <h2 id="home-news">Latest news</h2>
        <ArticleCardList articles={news} />
        <p><Link to="/news">All news</Link></p>
      </section>
      <section aria-labelledby="home-knowledge">
        <h2 id="home-knowledge">From the knowledge library</h2>
        <ArticleCardList articles={knowledge} />
        <p><Link to="/knowledge">All knowledge articles</Link></p>
      </section>
      <section className="quote-cta">
        <h2>Need a price for rollers, idlers or pulleys?</h2>
        <p>Send your belt width, roller diameter and quantity: we reply within one working day.</p>
        <p><Link to="/contact-us" className="button">Request a quotation</Link></p>
      </section>
    </>
  )
}
