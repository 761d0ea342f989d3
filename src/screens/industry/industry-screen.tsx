import { Link } from 'react-router-dom'
import { ArticleCardList } from '@/components/article-card-list'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { ProductCardList } from '@/components/product-card-list'
import { useInternalLinkClicks } from '@/utils/use-internal-link-clicks'
import { usePayload } from '@/utils/use-payload'
import type { loader } from './industry.loader.server'

export function Component() {
  const { route, industry, products, reading, others } = usePayload<typeof loader>()
  const followInternalLink = useInternalLinkClicks()
  return (
    <article className="industry">
      <Breadcrumbs trail={[{ name: 'By industry', path: '/industries' }, { name: industry.name }]} />
      <h1>{industry.title}</h1>
      <p className="lead">{industry.summary}</p>
      <section aria-labelledby="industry-demands">
        <h2 id="industry-demands">What the duty demands</h2>
        <dl className="industry-demands">
          {industry.demands.map((demand) => (
            <div key={demand.label}>
              <dt>{demand.label}</dt>
              <dd>{demand.text}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="industry-products">
        <h2 id="industry-products">Products that fit</h2>
        <ProductCardList products={products} headingLevel={3} />
        <h3>Options to ask for</h3>
        <ul>
          {industry.options.map((option) => (
            <li key={option}>{option}</li>
          ))}
        </ul>
        <p>
          <Link to={`/contact-us?from=${encodeURIComponent(route.path)}#enquiry`} className="button button--primary">
            Ask for a quotation
          </Link>
        </p>
      </section>
      <div className="prose" onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: industry.html }} />
      <section aria-labelledby="industry-reading">
        <h2 id="industry-reading">Deliveries and articles about it</h2>
        <ArticleCardList articles={reading} />
      </section>
      <nav aria-label="Other industries" className="category-nav">
        <ul>
          {others.map((other) => (
            <li key={other.path}>
              <Link to={other.path}>{other.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  )
}
