import { Link } from 'react-router-dom'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { ProductCardList } from '@/components/product-card-list'
import { StructuredData } from '@/components/structured-data'
import { site } from '@/config/site'
import { faqData } from '@/utils/structured-data'
import { usePayload } from '@/utils/use-payload'
import type { loader } from './product-detail.loader.server'

export function Component() {
  const { product, category, related } = usePayload<typeof loader>()
  return (
    <article className="product-detail">
      <StructuredData
        data={{
          '@type': 'Product',
          name: product.name,
          description: product.summary,
          category: category.name,
          url: `${site.siteUrl}${product.path}`,
          brand: { '@type': 'Brand', name: site.shortName },
          manufacturer: { '@id': `${site.siteUrl}/#organization` },
          // Photographs when the product has them; until then the category's share card.
          image: product.images?.length ? product.images.map((image) => `${site.siteUrl}${image.src}`) : [`${site.siteUrl}/share/${product.category}.png`],
        }}
      />
      <StructuredData data={faqData(product.faq)} />
      <Breadcrumbs trail={[{ name: 'Products', path: '/products' }, { name: category.name, path: category.path }, { name: product.name }]} />
      <h1>{product.name}</h1>
      <p className="lead">{product.summary}</p>
      <ul className="badges" aria-label="What we offer">
        <li>From the factory</li>
        <li>Customised</li>
        <li>In stock</li>
        <li>Price and quotation on request</li>
      </ul>
      <p><Link to={`/contact-us?product=${encodeURIComponent(product.name)}&slug=${product.slug}&from=${encodeURIComponent(product.path)}#enquiry`} className="button">Ask for a quotation</Link></p>
      <nav className="page-sections" aria-label="On this page">
        <ul>
          <li><Link to="#specifications">Specifications</Link></li>
          <li><Link to="#features">Features</Link></li>
          <li><Link to="#applications">Applications</Link></li>
          <li><Link to="#questions">Questions and answers</Link></li>
        </ul>
      </nav>
      <section aria-labelledby="overview">
        <h2 id="overview">Overview</h2>
        <p>{product.overview}</p>
      </section>
      <section aria-labelledby="specifications">
        <h2 id="specifications">Specifications</h2>
        <table>
          <tbody>
            {product.specs.map((row) => (
              <tr key={row.label}><th scope="row">{row.label}</th><td>{row.value}</td></tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="features">
        <h2 id="features">Features</h2>
        <ul>{product.features.map((feature) => <li key={feature}>{feature}</li>)}</ul>
      </section>
      <section aria-labelledby="applications">
        <h2 id="applications">Applications</h2>
        <ul>{product.applications.map((item) => <li key={item}>{item}</li>)}</ul>
      </section>
      <section aria-labelledby="customisation">
        <h2 id="customisation">Customisation</h2>
        <ul>{product.customisation.map((item) => <li key={item}>{item}</li>)}</ul>
      </section>
      <section aria-labelledby="questions">
        <h2 id="questions">Questions and answers</h2>
        <dl>
          {product.faq.map((item) => (
            <div key={item.q}><dt>{item.q}</dt><dd>{item.a}</dd></div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="related">
        <h2 id="related">Related products</h2>
        <ProductCardList products={related} />
      </section>
    </article>
  )
}
