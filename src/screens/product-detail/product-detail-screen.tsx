import { Link } from 'react-router-dom'
import { AddToEnquiryButton } from '@/components/add-to-enquiry-button'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { ProductCardList } from '@/components/product-card-list'
import { InlineText } from '@/components/inline-text'
import { StructuredData } from '@/components/structured-data'
import { ProductGallery } from '@/features/sliders/product-gallery'
import { site } from '@/config/site'
import { faqData } from '@/utils/structured-data'
import { usePayload } from '@/utils/use-payload'
import type { loader } from './product-detail.loader.server'
import { SizeTableView } from './size-table'
import { DownloadsBlock } from './downloads-block'
import { quotationHref, whatsAppHref, quotationGreeting } from '@/utils/contact-links'
import { useMessages } from '@/components/interface-messages'
import { fill } from '@/config/interface-messages'

export function Component() {
  const { product, images, category, related, sizes, enquiryUnit, downloads, sizeDownloads, industries } = usePayload<typeof loader>()
  const quoteLinkFor = (partNumber?: string) => quotationHref({ product: product.name, slug: product.slug, partNumber, from: product.path })
  const quoteLink = quoteLinkFor()
  const m = useMessages()
  const t = m.product
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
        trail={[{ name: m.breadcrumbs.products, path: '/products' }, { name: category.name, path: category.path }, { name: product.name }]}
      />
      <div className="product-top">
        <ProductGallery key={product.slug} images={images} label={fill(t.pictures, { name: product.name })} />
        <div>
          <h1>{product.name}</h1>
          <p className="lead">{product.summary}</p>
          <ul className="badges" aria-label={t.offer}>
            <li>{t.fromFactory}</li>
            <li>{t.customised}</li>
            <li>{'stocked' in product.stock ? t.sizesInStock : t.madeToOrder}</li>
            <li>{t.priceOnRequest}</li>
          </ul>
          <p className="stock-note">
            {'stocked' in product.stock ? (
              <>
                <strong>{t.inStock}</strong> {product.stock.stocked}. <strong>{t.otherSizes}</strong> {product.stock.otherSizes}.
              </>
            ) : (
              <>
                <strong>{t.madeToOrderLabel}</strong> {product.stock.madeToOrder}. {t.nothingInStock}
              </>
            )}
          </p>
          <div className="button-row">
            <Link to={quoteLink} className="button button--primary">
              {t.askQuote}
            </Link>
            <AddToEnquiryButton item={{ product: product.name, slug: product.slug, unit: enquiryUnit }} label={product.name} />
            <a href={whatsAppHref(site.whatsapp, quotationGreeting(product.name))} className="button button--quiet">
              {t.whatsApp}
            </a>
          </div>
          <p className="article-meta">
            {t.reply} ·{' '}
            {fill(t.warranty, {
              months: product.category === 'conveyor-roller-machine' ? site.facts.machineWarrantyMonths : site.facts.warrantyMonths,
            })}{' '}
            · {fill(t.shippedFrom, { ports: site.facts.ports.join(t.portsJoin) })} · <Link to="/how-to-order">{t.howToOrder}</Link>
          </p>
        </div>
      </div>
      <nav className="page-sections" aria-label={t.onThisPage}>
        <ul>
          {sizes ? (
            <li>
              <Link to="#sizes">{sizes.kind === 'models' ? t.models : t.sizesAndRatings}</Link>
            </li>
          ) : null}
          <li>
            <Link to="#specifications">{t.specifications}</Link>
          </li>
          <li>
            <Link to="#downloads">{t.downloads}</Link>
          </li>
          <li>
            <Link to="#features">{t.features}</Link>
          </li>
          <li>
            <Link to="#applications">{t.applications}</Link>
          </li>
          <li>
            <Link to="#questions">{t.questions}</Link>
          </li>
        </ul>
      </nav>
      <section aria-labelledby="overview">
        <h2 id="overview">{t.overview}</h2>
        <p>
          <InlineText text={product.overview} />
        </p>
      </section>
      {sizes ? (
        <section aria-labelledby="sizes">
          <h2 id="sizes">{sizes.kind === 'models' ? t.models : t.sizesAndRatings}</h2>
          <SizeTableView
            table={sizes}
            productName={product.name}
            quoteLinkFor={quoteLinkFor}
            listItem={{ product: product.name, slug: product.slug, unit: enquiryUnit }}
          />
        </section>
      ) : null}
      <section aria-labelledby="specifications">
        <h2 id="specifications">{t.specifications}</h2>
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
        <h2 id="features">{t.features}</h2>
        <ul className="check-list">
          {product.features.map((feature) => (
            <li key={feature}>
              <InlineText text={feature} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="applications">
        <h2 id="applications">{t.applications}</h2>
        <ul>
          {product.applications.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {industries.length > 0 ? (
          <p className="product-industries">
            {t.byIndustry}{' '}
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
        <h2 id="customisation">{t.customisation}</h2>
        <ul>
          {product.customisation.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="questions">
        <h2 id="questions">{t.questions}</h2>
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
        <h2 id="enquire">{fill(t.enquireHeading, { name: product.name })}</h2>
        <p>{t.enquireText}</p>
        <Link to={quoteLink} className="button button--primary">
          {t.askQuote}
        </Link>
      </section>
      <section aria-labelledby="related">
        <h2 id="related">{t.related}</h2>
        <ProductCardList products={related} />
      </section>
    </article>
  )
}
