import { Link } from 'react-router-dom'

interface ProductCardData {
  name: string
  summary: string
  path: string
}

/** A grid of product cards; every card links to its product. */
export function ProductCardList({ products, headingLevel = 3 }: { products: ProductCardData[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="card-grid">
      {products.map((product) => (
        <li key={product.path} className="card">
          <Heading><Link to={product.path}>{product.name}</Link></Heading>
          <p>{product.summary}</p>
        </li>
      ))}
    </ul>
  )
}
