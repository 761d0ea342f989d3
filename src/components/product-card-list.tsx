import { CardText } from './card-text'
import { ResponsivePicture, type PictureImage } from './responsive-picture'
import { useMessages } from './interface-messages'
import { languageOfPath } from '@/utils/languages'

interface ProductCardData {
  name: string
  summary: string
  path: string
  image: PictureImage
}

/**
 * A grid of product cards; the whole card links to its product. The first `eagerImages` pictures
 * load at once (above the fold); the rest lazily.
 */
export function ProductCardList({
  products,
  headingLevel = 3,
  eagerImages = 0,
}: {
  products: ProductCardData[]
  headingLevel?: 2 | 3
  eagerImages?: number
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const m = useMessages()
  return (
    <ul className="card-grid">
      {products.map((product, index) => (
        // A product not translated yet shows (and links to) its English page: its words are marked English.
        <li key={product.path} className="card" lang={languageOfPath(product.path) === m.language ? undefined : 'en'}>
          <ResponsivePicture
            image={product.image}
            sizes="(min-width: 960px) 25vw, (min-width: 600px) 50vw, 100vw"
            className="card-image"
            loading={index < eagerImages ? 'eager' : 'lazy'}
            decoding="async"
          />
          <div className="card-body">
            <CardText heading={Heading} path={product.path} title={product.name} summary={product.summary} more={m.productCard.more} />
          </div>
        </li>
      ))}
    </ul>
  )
}
