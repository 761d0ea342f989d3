import type { LoaderFunctionArgs } from 'react-router-dom'
import { productCard } from '@/content/cards.server'
import { relatedProducts } from '@/content/catalogue.server'
import { sizeTableOf } from '@/content/catalogue-sizes.server'
import { loadContent } from '@/content/content-store.server'
import { productDownloads, sizeDownloads, viewerModel } from '@/downloads/downloads-manifest.server'
import { leadRowIndex } from '@/engineering/lead-row'
import { enquiryUnitOf } from '@/content/enquiry-units.server'
import { productImages } from '@/content/product-images.server'
import { requireRouteEntry } from '@/content/route-table.server'
import { siteLanguageView } from '@/content/language-view.server'
import { translateSizeTable } from '@/content/size-table-words.server'
import { englishPathOf, languageOfPath } from '@/utils/languages'

export async function loader({ request }: LoaderFunctionArgs) {
  const route = requireRouteEntry(request)
  const content = loadContent()
  // A Spanish or Russian page shows the English product with the words of its overlay.
  const language = languageOfPath(route.path)
  const view = siteLanguageView(language, content)
  const product = content.products.find((p) => p.path === englishPathOf(route.path))
  if (!product) throw new Error(`routes.json lists ${route.path} but no product file has that path`)
  const englishCategory = content.categories.find((c) => c.slug === product.category)
  if (!englishCategory) throw new Error(`${product.file}: category ${product.category} has no category file`)
  const category = view.category(englishCategory)
  const { file: _file, drawing: _drawing, images: _images, sizes: _sizes, ...shown } = view.product(product)
  // Drawings are made from the English product's figures; a translation changes words only.
  const images = productImages(product.slug, product)
  const sizes = sizeTableOf(product)
  const glb = viewerModel(product.slug)
  const leadPartNumber = product.sizes && sizes ? sizes.rows[leadRowIndex(product.sizes)]?.partNumber : undefined
  const drawing = images.find((image) => image.kind === 'drawing')
  return {
    route,
    product: shown,
    images: images.map(({ src, alt, width, height, sources }) =>
      sources ? { src, alt, width, height, sources } : { src, alt, width, height },
    ),
    sizes: sizes && translateSizeTable(sizes, language),
    // The lead row's 3D model, for the viewer; the page offers it only with a drawing to fall back to.
    model:
      glb && leadPartNumber && drawing
        ? {
            href: glb.href,
            partNumber: leadPartNumber,
            drawing: { src: drawing.src, alt: drawing.alt, width: drawing.width, height: drawing.height },
          }
        : null,
    enquiryUnit: enquiryUnitOf(product),
    category: { name: category.name, path: category.path },
    related: relatedProducts(content, product).map(view.product).map(productCard),
    downloads: productDownloads(product.slug),
    sizeDownloads: sizeDownloads(product.slug),
    // The industry pages that name this product (or, for a variant under others/, its primary).
    industries: content.industries
      .filter((industry) => industry.meta.products.some((path) => `/${path}` === product.path || path === product.primary))
      .map((industry) => ({ name: industry.meta.name, path: view.link(industry.path) })),
  }
}
