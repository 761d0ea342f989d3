import { Link } from 'react-router-dom'
import { AddToEnquiryButton } from '@/components/add-to-enquiry-button'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { ProductCardList } from '@/components/product-card-list'
import { InlineText } from '@/components/inline-text'
import { StructuredData } from '@/components/structured-data'
import { ViewIn3d } from '@/features/model-viewer/view-in-3d'
import { ProductGallery } from '@/features/sliders/product-gallery'
import { site } from '@/config/site'
import { faqData } from '@/utils/structured-data'
import { usePayload } from '@/utils/use-payload'
import type { loader } from './product-detail.loader.server'
import { SizeTableView } from './size-table'
import { DownloadsBlock } from './downloads-block'
import { quotationHref, whatsAppHref, quotationGreeting } from '@/utils/contact-links'

export function Component() {
  const { product, images, category, related, sizes, enquiryUnit, downloads, sizeDownloads, industries, model } =
    usePayload<typeof loader>()
  const quoteLinkFor = (partNumber?: string) => quotationHref({ product: product.name, slug: product.slug, partNumber, from: product.path })
  const quoteLink = quoteLinkFor()
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
          // Its photographs or drawings, as the page shows them.
          image: images.map((image) => `${site.siteUrl}${image.src}`),
        }}
      />
      <StructuredData data={faqData(product.faq)} />
      <Breadcrumbs
        trail={[{ name: 'Products', path: '/products' }, { name: category.name, path: category.path }, { name: product.name }]}
      />
      <div className="product-top">
        <div className="product-media">
          <ProductGallery key={product.slug} images={images} label={`Pictures of the ${product.name}`} />
          {model ? <ViewIn3d key={product.slug} productName={product.name} model={model} drawing={model.drawing} /> : null}
        </div>
        <div>
          <h1>{product.name}</h1>
          <p className="lead">{product.summary}</p>
          <ul className="badges" aria-label="What we offer">
            <li>From the factory</li>
            <li>Customised</li>
            <li>{'stocked' in product.stock ? 'Sizes in stock' : 'Made to order'}</li>
            <li>Price and quotation on request</li>
          </ul>
          <p className="stock-note">
            {'stocked' in product.stock ? (
              <>
                <strong>In stock:</strong> {product.stock.stocked}. <strong>Other sizes:</strong> {product.stock.otherSizes}.
              </>
            ) : (
              <>
                <strong>Made to order:</strong> {product.stock.madeToOrder}. Nothing is held in stock.
              </>
            )}
          </p>
          <div className="button-row">
            <Link to={quoteLink} className="button button--primary">
              Ask for a quotation
            </Link>
            <AddToEnquiryButton item={{ product: product.name, slug: product.slug, unit: enquiryUnit }} label={product.name} />
            <a href={whatsAppHref(site.whatsapp, quotationGreeting(product.name))} className="button button--quiet">
              WhatsApp us
            </a>
          </div>
          <p className="article-meta">
            Reply within one working day ·{' '}
            {product.category === 'conveyor-roller-machine' ? site.facts.machineWarrantyMonths : site.facts.warrantyMonths}-month warranty ·
            shipped from {site.facts.ports.join(' or ')} · <Link to="/how-to-order">How to order</Link>
          </p>
        </div>
      </div>
      <nav className="page-sections" aria-label="On this page">
        <ul>
          {sizes ? (
            <li>
              <Link to="#sizes">{sizes.kind === 'models' ? 'Models' : 'Sizes and ratings'}</Link>
            </li>
          ) : null}
          <li>
            <Link to="#specifications">Specifications</Link>
          </li>
          <li>
            <Link to="#downloads">Downloads</Link>
          </li>
          <li>
            <Link to="#features">Features</Link>
          </li>
          <li>
            <Link to="#applications">Applications</Link>
          </li>
          <li>
            <Link to="#questions">Questions and answers</Link>
          </li>
        </ul>
      </nav>
      <section aria-labelledby="overview">
        <h2 id="overview">Overview</h2>
        <p>
          <InlineText text={product.overview} />
        </p>
      </section>
      {sizes ? (
        <section aria-labelledby="sizes">
          <h2 id="sizes">{sizes.kind === 'models' ? 'Models' : 'Sizes and ratings'}</h2>
          <SizeTableView
            table={sizes}
            productName={product.name}
            quoteLinkFor={quoteLinkFor}
            listItem={{ product: product.name, slug: product.slug, unit: enquiryUnit }}
          />
        </section>
      ) : null}
      <section aria-labelledby="specifications">
        <h2 id="specifications">Specifications</h2>
        <div className="table-scroll">
          <table>
            <tbody>
              {product.specs.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <DownloadsBlock productName={product.name} files={downloads} sizeFiles={sizeDownloads} />
      <section aria-labelledby="features">
        <h2 id="features">Features</h2>
        <ul className="check-list">
          {product.features.map((feature) => (
            <li key={feature}>
              <InlineText text={feature} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="applications">
        <h2 id="applications">Applications</h2>
        <ul>
          {product.applications.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {industries.length > 0 ? (
          <p className="product-industries">
            By industry:{' '}
            {industries.map((industry, index) => (
              <span key={industry.path}>
                {index > 0 ? ', ' : ''}
                <Link to={industry.path}>{industry.name}</Link>
              </span>
            ))}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="customisation">
        <h2 id="customisation">Customisation</h2>
        <ul>
          {product.customisation.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="questions">
        <h2 id="questions">Questions and answers</h2>
        <dl>
          {product.faq.map((item) => (
            <div key={item.q}>
              <dt>{item.q}</dt>
              <dd>
                <InlineText text={item.a} />
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="enquire" className="enquiry-panel">
        <h2 id="enquire">Ask for a quotation for the {product.name}</h2>
        <p>
          Send the sizes, the quantity and the destination port: an engineer replies within one working day with a price or our questions.
        </p>
        <Link to={quoteLink} className="button button--primary">
          Ask for a quotation
        </Link>
      </section>
      <section aria-labelledby="related">
        <h2 id="related">Related products</h2>
        <ProductCardList products={related} />
      </section>
    </article>
  )
}
