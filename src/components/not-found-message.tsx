import { Link } from 'react-router-dom'
import { categoryNav } from '@/config/site'
import { popularProducts } from '@/config/popular-products'
import { DidYouMean } from './did-you-mean'
import { SearchForm } from './search-form'

/** The not-found message, shared by the 404 page and the route error screen: a way on from here. */
export function NotFoundMessage() {
  return (
    <section className="message-page not-found">
      <h1>This page could not be found</h1>
      <DidYouMean />
      <p>The address may be mistyped, or the page has moved. Search for it, or start from a category or a popular product.</p>
      <SearchForm
        label="Search the site"
        inputId="not-found-search"
        inputLabel="Search products and articles"
        placeholder="Search rollers, idlers, 6205..."
      />
      <h2>Our categories</h2>
      <ul className="category-nav-list">
        {categoryNav.map((category) => (
          <li key={category.slug}>
            <Link to={category.path}>{category.name}</Link>
          </li>
        ))}
      </ul>
      <h2>What most buyers ask for</h2>
      <ul className="card-grid card-grid--small">
        {popularProducts.map((product) => (
          <li key={product.path} className="card">
            <img
              className="card-image"
              src={product.image.src}
              alt={product.image.alt}
              width={product.image.width}
              height={product.image.height}
              loading="lazy"
              decoding="async"
            />
            <div className="card-body">
              <h3>
                <Link to={product.path}>{product.name}</Link>
              </h3>
            </div>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/" className="button button--quiet">
          Back to the home page
        </Link>
      </p>
    </section>
  )
}
