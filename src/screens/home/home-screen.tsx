import { Link } from 'react-router-dom'
import { ArticleCardList } from '@/components/article-card-list'
import { CardText } from '@/components/card-text'
import { ProductCardList } from '@/components/product-card-list'
import { site } from '@/config/site'
import { HeroSlider } from '@/features/sliders/hero-slider'
import { usePayload } from '@/utils/use-payload'
import type { loader } from './home.loader.server'

type FeaturedProduct = ReturnType<typeof usePayload<typeof loader>>['featured'][number]

function heroImage(product: FeaturedProduct | undefined, loading: 'eager' | 'lazy') {
  if (!product) return null
  const { src, alt, width, height } = product.image
  // The first slide's picture is the page's largest paint: asked for first.
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      fetchPriority={loading === 'eager' ? 'high' : undefined}
    />
  )
}

export function Component() {
  const { categories, featured, news, knowledge, industries } = usePayload<typeof loader>()
  const { facts } = site
  return (
    <>
      <HeroSlider
        label="Our products"
        slides={[
          <div className="hero-slide" key="factory">
            <div>
              <h1>Conveyor rollers, idlers and pulleys from our own factory</h1>
              <p>{site.tagline}. Built to CEMA, DIN, JIS and SANS sizes; common sizes in stock; quotation on request.</p>
              <div className="button-row">
                <Link to="/contact-us#enquiry" className="button button--primary">
                  Get a quote
                </Link>
                <Link to="/products">See all products</Link>
              </div>
            </div>
            {heroImage(featured[0], 'eager')}
          </div>,
          ...featured.slice(1, 4).map((product) => (
            <div className="hero-slide" key={product.path}>
              <div>
                <p className="slide-title">{product.name}</p>
                <p>{product.summary}</p>
                <div className="button-row">
                  <Link to={product.path} className="button button--primary">
                    Details and quotation
                  </Link>
                </div>
              </div>
              {heroImage(product, 'lazy')}
            </div>
          )),
        ]}
      />
      <section aria-labelledby="home-categories" className="below-fold below-fold--categories">
        <h2 id="home-categories">Product categories</h2>
        <ul className="card-grid card-grid--fill">
          {categories.map((category) => (
            <li key={category.slug} className="card category-card">
              <CardText path={category.path} title={category.name} summary={category.summary} more="See the range →" />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-featured" className="below-fold below-fold--featured">
        <h2 id="home-featured">What most buyers ask for</h2>
        <ProductCardList products={featured} />
      </section>
      <section aria-labelledby="home-industries">
        <h2 id="home-industries">By industry</h2>
        <p>What your duty asks of rolls, sets and pulleys, and the products that answer it:</p>
        <ul className="industry-links">
          {industries.map((industry) => (
            <li key={industry.path}>
              <Link to={industry.path}>{industry.name}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-facts">
        <h2 id="home-facts">Why buyers choose our factory</h2>
        <ul className="facts">
          <li>
            <strong>{facts.founded}</strong> founded
          </li>
          <li>
            <strong>{facts.workshopAreaM2.toLocaleString('en-US')} m²</strong> of workshops
          </li>
          <li>
            <strong>{facts.rollerLines}</strong> roller production lines
          </li>
          <li>
            <strong>{facts.rollersPerYear.toLocaleString('en-US')}</strong> rollers a year
          </li>
          <li>
            <strong>{facts.exportCountries}</strong> export countries
          </li>
          <li>
            <strong>{facts.certification}</strong> certified
          </li>
        </ul>
      </section>
      <div className="home-articles below-fold below-fold--articles">
        <section aria-labelledby="home-news">
          <h2 id="home-news">Latest news</h2>
          <ArticleCardList articles={news} />
          <p>
            <Link to="/news" className="section-more">
              All news
            </Link>
          </p>
        </section>
        <section aria-labelledby="home-knowledge">
          <h2 id="home-knowledge">From the knowledge library</h2>
          <ArticleCardList articles={knowledge} />
          <p>
            <Link to="/knowledge" className="section-more">
              All knowledge articles
            </Link>
          </p>
        </section>
      </div>
      <section className="quote-cta">
        <h2>Need a price for rollers, idlers or pulleys?</h2>
        <p>Send your belt width, roller diameter and quantity: we reply within one working day.</p>
        <p>
          <Link to="/contact-us#enquiry" className="button button--primary">
            Request a quotation
          </Link>
        </p>
      </section>
    </>
  )
}
