import { CardText } from './card-text'

interface ProductCardData {
  name: string
  summary: string
  path: string
  image: { src: string; alt: string; width: number; height: number }
}

/**
 * A grid of product cards; the whole card links to its product. The first `eagerImages` pictures
 * load at once (above the fold); the rest lazily.
 */
export function ProductCardList({ products, headingLevel = 3, eagerImages = 0 }: { products: ProductCardData[]; headingLevel?: 2 | 3; eagerImages?: number }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="card-grid">
      {products.map((product, index) => (
        <li key={product.path} className="card">
          <img
            className="card-image"
            src={product.image.src}
            alt={product.image.alt}
            width={product.image.width}
            height={product.image.height}
            loading={index < eagerImages ? 'eager' : 'lazy'}
            decoding="async"
          />
          <div className="card-body">
            <CardText heading={Heading} path={product.path} title={product.name} summary={product.summary} more="Details and quotation →" />
          </div>
        </li>
      ))}
    </ul>
  )
}
