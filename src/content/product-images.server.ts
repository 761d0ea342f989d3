/**
 * The pictures a product page shows: first its photographs when it has any (listed in its `images`
 * field, or files named 1.jpg, 2.webp, ... under public/products/{slug}/), each with AVIF and WebP
 * sizes the build makes; then its shaded illustration (served from /illustrations); then its
 * technical drawings (from /drawings), both generated at build time.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { DrawnProduct } from '../geometry/drawing-spec.ts'
import { illustrateProduct } from '../drawings/illustrations/product-illustration.server.ts'
import { drawProduct } from '../drawings/technical/product-drawings.server.ts'
import { responsivePhoto, type PhotoSource, type PictureSource } from './photo-variants.server.ts'
import type { ProductRecord } from './schemas.ts'

export interface ProductImage {
  /** Path on the site, e.g. "/products/bend-pulley/1.jpg", "/illustrations/bend-pulley.svg" or "/drawings/bend-pulley-1.svg". */
  src: string
  /** Says what the picture shows. */
  alt: string
  width: number
  height: number
  kind: 'photo' | 'illustration' | 'drawing'
  /** A photograph's responsive sizes, for a <picture>: AVIF and WebP srcsets. */
  sources?: PictureSource[]
}

/** The first picture, as a product card shows it. */
export type CardImage = Pick<ProductImage, 'src' | 'alt' | 'width' | 'height' | 'sources'>

export const defaultPublicDir = join(process.cwd(), 'public')

const photoName = /^(\d+)\.(?:jpe?g|png|webp|avif)$/i

type ImagedProduct = DrawnProduct & Pick<ProductRecord, 'images'>

function photosInFolder(slug: string, product: ImagedProduct, publicDir: string): ProductImage[] {
  const folder = join(publicDir, 'products', slug)
  if (!existsSync(folder)) return []
  const names = readdirSync(folder)
    .filter((name) => photoName.test(name))
    .sort((a, b) => Number(a.match(photoName)?.[1]) - Number(b.match(photoName)?.[1]))
  return names.map((name, i) =>
    photo(slug, join(folder, name), {
      src: `/products/${slug}/${name}`,
      alt: names.length === 1 ? `Photograph of the ${product.name}` : `Photograph of the ${product.name}, ${i + 1} of ${names.length}`,
    }),
  )
}

function photo(slug: string, file: string, text: { src: string; alt: string }): ProductImage {
  return { ...responsivePhoto(file, text, slug), kind: 'photo' }
}

// Illustration and drawings depend only on the product, so each product object's list is made once.
const drawingsOf = new WeakMap<object, ProductImage[]>()

function drawings(slug: string, product: ImagedProduct): ProductImage[] {
  const cached = drawingsOf.get(product)
  if (cached) return cached
  const { file, alt, width, height } = illustrateProduct(slug, product)
  const illustration: ProductImage = { src: `/illustrations/${file}`, alt, width, height, kind: 'illustration' }
  const images = [
    illustration,
    ...drawProduct(slug, product).map((drawing): ProductImage => ({
      src: `/drawings/${drawing.file}`,
      alt: drawing.alt,
      width: drawing.width,
      height: drawing.height,
      kind: 'drawing',
    })),
  ]
  drawingsOf.set(product, images)
  return images
}

/** A product's photographs: those its `images` field lists, or else those in its folder. */
export function productPhotos(slug: string, product: ImagedProduct, publicDir: string = defaultPublicDir): ProductImage[] {
  if (product.images && product.images.length > 0) return product.images.map((image) => photo(slug, join(publicDir, image.src), image))
  return photosInFolder(slug, product, publicDir)
}

/** The photograph files of the products, each with the folder its sizes go to (/photos/{slug}/), for the build to encode. */
export function productPhotoSources(products: (ImagedProduct & { slug: string })[], publicDir: string = defaultPublicDir): PhotoSource[] {
  return products.flatMap((product) =>
    productPhotos(product.slug, product, publicDir).map((image) => ({ file: join(publicDir, image.src), folder: product.slug })),
  )
}

/**
 * The pictures of a product, in page order: photographs first, then the illustration and drawings. Listed images must
 * exist under publicDir: a missing or unreadable file throws, naming it.
 */
export function productImages(slug: string, product: ImagedProduct, publicDir: string = defaultPublicDir): ProductImage[] {
  return [...productPhotos(slug, product, publicDir), ...drawings(slug, product)]
}

/** The first picture of a product, for its card. */
export function cardImage(slug: string, product: ImagedProduct, publicDir: string = defaultPublicDir): CardImage {
  const first = productImages(slug, product, publicDir)[0]
  if (!first) throw new Error(`${slug}: has neither a photograph nor an illustration`)
  const { src, alt, width, height, sources } = first
  return sources ? { src, alt, width, height, sources } : { src, alt, width, height }
}
