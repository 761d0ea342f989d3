import { Link } from 'react-router-dom'
import { ArticleCardList } from '@/components/article-card-list'
import { CardText } from '@/components/card-text'
import { ProductCardList } from '@/components/product-card-list'
import { site } from '@/config/site'
import { HeroSlider } from '@/features/sliders/hero-slider'
import { usePayload } from '@/utils/use-payload'
import type { loader } from './home.loader.server'
import { useMessages } from '@/components/interface-messages'
import { fill } from '@/config/interface-messages'
import { homePageMessages } from '@/config/messages/home-page'
import { formatNumber } from '@/utils/language-format'

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
  const { homePage, language } = useMessages()
  const t = homePage ?? homePageMessages
  return (
    <>
      <HeroSlider
        label={t.sliderLabel}
        slides={[
          <div className="hero-slide" key="factory">
            <div>
              <h1>{t.heading}</h1>
              <p>{fill(t.intro, { tagline: site.tagline })}</p>
              <div className="button-row">
                <Link to="/contact-us#enquiry" className="button button--primary">
                  {t.getQuote}
                </Link>
                <Link to="/products">{t.allProducts}</Link>
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
                    {t.details}
                  </Link>
                </div>
              </div>
              {heroImage(product, 'lazy')}
            </div>
          )),
        ]}
      />
      <section aria-labelledby="home-categories" className="below-fold below-fold--categories">
        <h2 id="home-categories">{t.categories}</h2>
        <ul className="card-grid card-grid--fill">
          {categories.map((category) => (
            <li key={category.slug} className="card category-card">
              <CardText path={category.path} title={category.name} summary={category.summary} more={t.seeRange} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-featured" className="below-fold below-fold--featured">
        <h2 id="home-featured">{t.featured}</h2>
        <ProductCardList products={featured} />
      </section>
      <section aria-labelledby="home-industries">
        <h2 id="home-industries">{t.industries}</h2>
        <p>{t.industriesIntro}</p>
        <ul className="industry-links">
          {industries.map((industry) => (
            <li key={industry.path}>
              <Link to={industry.path}>{industry.name}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-facts">
        <h2 id="home-facts">{t.why}</h2>
        <ul className="facts">
          <li>
            <strong>{facts.founded}</strong> {t.founded}
          </li>
          <li>
            <strong>{formatNumber(facts.workshopAreaM2, language)} m²</strong> {t.workshops}
          </li>
          <li>
            <strong>{facts.rollerLines}</strong> {t.lines}
          </li>
          <li>
            <strong>{formatNumber(facts.rollersPerYear, language)}</strong> {t.perYear}
          </li>
          <li>
            <strong>{facts.exportCountries}</strong> {t.countries}
          </li>
          <li>
            <strong>{facts.certification}</strong> {t.certified}
          </li>
        </ul>
      </section>
      <div className="home-articles below-fold below-fold--articles">
        <section aria-labelledby="home-news">
          <h2 id="home-news">{t.news}</h2>
          <ArticleCardList articles={news} />
          <p>
            <Link to="/news" className="section-more">
              {t.allNews}
            </Link>
          </p>
        </section>
        <section aria-labelledby="home-knowledge">
          <h2 id="home-knowledge">{t.knowledge}</h2>
          <ArticleCardList articles={knowledge} />
          <p>
            <Link to="/knowledge" className="section-more">
              {t.allKnowledge}
            </Link>
          </p>
        </section>
      </div>
      <section className="quote-cta">
        <h2>{t.ctaHeading}</h2>
        <p>{t.ctaText}</p>
        <p>
          <Link to="/contact-us#enquiry" className="button button--primary">
            {t.ctaButton}
          </Link>
        </p>
      </section>
    </>
  )
}
